import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CHAT_LIMITS, type TChatGroup } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatColleagues, useGroupActions } from '../../api/chat';
import { ApiError } from '../../api/http';
import { showErrorToast, showToast } from '../../stores/toasts';
import { RecipientsField, type TargetValues, toTargeting } from '../memos/compose/RecipientsField';
import '../memos/i18n';

const asValues = (g: TChatGroup | null): TargetValues => ({
  location_ids: (g?.location_ids ?? []).map(String),
  audience_ids: (g?.audience_ids ?? []).map(String),
  recipient_ids: (g?.recipient_ids ?? []).map(String),
});

/** Makes or changes a group: name, icon and who is in it (the memo's targeting field). */
export function GroupDialog({
  companyId,
  group,
  opened,
  onClose,
  onSaved,
}: {
  companyId: number;
  /** Null: a new group. */
  group: TChatGroup | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (group: TChatGroup) => void;
}) {
  const { t } = useTranslation();
  const actions = useGroupActions(companyId);
  const [name, setName] = useState('');
  const [icon, setIcon] = useState('');
  const [targets, setTargets] = useState<TargetValues>(asValues(null));
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setName(group?.name ?? '');
    setIcon(group?.icon ?? '');
    setTargets(asValues(group));
    setErrors({});
  }, [opened, group]);

  const pending = actions.create.isPending || actions.update.isPending;
  const save = async () => {
    const body = { name: name.trim(), icon: icon.trim() || null, ...toTargeting(targets) };
    try {
      const saved = group
        ? await actions.update.mutateAsync({ id: group.id, body })
        : await actions.create.mutateAsync(body);
      showToast({ variant: 'success', messages: [t(group ? 'chat.group.saved' : 'chat.group.created')] });
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.isValidation)
        setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])));
      else showErrorToast(err);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? t('chat.group.editTitle') : t('chat.group.createTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack
        component="form"
        gap="md"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('chat.group.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={CHAT_LIMITS.groupName}
            required
            error={errors.name}
            style={{ flex: 1, minWidth: 200 }}
            data-autofocus
          />
          <TextInput
            label={t('chat.group.icon')}
            description={t('chat.group.iconHint')}
            value={icon}
            onChange={(e) => setIcon(e.currentTarget.value)}
            maxLength={CHAT_LIMITS.icon}
            error={errors.icon}
            w={160}
          />
        </Group>
        <div>
          <Text fw={600} size="sm">
            {t('chat.group.members')}
          </Text>
          <Text size="xs" c="gray.7" mb="xs">
            {t('chat.group.membersHint')}
          </Text>
          <RecipientsField
            companyId={companyId}
            values={targets}
            onChange={(field, ids) => setTargets((v) => ({ ...v, [field]: ids }))}
            errors={errors}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={!name.trim()}>
            {group ? t('chat.group.save') : t('chat.group.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Starts (or reopens) a private conversation with a colleague. */
export function PrivateDialog({
  companyId,
  myId,
  opened,
  onClose,
  onStarted,
}: {
  companyId: number;
  myId: number | undefined;
  opened: boolean;
  onClose: () => void;
  onStarted: (group: TChatGroup) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [terms] = useDebouncedValue(search.trim(), 300);
  const [colleague, setColleague] = useState<string | null>(null);
  const picked = useRef<{ value: string; label: string } | null>(null);
  // The server finds them (names only, the caller's reach); the picked one stays listed.
  const employees = useChatColleagues(companyId, colleague ? '' : terms, opened);
  const actions = useGroupActions(companyId);
  const found = (employees.data ?? [])
    .filter((e) => e.id !== myId)
    .map((e) => ({ value: String(e.id), label: e.name }));
  const options =
    picked.current && !found.some((o) => o.value === picked.current?.value)
      ? [picked.current, ...found]
      : found;
  const start = async () => {
    if (!colleague) return;
    try {
      onStarted(await actions.createPrivate.mutateAsync(Number(colleague)));
      setColleague(null);
    } catch (err) {
      showErrorToast(err);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('chat.private.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('chat.private.colleague')}
          placeholder={t('chat.private.placeholder')}
          data={options}
          searchable
          filter={({ options: all }) => all}
          onSearchChange={setSearch}
          value={colleague}
          onChange={(value, option) => {
            picked.current = value ? option : null;
            setColleague(value);
          }}
          error={employees.isError ? t('chat.private.unavailable') : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void start()}
            disabled={!colleague}
            loading={actions.createPrivate.isPending}
          >
            {t('chat.private.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
