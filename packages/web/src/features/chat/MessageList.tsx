import { Button, Center, Loader, Text } from '@mantine/core';
import type { TChatMessage } from '@teamline/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadOlder } from '../../api/chat';
import { useStore } from '../../stores/store';
import classes from './Chat.module.css';
import type { ChatThread } from './cache';
import { type MessageActions, MessageItem, PendingItem } from './MessageItem';
import { outboxStore } from './outbox';

interface MessageListProps extends MessageActions {
  companyId: number;
  groupId: number;
  thread: ChatThread;
  myId: number | undefined;
  canManage: boolean;
}

/**
 * The conversation, newest at the bottom (a column-reverse list of newest-first messages), my
 * outbox's pending ones below the sent. Scrolling up to the top loads the older page (a sentinel
 * seen by an IntersectionObserver; the button does the same by hand).
 */
export function MessageList({ companyId, groupId, thread, myId, canManage, ...actions }: MessageListProps) {
  const { t } = useTranslation();
  const older = useLoadOlder(companyId, groupId);
  const pending = useStore(outboxStore).filter((i) => i.company_id === companyId && i.group_id === groupId);
  const sentinel = useRef<HTMLLIElement>(null);
  const next = thread.next_before_id;
  const loadOlder = () => {
    if (next !== null && !older.isPending) older.mutate(next);
  };
  const loadRef = useRef(loadOlder);
  loadRef.current = loadOlder;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadRef.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <ol
      className={classes.messages}
      aria-label={t('chat.conversation.log')}
      aria-live="polite"
      aria-relevant="additions"
      data-testid="chat-messages"
      style={{ margin: 0 }}
    >
      {[...pending].reverse().map((item) => (
        <PendingItem key={item.client_id} item={item} />
      ))}
      {thread.messages.map((m: TChatMessage) => (
        <MessageItem
          key={m.id}
          message={m}
          companyId={companyId}
          myId={myId}
          canManage={canManage}
          {...actions}
        />
      ))}
      <li ref={sentinel} style={{ listStyle: 'none' }}>
        <Center py={4}>
          {older.isPending ? (
            <Loader size="xs" role="status" aria-label={t('chat.conversation.loadingOlder')} />
          ) : next !== null ? (
            <Button size="compact-xs" variant="subtle" onClick={loadOlder}>
              {t('chat.conversation.loadOlder')}
            </Button>
          ) : thread.messages.length === 0 && pending.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('chat.conversation.empty')}
            </Text>
          ) : (
            <Text size="xs" c="gray.7">
              {t('chat.conversation.beginning')}
            </Text>
          )}
        </Center>
      </li>
    </ol>
  );
}
