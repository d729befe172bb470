import { ActionIcon, Button, Group, Menu, Popover, Stack, Text } from '@mantine/core';
import { IconCheck, IconClock, IconDots, IconMoodSmile } from '@tabler/icons-react';
import type { TChatMessage } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/dates';
import classes from './Chat.module.css';
import { MessageBody, QUICK_EMOJIS, Quote, Reactions, Receipts } from './MessageParts';
import { discard, type OutboxItem, retry } from './outbox';

export interface MessageActions {
  onReply: (message: TChatMessage) => void;
  onReact: (message: TChatMessage, emoji: string) => void;
  onEdit: (message: TChatMessage) => void;
  onDelete: (message: TChatMessage) => void;
}

interface MessageItemProps extends MessageActions {
  message: TChatMessage;
  companyId: number;
  myId: number | undefined;
  /** Management of the group may delete anyone's message in it (the server's can_manage). */
  canManage: boolean;
}

/** The quick reactions of a message, in a popover of plain buttons. */
function ReactionPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size="sm"
          aria-label={t('chat.message.react')}
          onClick={() => setOpened((o) => !o)}
        >
          <IconMoodSmile size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <Group gap={2}>
          {QUICK_EMOJIS.map((emoji) => (
            <Button
              key={emoji}
              variant="subtle"
              size="compact-md"
              aria-label={t('chat.message.reactWith', { emoji })}
              onClick={() => {
                setOpened(false);
                onPick(emoji);
              }}
            >
              {emoji}
            </Button>
          ))}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** One sent message: who and when, its quote, body, reactions, its actions and, for mine, who read it. */
export function MessageItem({ message, companyId, myId, canManage, ...actions }: MessageItemProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const mine = myId !== undefined && message.employee_id === myId;
  const canEdit = mine && message.content !== null;
  const canDelete = mine || canManage;
  return (
    <Stack
      gap={2}
      component="li"
      className={mine ? classes.mine : classes.theirs}
      data-testid="chat-message"
      data-message-id={message.id}
      style={{ listStyle: 'none', maxWidth: '100%' }}
    >
      <Group gap={6} wrap="nowrap" justify={mine ? 'flex-end' : 'flex-start'}>
        <Text size="xs" fw={600}>
          {mine ? t('chat.message.you') : (message.employee?.name ?? '')}
        </Text>
        <Text size="xs" c="gray.7">
          {dates.dateTime(message.created_at)}
          {message.edited_at ? ` · ${t('chat.message.edited')}` : ''}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap" align="flex-start" justify={mine ? 'flex-end' : 'flex-start'}>
        <div className={classes.bubble}>
          {message.primary && <Quote primary={message.primary} />}
          <MessageBody message={message} companyId={companyId} />
        </div>
        <ReactionPicker onPick={(emoji) => actions.onReact(message, emoji)} />
        <Menu
          position={mine ? 'bottom-end' : 'bottom-start'}
          withinPortal
          withInitialFocusPlaceholder={false}
        >
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.7" size="sm" aria-label={t('chat.message.actions')}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.onReply(message)}>{t('chat.message.reply')}</Menu.Item>
            {canEdit && (
              <Menu.Item onClick={() => actions.onEdit(message)}>{t('chat.message.edit')}</Menu.Item>
            )}
            {canDelete && (
              <Menu.Item color="red.8" onClick={() => actions.onDelete(message)}>
                {t('chat.message.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap={8} justify={mine ? 'flex-end' : 'flex-start'}>
        <Reactions
          reactions={message.reactions}
          myId={myId}
          onToggle={(emoji) => actions.onReact(message, emoji)}
        />
        {mine && (
          <Group gap={4} wrap="nowrap">
            <IconCheck size={14} aria-hidden />
            <Text size="xs" c="gray.7" data-testid="chat-status">
              {t('chat.message.sent')}
            </Text>
            <Text size="xs" c="gray.7" aria-hidden>
              ·
            </Text>
            <Receipts message={message} />
          </Group>
        )}
      </Group>
    </Stack>
  );
}

/** A message of mine still in the outbox: pending (sending, or waiting for the connection) or refused. */
export function PendingItem({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={2}
      component="li"
      className={classes.mine}
      data-testid="chat-pending"
      style={{ listStyle: 'none', maxWidth: '100%' }}
    >
      <div className={classes.bubble} style={{ opacity: item.status === 'pending' ? 0.75 : 1 }}>
        {item.primary && <Quote primary={item.primary} />}
        {item.image_url && <img className={classes.image} src={item.image_url} alt="" />}
        {item.content && <Text size="sm">{item.content}</Text>}
      </div>
      <Group gap={6} justify="flex-end">
        {item.status === 'pending' ? (
          <>
            <IconClock size={14} aria-hidden />
            <Text size="xs" c="gray.7" data-testid="chat-status">
              {t('chat.message.pending')}
            </Text>
          </>
        ) : (
          <>
            <Text size="xs" c="red.8" data-testid="chat-status">
              {t('chat.message.failed')}
              {item.error ? `: ${item.error}` : ''}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => retry(item.client_id)}>
              {t('chat.message.retry')}
            </Button>
            <Button size="compact-xs" variant="subtle" color="gray.8" onClick={() => discard(item.client_id)}>
              {t('chat.message.discard')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
