import '../i18n';
import {
  Anchor,
  Card,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  ALL_MEMO_KINDS,
  type AnyMemoKind,
  CELEBRATION_START_TIME,
  CELEBRATION_TYPES,
  type CelebrationType,
  MEMO_PRIORITIES,
  MEMO_TYPE_LABELS,
  MEMO_TYPES,
  type TCompany,
  type TMemo,
} from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/http';
import { useCompanyTimeZone, useMemoActions, useMemoDetail } from '../../../api/memos';
import { useMemoSettings } from '../../../api/settings';
import { can } from '../../../layouts/company/abilities';
import { useCurrentCompany } from '../../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../../stores/toasts';
import { isPublishingPaused } from '../../billing/PublishingPaused';
import { ManagementOnly } from '../../settings/AdminOnly';
import { sentPath } from '../from';
import { ComposeReminders } from '../reminders/ReminderFields';
import { CelebrationFields } from './CelebrationFields';
import { ComposeActions } from './ComposeActions';
import {
  type ComposeValues,
  composeToBody,
  emptyCompose,
  isScheduled,
  type MemoDefaults,
  memoToCompose,
  SPEC_DEFAULTS,
  toFormPath,
  validateCompose,
} from './compose-form';
import { MediaAttachments } from './MediaAttachments';
import { QuestionsField } from './QuestionsField';
import { RecipientsField } from './RecipientsField';
import { RichTextField } from './RichTextField';
import { TranslationPanel } from './TranslationPanel';
import { useMemoMedia } from './use-memo-media';

interface ComposeFormProps {
  company: TCompany;
  kind: AnyMemoKind;
  memo: TMemo | null;
  zone: string;
  defaults: MemoDefaults;
  /** A new celebration's person, reason and day from the link that opened compose. */
  preset?: Partial<ComposeValues>;
  /** Publishing is paused (the plan lapsed): the publishing buttons are disabled, described by the notice. */
  paused?: boolean;
}

/** The compose form of a message or a survey: new, or an edit of a draft or scheduled one. */
export function ComposeForm({
  company,
  kind,
  memo,
  zone,
  defaults,
  preset,
  paused = false,
}: ComposeFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { create, update } = useMemoActions(company.id);
  const sets = company.default_survey_options;
  const form = useForm<ComposeValues>({
    initialValues: memo
      ? memoToCompose(memo, zone)
      : { ...emptyCompose(kind, defaults, sets, zone), ...preset },
  });
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  const live = memo?.status === 'published';
  const media = useMemoMedia(company.id, kind, memo);
  const categories = {
    message: company.message_categories,
    survey: company.survey_categories,
    celebration: company.celebration_categories,
  }[kind];
  const categoryData = [...new Set([...categories, ...(form.values.category ? [form.values.category] : [])])];
  const scheduled = isScheduled(form.values.start_at, zone);
  const fieldError = (name: string) => form.errors[name] as string | undefined;

  const submit = (publish: boolean) => {
    const errors = validateCompose(form.values, kind, zone, publish);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const full = composeToBody(form.values, kind, zone, publish);
    // A memo that is out keeps its questions and its start (the server refuses changes to them).
    const { options: _options, start_at: _start, ...liveBody } = full;
    const body = live ? liveBody : full;
    setPending(publish ? 'publish' : 'draft');
    const callbacks = {
      onSuccess: (saved: TMemo) => {
        const key = !publish
          ? 'memos.compose.savedDraft'
          : saved.status === 'scheduled'
            ? 'memos.compose.scheduled'
            : 'memos.compose.published';
        showToast({ variant: 'success', messages: t(key, { title: saved.title }) });
        navigate(`/${company.id}/memo/${saved.id}`);
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 422) {
          form.setErrors(
            Object.fromEntries(
              Object.entries(error.errors).map(([path, texts]) => [toFormPath(path), texts[0] ?? '']),
            ),
          );
        }
        showErrorToast(error);
      },
      onSettled: () => setPending(null),
    };
    if (memo) update.mutate({ kind, body: { id: memo.id, ...body } }, callbacks);
    else if (media.queued.length) void media.saveNew(body, callbacks);
    else create.mutate({ kind, body }, callbacks);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(!live);
      }}
    >
      <Stack gap="lg">
        {kind === 'celebration' && (
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="compose-celebration">
            <Title order={2} size="h4" id="compose-celebration" mb="md">
              {t('memos.celebration.section')}
            </Title>
            <CelebrationFields form={form} companyId={company.id} />
          </Card>
        )}
        <Card withBorder radius="md" padding="lg">
          <Tabs defaultValue="en" keepMounted>
            <Tabs.List mb="md">
              <Tabs.Tab value="en">{t('memos.compose.english')}</Tabs.Tab>
              <Tabs.Tab value="es">{t('memos.compose.spanish')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="en">
              <Stack gap="md">
                <TextInput label={t('memos.compose.title')} withAsterisk {...form.getInputProps('title')} />
                <RichTextField
                  label={t('memos.compose.content')}
                  value={form.values.content}
                  onChange={(html) => form.setFieldValue('content', html)}
                  error={fieldError('content')}
                />
                {kind === 'survey' &&
                  (live ? (
                    <Text size="sm" c="gray.7">
                      {t('memos.compose.questionsLocked')}
                    </Text>
                  ) : (
                    <QuestionsField form={form} sets={sets} />
                  ))}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="es">
              <TranslationPanel companyId={company.id} form={form} />
            </Tabs.Panel>
          </Tabs>
        </Card>

        <MediaAttachments
          media={media}
          editable
          libraryOf={can(company, 'media.manage') ? company.id : undefined}
        />

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="compose-settings">
          <Title order={2} size="h4" id="compose-settings" mb="md">
            {t('memos.compose.settings')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <Select
              label={t('memos.compose.category')}
              placeholder={t('memos.compose.noCategory')}
              data={categoryData}
              clearable
              value={form.values.category || null}
              onChange={(value) => form.setFieldValue('category', value ?? '')}
              error={fieldError('category')}
            />
            <Select
              label={t('memos.compose.priority')}
              data={MEMO_PRIORITIES.map((p) => ({ value: p, label: t(`memos.priority.${p}`) }))}
              allowDeselect={false}
              {...form.getInputProps('priority')}
            />
            {kind === 'message' && (
              <Select
                label={t('memos.compose.type')}
                data={MEMO_TYPES.map((type) => ({
                  value: type,
                  label: t(`memos.type.${type}`, MEMO_TYPE_LABELS[type]),
                }))}
                allowDeselect={false}
                {...form.getInputProps('type')}
              />
            )}
            <Switch
              mt={{ sm: 30 }}
              label={t('memos.compose.signature')}
              {...form.getInputProps('signature', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="compose-recipients">
          <Title order={2} size="h4" id="compose-recipients" mb="md">
            {t('memos.compose.recipients')}
          </Title>
          {kind === 'celebration' && (
            <Text size="sm" c="gray.7" mb="sm">
              {t('memos.celebration.recipientsHint')}
            </Text>
          )}
          <RecipientsField
            companyId={company.id}
            values={form.values}
            onChange={(field, ids) => {
              form.setFieldValue(field, ids);
              form.clearFieldError('location_ids');
            }}
            errors={{
              location_ids: fieldError('location_ids'),
              audience_ids: fieldError('audience_ids'),
              recipient_ids: fieldError('recipient_ids'),
            }}
          />
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="compose-timing">
          <Title order={2} size="h4" id="compose-timing">
            {t('memos.compose.timing')}
          </Title>
          <Text size="sm" c="gray.7" mb="md">
            {t('memos.compose.timingIntro', { zone })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {(['start_at', 'reveal_at', 'due_at', 'end_at'] as const).map((field) => (
              <TextInput
                key={field}
                type="datetime-local"
                label={t(`memos.compose.dates.${field}`)}
                disabled={live && field === 'start_at'}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </Card>

        {kind !== 'celebration' && (
          <ComposeReminders
            dueSet={form.values.due_at !== ''}
            steps={form.values.reminder_steps}
            escalateAfterHours={form.values.escalate_after_hours}
            onSteps={(steps) => form.setFieldValue('reminder_steps', steps)}
            onEscalate={(hours) => form.setFieldValue('escalate_after_hours', hours)}
            stepsError={fieldError('reminder_steps')}
            escalateError={fieldError('escalate_after_hours')}
          />
        )}

        <ComposeActions
          companyId={company.id}
          memo={memo}
          pending={pending}
          paused={paused}
          scheduled={scheduled}
          onSaveDraft={() => submit(false)}
        />
      </Stack>
    </form>
  );
}

const isKind = (v: string | null): v is AnyMemoKind => ALL_MEMO_KINDS.some((k) => k === v);
const NEW_TITLES = {
  message: 'memos.compose.newMessage',
  survey: 'memos.compose.newSurvey',
  celebration: 'memos.compose.newCelebration',
} as const;

/** compose?kind=celebration&employee=7&type=birthday&date=2026-12-01 (from the upcoming list). */
function presetFrom(sp: URLSearchParams): Partial<ComposeValues> {
  const type = sp.get('type');
  const date = sp.get('date');
  return {
    ...(sp.get('employee') ? { celebrated_employee_id: sp.get('employee') ?? '' } : {}),
    ...(CELEBRATION_TYPES.some((x) => x === type) ? { celebration_type: type as CelebrationType } : {}),
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? { celebration_date: date, start_at: `${date}T${CELEBRATION_START_TIME}` }
      : {}),
  };
}

/** MemoNew (memos/new?kind=message|survey) and MemoEdit (memo/:id/edit). */
function MemoComposePageContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const [sp] = useSearchParams();
  const id = Number(useParams().id ?? 0);
  const detail = useMemoDetail(company.id, id);
  const zone = useCompanyTimeZone(company.id);
  const settings = useMemoSettings(company.id);
  const memo = id > 0 ? (detail.data ?? null) : null;
  const asked = sp.get('kind');
  const kind: AnyMemoKind = memo?.kind ?? (isKind(asked) ? asked : 'message');
  const defaults: MemoDefaults | null = settings.data ?? (settings.isError ? SPEC_DEFAULTS : null);
  const back = memo ? `/${company.id}/memo/${memo.id}` : sentPath(company.id);
  const title = memo ? t('memos.compose.editTitle', { title: memo.title }) : t(NEW_TITLES[kind]);
  const isClosed = memo !== null && (memo.status === 'expired' || memo.status === 'archived');

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('memos.backToList')}
        </Group>
      </Anchor>
      <Title order={1}>{title}</Title>
      {id > 0 && detail.isError ? (
        <Text c="red.9">{t('memos.detail.notFound')}</Text>
      ) : isClosed ? (
        <Text>{t('memos.compose.notEditable')}</Text>
      ) : zone === undefined || defaults === null || (id > 0 && !memo) ? (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" />
        </Center>
      ) : (
        <ComposeForm
          company={company}
          kind={kind}
          memo={memo}
          zone={zone}
          defaults={defaults}
          preset={memo ? undefined : presetFrom(sp)}
          paused={isPublishingPaused(company)}
        />
      )}
    </Stack>
  );
}

/** Management only, as the server answers (memos.manage); others get a clear note. */
export default function MemoComposePage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('memos.list.title')} ability="memos.manage" publishes>
      <MemoComposePageContent />
    </ManagementOnly>
  );
}
