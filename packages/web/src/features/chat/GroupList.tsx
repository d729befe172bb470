import { Avatar, Badge, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellOff, IconMessagePlus, IconUsersPlus } from '@tabler/icons-react';
import type { TChatGroup, TChatPrimary } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/dates';
import classes from './Chat.module.css';

interface GroupListProps {
  groups: TChatGroup[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  myId: number | undefined;
  canCreate: boolean;
  onNewGroup: () => void;
  onNewPrivate: () => void;
}

/** What a group's latest message says in the list: its text, else what it carries. */
export function latestLine(
  t: (key: string) => string,
  m: TChatPrimary | null,
  myId: number | undefined,
): string {
  if (!m) return t('chat.list.noMessages');
  const body = m.deleted_at
    ? t('chat.list.deleted')
    : (m.content ?? (m.image ? t('chat.list.image') : m.gif ? t('chat.list.gif') : t('chat.list.shared')));
  const who = m.employee_id !== null && m.employee_id === myId ? t('chat.list.you') : m.employee?.name;
  return who ? `${who}: ${body}` : body;
}

/** The caller's groups and conversations, newest activity first, with their unread counts. */
export function GroupList(props: GroupListProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const { groups, selectedId } = props;
  return (
    <Stack gap="sm" className={classes.list}>
      <Group gap="xs" wrap="wrap">
        {props.canCreate && (
          <Button size="xs" leftSection={<IconUsersPlus size={16} aria-hidden />} onClick={props.onNewGroup}>
            {t('chat.list.newGroup')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMessagePlus size={16} aria-hidden />}
          onClick={props.onNewPrivate}
        >
          {t('chat.list.newPrivate')}
        </Button>
      </Group>
      {props.isLoading && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
      {props.isError && (
        <Group gap="xs">
          <Text size="sm" c="red.8">
            {t('chat.list.loadFailed')}
          </Text>
          <Button size="xs" variant="subtle" onClick={props.onRetry}>
            {t('chat.list.retry')}
          </Button>
        </Group>
      )}
      {groups && groups.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('chat.list.empty')}
        </Text>
      )}
      {groups && groups.length > 0 && (
        <nav aria-label={t('chat.list.label')}>
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {groups.map((g) => (
              <li key={g.id}>
                <UnstyledButton
                  className={classes.groupItem}
                  data-active={g.id === selectedId || undefined}
                  aria-current={g.id === selectedId ? 'true' : undefined}
                  onClick={() => props.onSelect(g.id)}
                  data-testid={`chat-group-${g.id}`}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Avatar radius="xl" color="blue" aria-hidden>
                      {g.icon || g.name.slice(0, 1).toUpperCase()}
                    </Avatar>
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        <Text fw={g.unread_count > 0 ? 700 : 600} size="sm" truncate>
                          {g.name}
                        </Text>
                        <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                          {dates.dateTime(g.last_activity_at)}
                        </Text>
                      </Group>
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        <Text size="sm" c="gray.7" truncate>
                          {latestLine(t, g.latest_message, props.myId)}
                        </Text>
                        {!g.is_notifications_active && (
                          <IconBellOff size={14} aria-label={t('chat.list.muted')} role="img" />
                        )}
                        {g.unread_count > 0 && (
                          <Badge
                            size="sm"
                            circle
                            color="blue.8"
                            aria-label={t('chat.list.unread', { count: g.unread_count })}
                          >
                            {g.unread_count}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </nav>
      )}
    </Stack>
  );
}
