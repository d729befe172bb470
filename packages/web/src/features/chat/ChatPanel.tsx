import { Center, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatGroup } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChatGroups, useGroupActions, useMyEmployeeId } from '../../api/chat';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ConfirmModal } from '../settings/ConfirmModal';
import classes from './Chat.module.css';
import { Conversation } from './Conversation';
import { GroupDialog, PrivateDialog } from './GroupDialog';
import { GroupList } from './GroupList';
import { startOutbox } from './outbox-runner';
import './i18n';

/**
 * The chat of the company area (the Chat page, Home's Chat tab): the group list beside the open
 * conversation; on a phone (up to 48em) one at a time, the list first. `?group=` names the open one.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const companyId = company.id;
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [sp, setSp] = useSearchParams();
  const groups = useChatGroups(companyId);
  const myId = useMyEmployeeId(companyId);
  const actions = useGroupActions(companyId);
  const [dialog, setDialog] = useState<'new' | 'edit' | 'private' | 'delete' | null>(null);
  const selectedId = Number(sp.get('group')) || null;
  const selected = groups.data?.find((g) => g.id === selectedId) ?? null;

  useEffect(() => startOutbox(queryClient), [queryClient]);

  const select = (id: number | null) =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('group');
        else next.set('group', String(id));
        return next;
      },
      { replace: id === null },
    );
  const opened = (g: TChatGroup) => {
    setDialog(null);
    select(g.id);
  };
  const remove = async () => {
    if (!selected) return;
    try {
      await actions.remove.mutateAsync(selected.id);
      showToast({ variant: 'success', messages: [t('chat.group.deleted')] });
      select(null);
    } catch (err) {
      showErrorToast(err);
    } finally {
      setDialog(null);
    }
  };

  const list = (
    <GroupList
      groups={groups.data}
      isLoading={groups.isLoading}
      isError={groups.isError}
      onRetry={() => void groups.refetch()}
      selectedId={selectedId}
      onSelect={select}
      myId={myId}
      canCreate={can(company, 'chat.manage')}
      onNewGroup={() => setDialog('new')}
      onNewPrivate={() => setDialog('private')}
    />
  );
  const conversation = selected ? (
    <Conversation
      key={selected.id}
      companyId={companyId}
      group={selected}
      myId={myId}
      onBack={phone ? () => select(null) : undefined}
      onEdit={() => setDialog('edit')}
      onDelete={() => setDialog('delete')}
    />
  ) : (
    <Center className={classes.conversation}>
      <Text c="gray.7">{t('chat.conversation.pick')}</Text>
    </Center>
  );

  return (
    <>
      <div className={classes.panel} data-testid="chat-panel">
        {phone ? (
          selected ? (
            conversation
          ) : (
            list
          )
        ) : (
          <>
            {list}
            {conversation}
          </>
        )}
      </div>
      <GroupDialog
        companyId={companyId}
        group={dialog === 'edit' ? selected : null}
        opened={dialog === 'new' || dialog === 'edit'}
        onClose={() => setDialog(null)}
        onSaved={opened}
      />
      <PrivateDialog
        companyId={companyId}
        myId={myId}
        opened={dialog === 'private'}
        onClose={() => setDialog(null)}
        onStarted={opened}
      />
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('chat.group.delete')}
        message={t('chat.group.deleteConfirm', { name: selected?.name ?? '' })}
        confirmLabel={t('chat.group.delete')}
        loading={actions.remove.isPending}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
