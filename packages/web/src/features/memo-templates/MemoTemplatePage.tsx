import './i18n';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowLeft,
  IconSend,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import {
  MEMO_KINDS,
  MEMO_PRIORITIES,
  MEMO_TYPE_LABELS,
  MEMO_TYPES,
  type MemoKind,
  type TCompany,
  type TMemoTemplate,
} from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { useTemplate, useTemplateActions } from '../../api/memo-templates';
import { useMemoSettings } from '../../api/settings';
import { useDates } from '../../i18n/dates';
import { localText } from '../../i18n/server-texts';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import {
  type ComposeValues,
  emptyCompose,
  type MemoDefaults,
  newQuestion,
  SPEC_DEFAULTS,
  toFormPath,
} from '../memos/compose/compose-form';
import { MediaAttachments } from '../memos/compose/MediaAttachments';
import { QuestionsField } from '../memos/compose/QuestionsField';
import { RichTextField } from '../memos/compose/RichTextField';
import { TranslationPanel } from '../memos/compose/TranslationPanel';
import { ManagementOnly } from '../settings/AdminOnly';
import { ConfirmModal } from '../settings/ConfirmModal';
import { useStartMemo } from './MemoTemplatesListPage';
import { ShareModal } from './ShareModal';
import { companyCategories, KindBadge, Loading } from './shared';
import { templateToValues, validateTemplate, valuesToBody } from './template-form';
import { useTemplateMedia } from './use-template-media';

interface FormProps {
  company: TCompany;
  template: TMemoTemplate | null;
  initialKind: MemoKind;
  defaults: MemoDefaults;
}

/** The template's fields: compose's own components (content, questions, translation, files). */
function TemplateForm({ company, template, initialKind, defaults }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useTemplateActions(company.id);
  const sets = company.default_survey_options;
  const [kind, setKind] = useState<MemoKind>(template?.kind ?? initialKind);
  const form = useForm<ComposeValues>({
    initialValues: template ? templateToValues(template, defaults, sets) : emptyCompose(kind, defaults, sets),
  });
  const media = useTemplateMedia(company.id, template);
  const editable = template === null || template.can_edit;
  const fieldError = (name: string) => form.errors[name] as string | undefined;
  const pending = actions.create.isPending || actions.update.isPending;

  const changeKind = (next: MemoKind) => {
    setKind(next);
    if (next === 'survey') {
      form.setFieldValue('type', 'standard');
      if (form.values.options.length === 0) form.setFieldValue('options', [newQuestion(sets)]);
    } else {
      form.setFieldValue('type', defaults.default_type);
    }
  };

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 422) {
      form.setErrors(
        Object.fromEntries(
          Object.entries(error.errors).map(([path, texts]) => [toFormPath(path), localText(texts[0] ?? '')]),
        ),
      );
    }
    showErrorToast(error);
  };

  const submit = () => {
    const errors = validateTemplate(form.values, kind);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const body = valuesToBody(form.values, kind);
    if (template) {
      actions.update.mutate(
        { id: template.id, ...body },
        {
          onSuccess: (saved) =>
            showToast({ variant: 'success', messages: t('templates.toasts.saved', { title: saved.title }) }),
          onError,
        },
      );
      return;
    }
    actions.create.mutate(
      { kind, ...body },
      {
        onSuccess: async (saved) => {
          const problems = await media.attachQueued(saved.id);
          if (problems.length) showToast({ variant: 'error', title: 'Error', messages: problems });
          showToast({ variant: 'success', messages: t('templates.toasts.created', { title: saved.title }) });
          navigate(`/${company.id}/memo-template/${saved.id}`, { replace: true });
        },
        onError,
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        {!editable && (
          <Alert color="gray" role="note">
            {t('templates.form.readOnly')}
          </Alert>
        )}
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            {!template && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="template-kind">
                  {t('templates.form.kind')}
                </Text>
                <SegmentedControl
                  aria-labelledby="template-kind"
                  w="fit-content"
                  value={kind}
                  onChange={(v) => changeKind(v === 'survey' ? 'survey' : 'message')}
                  data={MEMO_KINDS.map((k) => ({ value: k, label: t(`memos.kind.${k}`) }))}
                />
              </Stack>
            )}
            <Card withBorder radius="md" padding="lg">
              <Tabs defaultValue="en" keepMounted>
                <Tabs.List mb="md">
                  <Tabs.Tab value="en">{t('templates.form.english')}</Tabs.Tab>
                  <Tabs.Tab value="es">{t('templates.form.spanish')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="en">
                  <Stack gap="md">
                    <TextInput
                      label={t('templates.form.title')}
                      withAsterisk
                      {...form.getInputProps('title')}
                    />
                    <RichTextField
                      label={t('templates.form.content')}
                      value={form.values.content}
                      onChange={(html) => form.setFieldValue('content', html)}
                      error={fieldError('content')}
                    />
                    {kind === 'survey' && <QuestionsField form={form} sets={sets} />}
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="es">
                  <TranslationPanel companyId={company.id} form={form} />
                </Tabs.Panel>
              </Tabs>
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="template-settings">
              <Title order={2} size="h4" id="template-settings" mb="md">
                {t('templates.form.settings')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('templates.form.category')}
                  placeholder={t('templates.form.noCategory')}
                  data={companyCategories(company, form.values.category)}
                  clearable
                  searchable
                  value={form.values.category || null}
                  onChange={(value) => form.setFieldValue('category', value ?? '')}
                  error={fieldError('category')}
                />
                <Select
                  label={t('templates.form.priority')}
                  data={MEMO_PRIORITIES.map((p) => ({ value: p, label: t(`memos.priority.${p}`) }))}
                  allowDeselect={false}
                  {...form.getInputProps('priority')}
                />
                {kind === 'message' && (
                  <Select
                    label={t('templates.form.type')}
                    data={MEMO_TYPES.map((type) => ({
                      value: type,
                      label: t(`memos.type.${type}`, MEMO_TYPE_LABELS[type]),
                    }))}
                    allowDeselect={false}
                    {...form.getInputProps('type')}
                  />
                )}
              </SimpleGrid>
            </Card>
          </Stack>
        </fieldset>
        <MediaAttachments media={media.state} editable={editable} />
        {editable && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={`/${company.id}/memo-templates`}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {template ? t('templates.form.save') : t('templates.form.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Use, share, archive or unarchive, delete. */
function TemplateActions({ company, template }: { company: TCompany; template: TMemoTemplate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useTemplateActions(company.id);
  const { start, pending } = useStartMemo(company.id);
  const [shareOpen, shareModal] = useDisclosure(false);
  const [deleteOpen, deleteModal] = useDisclosure(false);
  const archived = template.archived_at !== null;
  const done = (key: string) => (saved: { title: string }) =>
    showToast({ variant: 'success', messages: t(key, { title: saved.title }) });
  const mayShare = can(company, 'memo_templates.share') && template.can_share;

  return (
    <Group gap="xs">
      {!archived && (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={pending === template.id}
          onClick={() => start(template)}
        >
          {t('templates.use')}
        </Button>
      )}
      {mayShare && !archived && (
        <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={shareModal.open}>
          {template.share ? t('templates.actions.manageShare') : t('templates.actions.share')}
        </Button>
      )}
      {template.can_edit && (
        <Button
          variant="default"
          leftSection={
            archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />
          }
          loading={actions.archive.isPending}
          onClick={() =>
            actions.archive.mutate(
              { id: template.id, archived: !archived },
              {
                onSuccess: done(archived ? 'templates.toasts.unarchived' : 'templates.toasts.archived'),
                onError: (e) => showErrorToast(e),
              },
            )
          }
        >
          {archived ? t('templates.actions.unarchive') : t('templates.actions.archive')}
        </Button>
      )}
      {template.can_edit && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={deleteModal.open}
        >
          {t('templates.actions.delete')}
        </Button>
      )}
      <ShareModal companyId={company.id} template={template} opened={shareOpen} onClose={shareModal.close} />
      <ConfirmModal
        opened={deleteOpen}
        title={t('templates.actions.deleteTitle')}
        message={t('templates.actions.deleteMessage', { title: template.title })}
        confirmLabel={t('templates.actions.delete')}
        loading={actions.remove.isPending}
        onClose={deleteModal.close}
        onConfirm={() =>
          actions.remove.mutate(template.id, {
            onSuccess: () => {
              done('templates.toasts.deleted')(template);
              navigate(`/${company.id}/memo-templates`);
            },
            onError: (e) => showErrorToast(e),
          })
        }
      />
    </Group>
  );
}

/** What the template is: badges and who and when (dates in the company's zone). */
function TemplateMeta({ company, template }: { company: TCompany; template: TMemoTemplate }) {
  const { t } = useTranslation();
  const dates = useDates();
  const share = template.share;
  const adminsOnly = template.can_edit && !template.can_share && can(company, 'memo_templates.share');
  return (
    <Stack gap={6}>
      <Group gap={6}>
        <KindBadge kind={template.kind} />
        {template.category && (
          <Badge variant="light" color="gray" c="gray.9" size="sm">
            {template.category}
          </Badge>
        )}
        {template.archived_at && (
          <Badge variant="filled" color="gray.7" size="sm">
            {t('templates.archived')}
          </Badge>
        )}
        {share?.published && !share.hidden && (
          <Badge variant="filled" color="teal.9" size="sm">
            {t('templates.shared')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="gray.7">
        {[
          template.creator ? t('templates.meta.createdBy', { name: template.creator.name }) : null,
          t('templates.meta.updatedOn', { date: dates.dateTime(template.updated_at) }),
          t('templates.uses', { count: template.use_count }),
          template.last_used_at
            ? t('templates.meta.lastUsed', { date: dates.dateTime(template.last_used_at) })
            : null,
          template.memo_id ? t('templates.meta.fromMemo') : null,
          template.community_template_id ? t('templates.meta.fromCommunity') : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {share && (
        <Text size="sm" c={share.hidden ? 'red.8' : 'gray.7'}>
          {share.hidden
            ? t('templates.share.statusHidden')
            : share.published
              ? t('templates.share.statusShared', { date: dates.dateTime(share.published_at) })
              : t('templates.share.statusWithdrawn')}
        </Text>
      )}
      {template.archived_at && <Text size="sm">{t('templates.form.archivedNote')}</Text>}
      {adminsOnly && (
        <Text size="sm" c="gray.7">
          {t('templates.share.adminsOnly')}
        </Text>
      )}
    </Stack>
  );
}

/** MemoTemplate (memo-template/:id; memo-template/new?kind=survey writes a new one). */
function MemoTemplatePageContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const param = useParams().id ?? '';
  const [sp] = useSearchParams();
  const id = param === 'new' ? 0 : Number(param) || -1;
  const query = useTemplate(company.id, id);
  const settings = useMemoSettings(company.id);
  const defaults: MemoDefaults | null = settings.data ?? (settings.isError ? SPEC_DEFAULTS : null);
  const template = id > 0 ? (query.data ?? null) : null;
  const notFound = id < 0 || (id > 0 && query.isError);

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={`/${company.id}/memo-templates`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('templates.backToList')}
        </Group>
      </Anchor>
      {notFound ? (
        <>
          <Title order={1}>{t('templates.title')}</Title>
          <Text role="alert">{t('templates.form.notFound')}</Text>
        </>
      ) : defaults === null || (id > 0 && !template) ? (
        <Loading />
      ) : (
        <>
          <Stack gap="sm">
            <Title order={1}>{template ? template.title : t('templates.form.newTitle')}</Title>
            {template && <TemplateMeta company={company} template={template} />}
            {template && <TemplateActions company={company} template={template} />}
          </Stack>
          <TemplateForm
            key={template?.id ?? 'new'}
            company={company}
            template={template}
            initialKind={sp.get('kind') === 'survey' ? 'survey' : 'message'}
            defaults={defaults}
          />
        </>
      )}
    </Stack>
  );
}

/** Management only, as the server answers (memo_templates.manage); others get a clear note. */
export default function MemoTemplatePage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('templates.title')} ability="memo_templates.manage">
      <MemoTemplatePageContent />
    </ManagementOnly>
  );
}
