import {
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { FORM_FIELD_TYPES, type FormFieldType, type TForm, type TFormTemplate } from '@teamline/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormActions } from '../../api/forms';
import { ApiError } from '../../api/http';
import { firstFieldErrors } from '../../components/form/zod-validate';
import { localText } from '../../i18n/server-texts';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { isPublishingPaused, pausedProps } from '../billing/PublishingPaused';
import { RecipientsField } from '../memos/compose/RecipientsField';
import {
  type BuilderValues,
  builderValues,
  createBody,
  moveItem,
  newField,
  templateBody,
  validateBuilder,
} from './builder-form';
import { FieldEditor } from './FieldEditor';

interface FormBuilderProps {
  companyId: number;
  /** The template it starts from (a new form), if any. */
  template?: TFormTemplate | null;
  /** The form it edits, if any. */
  editing?: TForm | null;
}

/**
 * The form builder: name, description, fields (added, moved up and down, removed, each with its
 * type, options, help text and required flag), who fills it in; saved as a form or as a template.
 */
export function FormBuilder({ companyId, template = null, editing = null }: FormBuilderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useFormActions(companyId);
  const form = useForm<BuilderValues>({ initialValues: builderValues(editing ?? template) });
  const [newType, setNewType] = useState<FormFieldType>('text');
  const [announce, setAnnounce] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const fields = form.values.fields;
  // A new form goes out to its recipients when saved: held back while publishing is paused.
  const company = useCurrentCompany();
  const paused = !editing && isPublishingPaused(company);

  const focusLater = (label: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[aria-label="${label}"]`)?.focus());

  const move = (from: number, to: number) => {
    form.clearErrors();
    form.setFieldValue('fields', moveItem(fields, from, to));
    setAnnounce(t('forms.builder.moved', { n: to + 1 }));
    // The button pressed follows its field; at an end, its twin (the other way) takes the focus.
    const n = to + 1;
    const up = from > to;
    const atEnd = up ? to === 0 : to === fields.length - 1;
    focusLater(t(up !== atEnd ? 'forms.builder.moveUp' : 'forms.builder.moveDown', { n }));
  };
  const remove = (index: number) => {
    form.clearErrors();
    form.removeListItem('fields', index);
  };
  const add = () => {
    form.clearErrors();
    form.insertListItem(
      'fields',
      newField(
        newType,
        fields.map((f) => f.key),
      ),
    );
    focusLater(t('forms.builder.remove', { n: fields.length + 1 }));
  };

  const onFailure = (error: Error) => {
    if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
    showErrorToast(error);
  };
  const check = (asTemplate: boolean) => {
    const errors = Object.fromEntries(
      Object.entries(validateBuilder(form.values, asTemplate)).map(([k, v]) => [k, localText(v)]),
    );
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };
  const save = () => {
    if (!check(false)) return;
    const done = {
      onSuccess: (saved: TForm) => {
        showToast({ variant: 'success', messages: t('forms.builder.savedForm', { name: saved.name }) });
        navigate(`/${companyId}/form/${saved.id}`);
      },
      onError: onFailure,
    };
    if (editing) actions.update.mutate({ id: editing.id, ...templateBody(form.values) }, done);
    else actions.create.mutate(createBody(form.values, template), done);
  };
  const saveTemplate = () => {
    if (!check(true)) return;
    actions.createTemplate.mutate(templateBody(form.values), {
      onSuccess: (saved) =>
        showToast({ variant: 'success', messages: t('forms.builder.savedTemplate', { name: saved.name }) }),
      onError: onFailure,
    });
  };
  const fieldsError = typeof form.errors.fields === 'string' ? form.errors.fields : undefined;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <TextInput label={t('forms.builder.name')} withAsterisk {...form.getInputProps('name')} />
            <Textarea
              label={t('forms.builder.description')}
              rows={3}
              {...form.getInputProps('description')}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="builder-fields">
          <Stack gap="md">
            <Title order={2} size="h4" id="builder-fields">
              {t('forms.builder.fields')}
            </Title>
            {fieldsError && (
              <Text size="sm" c="red.9" role="alert">
                {fieldsError}
              </Text>
            )}
            {fields.length === 0 ? (
              <Text c="gray.7">{t('forms.builder.noFields')}</Text>
            ) : (
              <div ref={list}>
                <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {fields.map((f, i) => (
                    <FieldEditor
                      key={f.key}
                      form={form}
                      index={i}
                      count={fields.length}
                      onMove={move}
                      onRemove={remove}
                    />
                  ))}
                </Stack>
              </div>
            )}
            <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label={t('forms.builder.fieldType')}
                data={FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`forms.types.${type}`) }))}
                value={newType}
                allowDeselect={false}
                onChange={(v) => v && setNewType(v as FormFieldType)}
                style={{ flex: '0 1 220px' }}
              />
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
                {t('forms.builder.addField')}
              </Button>
            </Group>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="builder-targeting">
          <Title order={2} size="h4" id="builder-targeting">
            {t('forms.builder.targeting')}
          </Title>
          <Text size="sm" c="gray.7" mb="md">
            {t('forms.builder.targetingHint')}
          </Text>
          <RecipientsField
            companyId={companyId}
            values={form.values}
            onChange={(field, ids) => {
              form.setFieldValue(field, ids);
              form.clearFieldError('location_ids');
            }}
            errors={{ location_ids: form.errors.location_ids as string | undefined }}
          />
        </Card>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={saveTemplate} loading={actions.createTemplate.isPending}>
            {t('forms.builder.saveTemplate')}
          </Button>
          <Button
            type="submit"
            loading={actions.create.isPending || actions.update.isPending}
            {...pausedProps(paused)}
          >
            {t('forms.builder.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
