import { Anchor, Button, Card, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TChatMessage, TChatPrimary, TChatReaction } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatApi, chatKeys } from '../../api/chat';
import classes from './Chat.module.css';
import { Linkified } from './linkify';

/** The quick reactions offered on every message. */
export const QUICK_EMOJIS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/** A quoted message (`primary`) above a reply. */
export function Quote({ primary }: { primary: TChatPrimary }) {
  const { t } = useTranslation();
  const body = primary.deleted_at
    ? t('chat.message.deleted')
    : (primary.content ??
      (primary.image ? t('chat.list.image') : primary.gif ? t('chat.list.gif') : t('chat.list.shared')));
  return (
    <div className={classes.quote} data-testid="chat-quote">
      <Text size="xs" fw={600} c="blue.9">
        {t('chat.message.replyTo', { name: primary.employee?.name ?? '' })}
      </Text>
      <Text size="xs" c="gray.8" lineClamp={2}>
        {body}
      </Text>
    </div>
  );
}

/** The text, image, GIF and shared card of a message. */
export function MessageBody({ message, companyId }: { message: TChatMessage; companyId: number }) {
  const { t } = useTranslation();
  const name = message.employee?.name ?? '';
  return (
    <Stack gap={4}>
      {message.image && (
        <a
          href={message.image.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('chat.message.imageOpen')}
        >
          <img
            className={classes.image}
            src={message.image.thumb_url ?? message.image.url}
            alt={t('chat.message.image', { name })}
            width={message.image.width ?? undefined}
            height={message.image.height ?? undefined}
            style={{ height: 'auto' }}
            loading="lazy"
          />
        </a>
      )}
      {message.gif && (
        <img
          className={classes.image}
          src={message.gif.url}
          alt={t('chat.message.gif', { title: message.gif.title })}
          width={message.gif.width}
          height={message.gif.height}
          style={{ height: 'auto' }}
          loading="lazy"
        />
      )}
      {(message.message_id || message.survey_id || message.celebration_id) && (
        <SharedCard message={message} companyId={companyId} />
      )}
      {message.content && (
        <Text size="sm" component="div" data-testid="chat-text">
          <Linkified text={message.content} />
        </Text>
      )}
    </Stack>
  );
}

/** Where a shared item opens: the memo or survey in the inbox, the celebration's card. */
function sharedHref(companyId: number, kind: 'message' | 'survey' | 'celebration', id: number): string {
  return kind === 'celebration' ? `/${companyId}?tab=inbox&celebration=${id}` : `/${companyId}?memo=${id}`;
}

/**
 * A memo, survey or celebration shared into the conversation. A realtime copy carries no card
 * (`shared` is null there): the message is fetched as the caller sees it.
 */
function SharedCard({ message, companyId }: { message: TChatMessage; companyId: number }) {
  const { t } = useTranslation();
  const fetched = useQuery({
    queryKey: chatKeys.message(companyId, message.id),
    queryFn: () => chatApi.message(companyId, message.id),
    enabled: message.shared === null && message.id > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const shared = message.shared ?? fetched.data?.shared ?? null;
  if (!shared)
    return fetched.isFetching ? null : (
      <Text size="xs" c="gray.7">
        {t('chat.message.sharedHidden')}
      </Text>
    );
  return (
    <Card withBorder padding="xs" radius="sm" data-testid="chat-shared">
      <Text size="xs" fw={600} c="gray.7" tt="uppercase">
        {t(`chat.message.sharedKind.${shared.kind}`)}
      </Text>
      <Text size="sm" fw={600}>
        {shared.title}
      </Text>
      <Anchor component={Link} to={sharedHref(companyId, shared.kind, shared.id)} size="sm">
        {t('chat.message.open')}
      </Anchor>
    </Card>
  );
}

/** The reactions under a message: each emoji toggles the caller's own (spec §4). */
export function Reactions({
  reactions,
  myId,
  onToggle,
}: {
  reactions: TChatReaction[];
  myId: number | undefined;
  onToggle: (emoji: string) => void;
}) {
  const { t } = useTranslation();
  if (reactions.length === 0) return null;
  return (
    <Group gap={4} data-testid="chat-reactions">
      {reactions.map((r) => {
        const mine = myId !== undefined && r.employee_ids.includes(myId);
        return (
          <Button
            key={r.emoji}
            size="compact-xs"
            radius="xl"
            variant={mine ? 'light' : 'default'}
            aria-pressed={mine}
            aria-label={t('chat.message.reactionCount', {
              emoji: r.emoji,
              count: r.count,
              mine: mine ? t('chat.message.yours') : '',
            })}
            onClick={() => onToggle(r.emoji)}
          >
            {r.emoji} {r.count}
          </Button>
        );
      })}
    </Group>
  );
}

/** "Read by N", opening who has read the message (`receipts`). */
export function Receipts({ message }: { message: TChatMessage }) {
  const { t } = useTranslation();
  const more = message.receipt_count - message.receipts.length;
  return (
    <Popover position="top" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton data-testid="chat-receipts">
          <Text size="xs" c="gray.7" td="underline">
            {t('chat.message.readBy', { count: message.receipt_count })}
          </Text>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" fw={600} mb={4}>
          {t('chat.message.readers')}
        </Text>
        {message.receipt_count === 0 ? (
          <Text size="xs">{t('chat.message.nobodyYet')}</Text>
        ) : (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {message.receipts.map((r) => (
              <Text key={r.employee_id} size="xs" component="li">
                {r.name}
              </Text>
            ))}
            {more > 0 && (
              <Text size="xs" component="li" c="gray.7">
                {t('chat.message.andMore', { count: more })}
              </Text>
            )}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
