import './i18n';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSend } from '../../api/memo-template-sends';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { isPublishingPaused } from '../billing/PublishingPaused';
import { Loading } from '../memo-templates/shared';
import { wholePercent } from '../memos/format';
import { ManagementOnly } from '../settings/AdminOnly';
import { AddSendMemo } from './AddSendMemo';
import { AttachToEvery } from './AttachToEvery';
import { fieldErrors } from './NewSendModal';
import { SendActions } from './SendActions';
import { SendDetails } from './SendDetails';
import { SendMemoEditor } from './SendMemoEditor';
import { SendMemoStats } from './SendMemoStats';
import { SendStatusBadge } from './SendStatusBadge';

type Errors = Record<string, string>;
const NONE: Errors = {};

/** A refused publish's texts: per memo (memos.{i}.field, by the memo's place), the rest for the send. */
function splitErrors(fields: Errors) {
  const memos = new Map<number, Errors>();
  const send: Errors = {};
  for (const [key, text] of Object.entries(fields)) {
    const m = /^memos\.(\d+)\.(.+)$/.exec(key);
    if (!m) send[key] = text;
    else memos.set(Number(m[1]), { ...memos.get(Number(m[1])), [m[2] as string]: text });
  }
  return { memos, send };
}

/** memo-send/{id}: a draft to edit and publish, or a published send's memos with their figures. */
function MemoSendPageContent() {
  const { t, i18n } = useTranslation();
  const company = useCurrentCompany();
  const dates = useDates();
  const id = Number(useParams().id) || -1;
  const query = useSend(company.id, id);
  const send = query.data;
  const [dirty, setDirty] = useState<Map<number, boolean>>(new Map());
  const [publishErrors, setPublishErrors] = useState<{ fields: Errors; message: string | null } | null>(null);
  const onDirty = useCallback(
    (memoId: number, on: boolean) =>
      setDirty((prev) => (prev.get(memoId) === on ? prev : new Map(prev).set(memoId, on))),
    [],
  );
  const split = useMemo(() => splitErrors(publishErrors?.fields ?? NONE), [publishErrors]);
  const listPath = `/${company.id}/memo-sends?view=sends`;
  const back = (
    <Anchor component={Link} to={listPath} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('sends.page.back')}
      </Group>
    </Anchor>
  );
  if (query.isError || id < 0)
    return (
      <Stack gap="lg">
        {back}
        <Text role="alert" c="red.9">
          {t('sends.page.notFound')}
        </Text>
      </Stack>
    );
  if (!send)
    return (
      <Stack gap="lg">
        {back}
        <Loading />
      </Stack>
    );

  const draft = send.status === 'draft';
  const editing = draft && send.can_edit;
  const unsavedMemo = send.memos.find((m) => dirty.get(m.id));
  // Each memo's refusal names the memo it is about.
  const problems = [
    ...(publishErrors?.message ? [publishErrors.message] : []),
    ...Object.values(split.send),
    ...[...split.memos].flatMap(([i, fields]) =>
      Object.values(fields).map((text) => `${send.memos[i]?.title ?? ''}: ${text}`),
    ),
  ];
  const meta = [
    send.creator &&
      t('sends.page.createdBy', { name: send.creator.name, date: dates.dateTime(send.created_at) }),
    send.published_at &&
      (send.publisher
        ? t('sends.page.publishedBy', { name: send.publisher.name, date: dates.dateTime(send.published_at) })
        : t('sends.page.publishedOn', { date: dates.dateTime(send.published_at) })),
    send.archived_at && t('sends.page.archivedOn', { date: dates.dateTime(send.archived_at) }),
  ].filter(Boolean);

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <SendStatusBadge status={send.status} />
          <Title order={1}>{send.name}</Title>
          {meta.map((line) => (
            <Text key={String(line)} size="sm" c="gray.7">
              {line}
            </Text>
          ))}
        </Stack>
        <SendActions
          companyId={company.id}
          paused={isPublishingPaused(company)}
          send={send}
          unsaved={unsavedMemo?.title ?? null}
          onPublished={() => setPublishErrors(null)}
          onPublishFailed={(error) => setPublishErrors(fieldErrors(error))}
        />
      </Group>
      {!send.can_edit && (
        <Alert color="gray" variant="light">
          {t('sends.page.readOnly')}
        </Alert>
      )}
      {send.can_edit && send.status === 'archived' && (
        <Alert color="gray" variant="light">
          {t('sends.page.archivedNote')}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" role="alert" title={t('sends.page.publishFailed')}>
          {problems.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 3 }} component="dl" m={0} aria-label={t('sends.page.summary')}>
        {(
          [
            ['memo_count', String(send.memo_count)],
            ['reach', String(send.reach)],
            ['response_rate', draft ? '—' : wholePercent(send.response_rate, i18n.language)],
          ] as const
        ).map(([key, value]) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Text component="dt" size="sm" c="gray.7">
              {t(`sends.page.stats.${key}`)}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} data-testid={`send-${key}`}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SendDetails companyId={company.id} send={send} serverErrors={split.send} />
      <Stack gap="md" component="section" aria-labelledby="send-memos">
        <Title order={2} size="h3" id="send-memos">
          {t('sends.page.memos')}
        </Title>
        {editing && send.memos.length > 0 && (
          <Text size="sm" c="gray.7">
            {t('memos.compose.timingIntro', { zone: dates.zone })}
          </Text>
        )}
        {send.memos.length === 0 && <Text c="gray.7">{t('sends.page.noMemos')}</Text>}
        {editing && send.memos.length > 1 && <AttachToEvery companyId={company.id} sendId={send.id} />}
        {send.memos.map((memo, i) =>
          editing ? (
            <SendMemoEditor
              key={memo.id}
              companyId={company.id}
              sendId={send.id}
              memo={memo}
              position={i + 1}
              count={send.memos.length}
              zone={dates.zone}
              serverErrors={split.memos.get(i) ?? NONE}
              onDirty={onDirty}
            />
          ) : (
            <SendMemoStats
              key={memo.id}
              companyId={company.id}
              memo={memo}
              position={i + 1}
              count={send.memos.length}
              from={`/${company.id}/memo-send/${send.id}`}
            />
          ),
        )}
        {editing && <AddSendMemo companyId={company.id} sendId={send.id} count={send.memos.length} />}
      </Stack>
    </Stack>
  );
}

/** Management only, as the server answers (memo_template_sends.manage); others get a clear note. */
export default function MemoSendPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('memos.list.title')} ability="memo_template_sends.manage" publishes>
      <MemoSendPageContent />
    </ManagementOnly>
  );
}
