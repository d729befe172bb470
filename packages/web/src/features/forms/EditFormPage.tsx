import './i18n';
import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useForm as useFormRecord } from '../../api/forms';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { ManagementOnly } from '../settings/AdminOnly';
import { FormBuilder } from './FormBuilder';

function EditFormContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const id = Number(useParams().id) || 0;
  const record = useFormRecord(company.id, id);
  return (
    <Stack gap="lg" maw={1000}>
      <Anchor component={Link} to={`/${company.id}/form/${id}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {record.data?.name ?? t('forms.back')}
        </Group>
      </Anchor>
      <Title order={1}>{t('forms.builder.editTitle')}</Title>
      {record.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : record.isError ? (
        <Text c="red.9" role="alert">
          {t('forms.notFound')}
        </Text>
      ) : (
        <FormBuilder companyId={company.id} editing={record.data} />
      )}
    </Stack>
  );
}

/** form/:id/edit: the builder on a form that exists. */
export default function EditFormPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('forms.builder.editTitle')} ability="forms.manage">
      <EditFormContent />
    </ManagementOnly>
  );
}
