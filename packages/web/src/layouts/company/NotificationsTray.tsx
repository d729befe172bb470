import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import type { TNotification } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotificationActions, useNotifications, useUnreadNotifications } from '../../api/notifications';
import { useDates } from '../../i18n/dates';
import { notificationTarget } from './notification-target';
import { playRingtone } from './ringtone';

/**
 * Calls `onNew` when an unread notification appears that was not there before;
 * the first load only records what exists.
 */
function useNewNotificationSignal(list: TNotification[] | undefined, onNew: () => void) {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!list) return;
    if (seen.current === null) {
      seen.current = new Set(list.map((n) => n.id));
      return;
    }
    const known = seen.current;
    const fresh = list.filter((n) => !known.has(n.id));
    for (const n of fresh) known.add(n.id);
    if (fresh.some((n) => !n.read)) onNew();
  }, [list, onNew]);
}

function NotificationItem({ item, to, onOpen, onMarkRead, formatDate }: NotificationItemProps) {
  const { t } = useTranslation();
  return (
    <Box component="li" py="xs" px="sm" bg={item.read ? undefined : 'blue.0'} style={{ borderRadius: 8 }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        {to ? (
          <Anchor component={Link} to={to} onClick={() => onOpen(item)} fw={item.read ? 500 : 700} size="sm">
            {item.title}
          </Anchor>
        ) : (
          <Text fw={item.read ? 500 : 700} size="sm">
            {item.title}
          </Text>
        )}
        {!item.read && (
          <Badge size="xs" variant="filled" color="blue" style={{ flexShrink: 0 }}>
            {t('layout.notifications.unread')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dark.6" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {item.content}
      </Text>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="gray.7" component="time" dateTime={item.created_at}>
          {formatDate(item.created_at)}
        </Text>
        {!item.read && (
          <UnstyledButton onClick={() => onMarkRead(item.id)} fz="xs" c="blue.8" fw={600}>
            {t('layout.notifications.markRead')}
          </UnstyledButton>
        )}
      </Group>
    </Box>
  );
}

interface NotificationItemProps {
  item: TNotification;
  /** Where the item leads (the memo, the follow-up, the celebration), if anywhere. */
  to: string | null;
  onOpen: (item: TNotification) => void;
  onMarkRead: (id: number) => void;
  formatDate: (iso: string) => string;
}

/**
 * The bell in the top bar with the unread count, the list, 'mark read' and 'clear all' (spec §2).
 * An item's title opens what it is about, and reads it.
 */
export function NotificationsTray({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications(companyId);
  const { markRead, clear } = useNotificationActions(companyId);
  const list = notifications.data ?? [];
  // The server counts every unread one; the list holds the newest 50.
  const unreadCount = useUnreadNotifications(companyId).data;
  const unread = Math.max(unreadCount ?? 0, list.filter((n) => !n.read).length);
  useNewNotificationSignal(notifications.data, playRingtone);

  const formatDate = useDates().dateTime;
  const handleMarkRead = (id: number) => markRead.mutate(id);
  const handleOpen = (item: TNotification) => {
    if (!item.read) markRead.mutate(item.id);
    setOpened(false);
  };
  const handleClearAll = () => clear.mutate();

  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={6}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={() => setOpened((o) => !o)}
            aria-label={
              unread > 0
                ? t('layout.notifications.openWithCount', { count: unread })
                : t('layout.notifications.open')
            }
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} style={{ maxWidth: 'calc(100vw - 16px)' }}>
          <Group justify="space-between" px="sm" py="xs">
            <Text fw={700} size="sm" component="h2" m={0}>
              {t('layout.notifications.title')}
            </Text>
            {list.length > 0 && (
              <Button variant="subtle" size="compact-xs" onClick={handleClearAll} loading={clear.isPending}>
                {t('layout.notifications.clearAll')}
              </Button>
            )}
          </Group>
          <Divider />
          {list.length === 0 ? (
            <Stack align="center" gap={4} py="lg" c="gray.7">
              <IconBellOff size={28} stroke={1.4} aria-hidden />
              <Text size="sm">
                {notifications.isError
                  ? t('layout.notifications.loadFailed')
                  : t('layout.notifications.empty')}
              </Text>
            </Stack>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <Stack component="ul" gap={4} p="xs" m={0}>
                {list.map((item) => (
                  <NotificationItem
                    key={item.id}
                    item={item}
                    to={notificationTarget(companyId, item)}
                    onOpen={handleOpen}
                    onMarkRead={handleMarkRead}
                    formatDate={formatDate}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
