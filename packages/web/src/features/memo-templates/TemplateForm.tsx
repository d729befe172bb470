import {
  Alert,
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
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { useTemplateActions } from '../../api/memo-templates';
import { localText } from '../../i18n/server-texts';
import { can } from '../../layouts/company/abilities';
import { showErrorToast, showToast } from '../../stores/toasts';
import {
  type ComposeValues,
  emptyCompose,
  type MemoDefaults,
  newQuestion,
  toFormPath,
} from '../memos/compose/compose-form';
import { MediaAttachments } from '../memos/compose/MediaAttachments';
import { QuestionsField } from '../memos/compose/QuestionsField';
import { RichTextField } from '../memos/compose/RichTextField';
import { TranslationPanel } from '../memos/compose/TranslationPanel';
import { companyCategories } from './shared';
import { TagsField } from './TagsField';
import { templateToValues, validateTemplate, valuesToBody } from './template-form';
import { useTemplateMedia } from './use-template-media';

interface FormProps {
  company: TCompany;
  template: TMemoTemplate | null;
  initialKind: MemoKind;
  defaults: MemoDefaults;
}

/** The template's fields: compose's own components (content, questions, translation, files). */
export function TemplateForm({ company, template, initialKind, defaults }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useTemplateActions(company.id);
  const sets = company.default_survey_options;
  const [kind, setKind] = useState<MemoKind>(template?.kind ?? initialKind);
  const form = useForm<ComposeValues>({
    initialValues: template ? templateToValues(template, defaults, sets) : emptyCompose(kind, defaults, sets),
  });
  const media = useTemplateMedia(company.id, template);
  const [tagIds, setTagIds] = useState<number[]>(template?.tags.map((tag) => tag.id) ?? []);
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
    const body = valuesToBody(form.values, kind, tagIds);
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
          const problems = await media.uploadQueued(saved.id);
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
              <TagsField
                companyId={company.id}
                value={tagIds}
                onChange={setTagIds}
                current={template?.tags ?? []}
              />
            </Card>
          </Stack>
        </fieldset>
        <MediaAttachments
          media={media}
          editable={editable}
          libraryOf={can(company, 'media.manage') ? company.id : undefined}
        />
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
