import '../i18n';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArchive,
  IconArrowLeft,
  IconClockX,
  IconDownload,
  IconEdit,
  IconSend,
  IconTrash,
  IconUsersPlus,
} from '@tabler/icons-react';
import { heldBySend, type TMemoDetail } from '@teamline/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { memosApi, useCompanyTimeZone, useMemoActions, useMemoDetail } from '../../../api/memos';
import { useDates } from '../../../i18n/dates';
import { useCurrentCompany } from '../../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../../stores/toasts';
import { SaveAsTemplateButton } from '../../memo-templates/SaveAsTemplateButton';
import { ManagementOnly } from '../../settings/AdminOnly';
import { ConfirmModal } from '../../settings/ConfirmModal';
import { backTarget } from '../from';
import { MemoHtml } from '../MemoHtml';
import { KIND_COLORS, StatusBadge } from '../StatusBadge';
import { CelebrationSummary } from './CelebrationSummary';
import { EditRecipientsModal } from './EditRecipientsModal';
import { MemoDetailMedia } from './MemoDetailMedia';
import { MemoOrigin } from './MemoOrigin';
import { MemoStatCards, PastDueByLocation } from './MemoStats';
import { RecipientsTable } from './RecipientsTable';
import { ReminderHistory } from './ReminderHistory';

const SurveyResults = lazy(() => import('./SurveyResults'));

/** Status actions: publish a draft, expire, archive a message, edit recipients, delete; survey CSVs. */
function MemoActions({ memo, companyId, back }: { memo: TMemoDetail; companyId: number; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useMemoActions(companyId);
  const [confirmDelete, deleteModal] = useDisclosure(false);
  const [recipientsOpen, recipientsModal] = useDisclosure(false);
  const [downloading, setDownloading] = useState<'summary' | 'responses' | null>(null);
  const editable = memo.status === 'draft' || memo.status === 'scheduled';
  const onError = (error: Error) => showErrorToast(error);
  const done = (key: string) => () =>
    showToast({ variant: 'success', messages: t(key, { title: memo.title }) });

  const handleDownload = async (which: 'summary' | 'responses') => {
    setDownloading(which);
    try {
      const name = await memosApi.surveyCsv(companyId, memo.id, which);
      showToast({ variant: 'success', messages: t('memos.detail.downloaded', { name }) });
    } catch {
      // Spec §8: a failed CSV fetch shows the generic 'Error' toast.
      showToast({ variant: 'error', title: 'Error', messages: 'Error' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Group gap="xs">
      {(editable || memo.status === 'published') && (
        <Button component={Link} to="edit" variant="default" leftSection={<IconEdit size={16} aria-hidden />}>
          {t('memos.detail.edit')}
        </Button>
      )}
      {memo.status === 'draft' && !heldBySend(memo) && (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={actions.update.isPending}
          onClick={() =>
            actions.update.mutate(
              { kind: memo.kind, body: { id: memo.id, publish: true } },
              {
                onSuccess: (m) =>
                  done(m.status === 'scheduled' ? 'memos.compose.scheduled' : 'memos.compose.published')(),
                onError,
              },
            )
          }
        >
          {t('memos.compose.publish')}
        </Button>
      )}
      {(editable || memo.status === 'published') && (
        <Button
          variant="default"
          leftSection={<IconUsersPlus size={16} aria-hidden />}
          onClick={recipientsModal.open}
        >
          {t('memos.detail.editRecipients')}
        </Button>
      )}
      {memo.can_expire && (
        <Button
          variant="default"
          leftSection={<IconClockX size={16} aria-hidden />}
          loading={actions.expire.isPending}
          onClick={() =>
            actions.expire.mutate(
              { kind: memo.kind, id: memo.id },
              { onSuccess: done('memos.detail.expired'), onError },
            )
          }
        >
          {t('memos.detail.expire')}
        </Button>
      )}
      {memo.can_archive && (
        <Button
          variant="default"
          leftSection={<IconArchive size={16} aria-hidden />}
          loading={actions.archive.isPending}
          onClick={() =>
            actions.archive.mutate(memo.id, { onSuccess: done('memos.detail.archived'), onError })
          }
        >
          {t('memos.detail.archive')}
        </Button>
      )}
      <SaveAsTemplateButton memo={memo} />
      {memo.kind === 'survey' && (
        <>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading === 'summary'}
            onClick={() => void handleDownload('summary')}
          >
            {t('memos.detail.downloadSummary')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading === 'responses'}
            onClick={() => void handleDownload('responses')}
          >
            {t('memos.detail.downloadResponses')}
          </Button>
        </>
      )}
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={deleteModal.open}
      >
        {t('memos.detail.delete')}
      </Button>
      <ConfirmModal
        opened={confirmDelete}
        title={t('memos.detail.deleteTitle')}
        message={t('memos.detail.deleteMessage', { title: memo.title })}
        confirmLabel={t('memos.detail.delete')}
        loading={actions.remove.isPending}
        onClose={deleteModal.close}
        onConfirm={() =>
          actions.remove.mutate(
            { kind: memo.kind, id: memo.id },
            {
              onSuccess: () => {
                done('memos.detail.deleted')();
                navigate(back);
              },
              onError,
            },
          )
        }
      />
      <EditRecipientsModal
        companyId={companyId}
        memo={memo}
        opened={recipientsOpen}
        onClose={recipientsModal.close}
      />
    </Group>
  );
}

/** Memo (memo/:id, query from): the memo as sent, its status and actions, and its statistics. */
function MemoDetailPageContent() {
  const { t } = useTranslation();
  const dates = useDates();
  const company = useCurrentCompany();
  const id = Number(useParams().id ?? 0);
  const [sp] = useSearchParams();
  const [page, setPage] = useState(1);
  const detail = useMemoDetail(company.id, id, page);
  const zone = useCompanyTimeZone(company.id);
  const back = backTarget(sp.get('from'), company.id);
  const memo = detail.data;
  const when = (iso: string | null) => (iso ? dates.dateTime(iso, zone) : '—');
  const segments = memo ? [...memo.locations, ...memo.audiences, ...memo.recipients].map((x) => x.name) : [];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('memos.back')}
        </Group>
      </Anchor>
      {detail.isError ? (
        <Text c="red.9">{t('memos.detail.notFound')}</Text>
      ) : !memo ? (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <Stack gap={6}>
            <Group gap="xs">
              <Badge variant="filled" color={KIND_COLORS[memo.kind]}>
                {t(`memos.kind.${memo.kind}`)}
              </Badge>
              <StatusBadge status={memo.status} pastDue={memo.is_past_due} />
            </Group>
            <Title order={1}>{memo.title}</Title>
            <MemoOrigin memo={memo} companyId={company.id} />
          </Stack>
          <MemoActions memo={memo} companyId={company.id} back={back} />
          <CelebrationSummary memo={memo} companyId={company.id} />
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} component="dl" m={0} spacing="sm">
              {[
                ['start', when(memo.display_start_at)],
                ['due', when(memo.due_at)],
                ['end', when(memo.end_at)],
                ['reveal', when(memo.reveal_at)],
                ['category', memo.category ?? '—'],
                ['priority', t(`memos.priority.${memo.priority}`, memo.priority)],
                // A survey is always Flaggable and a celebration never: only a message has a choice.
                ...(memo.kind === 'message' ? [['type', t(`memos.type.${memo.type}`)]] : []),
                ['sentTo', segments.join(', ') || '—'],
              ].map(([key = '', value]) => (
                <div key={key}>
                  <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
                    {t(`memos.detail.fields.${key}`)}
                  </Text>
                  <Text component="dd" m={0} size="sm">
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Card>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="article"
            aria-label={t('memos.detail.content')}
          >
            {memo.content ? (
              <MemoHtml html={memo.content} />
            ) : (
              <Text c="gray.7">{t('memos.detail.noContent')}</Text>
            )}
            {memo.kind === 'survey' && (
              <Stack gap={4} mt="md">
                {memo.options.map((q, i) => (
                  <Text key={q.question} size="sm">
                    <b>{`${i + 1}. ${q.question}`}</b> — {q.options.join(' · ')}
                  </Text>
                ))}
              </Stack>
            )}
          </Card>
          <MemoDetailMedia companyId={company.id} memo={memo} />
          <MemoStatCards stats={memo.stats} kind={memo.kind} />
          <PastDueByLocation groups={memo.stats.past_due_by_location} />
          {memo.kind !== 'celebration' && <ReminderHistory companyId={company.id} memo={memo} zone={zone} />}
          {memo.kind === 'survey' && memo.stats.survey_results.length > 0 && (
            <Suspense
              fallback={
                <Center py="md" role="status" aria-label={t('common.loading')}>
                  <Loader size="sm" />
                </Center>
              }
            >
              <SurveyResults results={memo.stats.survey_results} />
            </Suspense>
          )}
          <RecipientsTable stats={memo.stats} kind={memo.kind} zone={zone} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}

/** Management only, as the server answers (memos.manage); others get a clear note. */
export default function MemoDetailPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('memos.list.title')} ability="memos.manage">
      <MemoDetailPageContent />
    </ManagementOnly>
  );
}
