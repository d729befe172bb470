import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHome } from '../../api/home';
import { useInbox } from '../../api/inbox';
import { CelebrationCards } from './CelebrationCards';
import { CheckinCard } from './CheckinCard';
import { InboxList } from './InboxList';
import { MemoView } from './MemoView';
import { RaiseHandCard } from './RaiseHandCard';

/**
 * The employee's Home: their inbox; `?memo=<id>` opens one memo (so Back returns to the list),
 * `?celebration=<id>` marks a celebration's card (a tray item leads there).
 */
export function InboxPage({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const memoId = Number(params.get('memo')) || null;
  // A tray item about a celebration marks its card.
  const celebrationId = Number(params.get('celebration')) || null;
  const inbox = useInbox(companyId);
  const mine = useHome(companyId).data?.employee;

  // Opening and closing a memo keep the page's other parameters (the management Home's tab).
  const withMemo = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('memo');
      else next.set('memo', String(id));
      return next;
    });
  if (memoId) return <MemoView companyId={companyId} memoId={memoId} onBack={() => withMemo(null)} />;
  if (inbox.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (inbox.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">{t('inbox.loadFailed')}</Text>
        <Button variant="light" onClick={() => void inbox.refetch()}>
          {t('inbox.retry')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="lg">
      {mine?.checkin && <CheckinCard key={mine.checkin.id} companyId={companyId} checkin={mine.checkin} />}
      <InboxList
        memos={inbox.data.memos}
        unreadCount={inbox.data.unread_count}
        onOpen={(id) => withMemo(id)}
      />
      <CelebrationCards
        companyId={companyId}
        celebrations={inbox.data.celebrations}
        highlight={celebrationId}
      />
      {mine && <RaiseHandCard companyId={companyId} hand={mine.raised_hand} />}
    </Stack>
  );
}
