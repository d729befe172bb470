import { ActionIcon, Center, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBell, IconBellOff, IconDotsVertical } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatGroup, TChatMessage } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatApi, chatKeys, useChatThread, useGroupActions } from '../../api/chat';
import { openChatStore } from '../../stores/chat';
import { showErrorToast } from '../../stores/toasts';
import { ConfirmModal } from '../settings/ConfirmModal';
import classes from './Chat.module.css';
import { Composer } from './Composer';
import { type ChatThread, removeMessage, setReactions, toggleReaction, upsertMessage } from './cache';
import { MessageList } from './MessageList';

interface ConversationProps {
  companyId: number;
  group: TChatGroup;
  myId: number | undefined;
  onBack?: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** An open conversation: its header, messages and composer. Opening it marks it read. */
export function Conversation({ companyId, group, myId, onBack, onEdit, onDelete }: ConversationProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useChatThread(companyId, group.id);
  const actions = useGroupActions(companyId);
  const [replyTo, setReplyTo] = useState<TChatMessage | null>(null);
  const [editing, setEditing] = useState<TChatMessage | null>(null);
  const [deleting, setDeleting] = useState<TChatMessage | null>(null);
  const key = chatKeys.thread(companyId, group.id);
  const change = (fn: (t: ChatThread) => ChatThread) =>
    queryClient.setQueryData<ChatThread>(key, (th) => (th ? fn(th) : th));

  useEffect(() => {
    openChatStore.set({ companyId, groupId: group.id });
    return () => openChatStore.set(null);
  }, [companyId, group.id]);

  // Opening the group, and every message that arrives while it is open, marks it read.
  const newest = thread.data?.messages[0]?.id ?? null;
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (newest === null || marked.current === newest) return;
    marked.current = newest;
    chatApi
      .read(companyId, group.id, newest)
      .then((answer) =>
        queryClient.setQueryData<TChatGroup[]>(chatKeys.groups(companyId), (list) =>
          list?.map((g) =>
            g.id === group.id
              ? { ...g, unread_count: answer.unread_count, last_read_message_id: answer.last_read_message_id }
              : g,
          ),
        ),
      )
      .catch((err: unknown) => console.warn('chat read not marked', err));
  }, [newest, companyId, group.id, queryClient]);

  const react = (message: TChatMessage, emoji: string) => {
    if (myId === undefined) return;
    change((th) => setReactions(th, message.id, toggleReaction(message.reactions, emoji, myId)));
    chatApi
      .react(companyId, message.id, emoji)
      .then((r) => change((th) => setReactions(th, r.chat_message_id, r.reactions)))
      .catch((err: unknown) => {
        change((th) => setReactions(th, message.id, message.reactions));
        showErrorToast(err);
      });
  };

  const saveEdit = async (message: TChatMessage, content: string) => {
    try {
      const saved = await chatApi.edit(companyId, message.id, content);
      change((th) => upsertMessage(th, saved));
      setEditing(null);
    } catch (err) {
      showErrorToast(err);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await chatApi.removeMessage(companyId, deleting.id);
      change((th) => removeMessage(th, deleting.id));
      void queryClient.invalidateQueries({ queryKey: chatKeys.groups(companyId) });
    } catch (err) {
      showErrorToast(err);
    } finally {
      setDeleting(null);
    }
  };

  const muted = !group.is_notifications_active;
  return (
    <section className={classes.conversation} aria-labelledby="chat-conversation-title">
      <Group gap="xs" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {onBack && (
          <ActionIcon variant="subtle" onClick={onBack} aria-label={t('chat.conversation.back')}>
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" id="chat-conversation-title" style={{ overflowWrap: 'anywhere' }}>
            {group.icon ? `${group.icon} ` : ''}
            {group.name}
          </Title>
          <Text size="xs" c="gray.7">
            {group.is_private
              ? t('chat.conversation.private')
              : t('chat.conversation.members', { count: group.member_count })}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-pressed={muted}
          aria-label={muted ? t('chat.conversation.unmute') : t('chat.conversation.mute')}
          onClick={() => actions.mute.mutate({ id: group.id, active: muted })}
        >
          {muted ? <IconBellOff size={20} aria-hidden /> : <IconBell size={20} aria-hidden />}
        </ActionIcon>
        {group.can_manage && !group.is_private && (
          <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray.8" aria-label={t('chat.conversation.options')}>
                <IconDotsVertical size={20} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onEdit}>{t('chat.conversation.edit')}</Menu.Item>
              <Menu.Item color="red.8" onClick={onDelete}>
                {t('chat.conversation.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {thread.data ? (
        <MessageList
          companyId={companyId}
          groupId={group.id}
          thread={thread.data}
          myId={myId}
          canManage={group.can_manage}
          onReply={(m) => {
            setEditing(null);
            setReplyTo(m);
          }}
          onReact={react}
          onEdit={(m) => {
            setReplyTo(null);
            setEditing(m);
          }}
          onDelete={setDeleting}
        />
      ) : (
        <Center style={{ flex: 1 }}>
          {thread.isError ? (
            <Text size="sm" c="red.8">
              {t('chat.conversation.loadFailed')}
            </Text>
          ) : (
            <Loader role="status" aria-label={t('common.loading')} />
          )}
        </Center>
      )}
      <Composer
        companyId={companyId}
        groupId={group.id}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        editing={editing}
        onCancelEdit={() => setEditing(null)}
        onSaveEdit={saveEdit}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('chat.message.delete')}
        message={t('chat.message.deleteConfirm')}
        confirmLabel={t('chat.message.delete')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
