import {
  Badge,
  Card,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { TInboxMemo } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/dates';
import classes from './Inbox.module.css';

function EmptyInbox() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs" py="lg" ta="center">
        <ThemeIcon variant="light" color="gray" size={56} radius="xl" aria-hidden>
          <IconInbox size={30} />
        </ThemeIcon>
        <Title order={3} size="h3">
          {t('inbox.empty.title')}
        </Title>
        <Text c="gray.7" maw={420}>
          {t('inbox.empty.body')}
        </Text>
      </Stack>
    </Card>
  );
}

/** Badges telling where the employee stands with a memo. */
export function MemoBadges({ memo }: { memo: TInboxMemo }) {
  const { t } = useTranslation();
  const r = memo.employee_response;
  return (
    <Group gap={6}>
      {memo.kind === 'survey' && (
        <Badge variant="light" color="indigo">
          {t('inbox.surveyBadge')}
        </Badge>
      )}
      {memo.is_past_due && (
        <Badge color="red.9" variant="filled">
          {t('inbox.pastDue')}
        </Badge>
      )}
      {r.flag_state === 'open' && (
        <Badge color="yellow.3" c="black" variant="filled">
          {t('inbox.flagged')}
        </Badge>
      )}
      {r.flag_state === 'answered' && (
        <Badge color="blue.8" variant="filled">
          {t('inbox.flag.answeredBadge')}
        </Badge>
      )}
      {r.acknowledged_at && (
        <Badge color="teal.9" variant="filled">
          {memo.kind === 'survey' ? t('inbox.answered') : t('inbox.acknowledged')}
        </Badge>
      )}
    </Group>
  );
}

function InboxItem({ memo, onOpen }: { memo: TInboxMemo; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-unread={memo.is_read ? undefined : true}
        onClick={() => onOpen(memo.id)}
        w="100%"
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={memo.is_read ? 500 : 700} lineClamp={2}>
              {!memo.is_read && <span className={classes.dot} aria-hidden />}
              {!memo.is_read && <VisuallyHidden>{t('inbox.unreadMark')}: </VisuallyHidden>}
              {memo.title}
            </Text>
            <Text size="sm" c="gray.7">
              {memo.author ? `${t('inbox.from', { name: memo.author.name })} · ` : ''}
              {when(memo.display_start_at ?? memo.published_at)}
            </Text>
            {memo.due_at && (
              <Text size="sm" c={memo.is_past_due ? 'red.8' : 'gray.7'}>
                {t('inbox.dueOn', { date: when(memo.due_at) })}
              </Text>
            )}
          </Stack>
        </Group>
        <MemoBadges memo={memo} />
      </UnstyledButton>
    </li>
  );
}

/** The memos addressed to the employee, unread first (the server's order), with the unread count. */
export function InboxList({
  memos,
  unreadCount,
  onOpen,
}: {
  memos: TInboxMemo[];
  unreadCount: number;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="inbox-title">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="inbox-title">
          {t('inbox.title')}
        </Title>
        <Badge size="lg" variant={unreadCount ? 'filled' : 'light'} color={unreadCount ? 'blue.8' : 'gray'}>
          {unreadCount ? t('inbox.unread', { count: unreadCount }) : t('inbox.allRead')}
        </Badge>
      </Group>
      {memos.length === 0 ? (
        <EmptyInbox />
      ) : (
        <ul className={classes.list} aria-label={t('inbox.title')}>
          {memos.map((memo) => (
            <InboxItem key={memo.id} memo={memo} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
