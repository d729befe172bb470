import './i18n';
import { Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { TForm, TFormResponse } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormActions, useForm as useFormRecord } from '../../api/forms';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { FillPage } from './FillPage';
import { FormStatusBadge } from './FormsListPage';
import { ResponseModal } from './ResponseModal';
import { ResponsesTable } from './ResponsesTable';

function FieldsCard({ form }: { form: TForm }) {
  const { t } = useTranslation();
  const fields = [...form.fields].sort((a, b) => a.order - b.order);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="form-fields-title">
      <Title order={2} size="h4" id="form-fields-title" mb="sm">
        {t('forms.detail.fieldsTitle')}
      </Title>
      <Stack component="ol" gap="xs" m={0} pl="lg">
        {fields.map((f) => (
          <li key={f.key}>
            <Group gap={6} wrap="wrap">
              <Text fw={500}>{f.label}</Text>
              <Badge variant="outline" color="gray.8" size="sm" tt="none">
                {t(`forms.types.${f.type}`)}
              </Badge>
              {f.required && (
                <Badge variant="filled" color="red.9" size="sm" tt="none">
                  {t('forms.detail.required')}
                </Badge>
              )}
            </Group>
            {f.help_text && (
              <Text size="sm" c="gray.7">
                {f.help_text}
              </Text>
            )}
            {f.options.length > 0 && (
              <Text size="sm" c="gray.7">
                {f.options.join(' · ')}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Card>
  );
}

/** The manager's form page: what it asks, to whom, and its responses (filter, export, open, e-mail). */
function ManagerFormPage({ companyId, form }: { companyId: number; form: TForm }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TFormResponse | null>(null);
  const { setClosed } = useFormActions(companyId);
  const toggleClosed = () =>
    setClosed.mutate(
      { id: form.id, closed: !form.closed_at },
      {
        onSuccess: (saved) =>
          showToast({
            variant: 'success',
            messages: saved.closed_at ? t('forms.detail.closedToast') : t('forms.detail.reopenedToast'),
          }),
        onError: (error) => showErrorToast(error),
      },
    );
  const targets = [...form.locations, ...form.audiences, ...form.recipients].map((x) => x.name);
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={`/${companyId}/forms`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('forms.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="sm">
            <Title order={1}>{form.name}</Title>
            <FormStatusBadge form={form} />
          </Group>
          {form.description && (
            <Text c="gray.7" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {form.description}
            </Text>
          )}
          <Text size="sm" mt={4}>
            <Text component="span" fw={600} size="sm">
              {t('forms.detail.targeting')}:{' '}
            </Text>
            {targets.join(', ') || t('forms.detail.everyone')}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={toggleClosed} loading={setClosed.isPending}>
            {form.closed_at ? t('forms.detail.reopen') : t('forms.detail.close')}
          </Button>
          <Button
            component={Link}
            to={`/${companyId}/form/${form.id}/edit`}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('forms.detail.edit')}
          </Button>
        </Group>
      </Group>
      <FieldsCard form={form} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="form-responses-title">
        <Title order={2} size="h4" id="form-responses-title" mb="md">
          {t('forms.detail.responsesTitle')}
        </Title>
        <ResponsesTable companyId={companyId} form={form} onOpen={setOpen} />
      </Card>
      <ResponseModal companyId={companyId} form={form} response={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

/** form/:id — management sees the form and its responses; an employee fills it in. */
export default function FormPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const id = Number(useParams().id) || 0;
  const record = useFormRecord(company.id, id);
  if (record.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (record.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('forms.title')}</Title>
        <Text c="red.9" role="alert">
          {t('forms.notFound')}
        </Text>
        <Anchor component={Link} to={`/${company.id}`}>
          {t('forms.fill.back')}
        </Anchor>
      </Stack>
    );
  return can(company, 'forms.manage') ? (
    <ManagerFormPage companyId={company.id} form={record.data} />
  ) : (
    <FillPage companyId={company.id} form={record.data} />
  );
}
