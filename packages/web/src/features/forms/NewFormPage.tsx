import './i18n';
import '../memo-templates/i18n';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TFormTemplate } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { ManagementOnly } from '../settings/AdminOnly';
import { FormBuilder } from './FormBuilder';
import { TemplatePicker } from './TemplatePicker';

/** forms/new: pick a template (or a blank form), then build the form. */
function NewFormContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  // undefined: still choosing; null: a blank form.
  const [start, setStart] = useState<TFormTemplate | null | undefined>(undefined);
  return (
    <Stack gap="lg" maw={1000}>
      <Anchor component={Link} to={`/${company.id}/forms`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('forms.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{t('forms.builder.newTitle')}</Title>
        {start && (
          <Text c="gray.7" mt={4}>
            {t('forms.builder.fromTemplate', { name: start.name })}
          </Text>
        )}
      </div>
      {start === undefined ? (
        <TemplatePicker companyId={company.id} onPick={setStart} />
      ) : (
        <>
          <Group>
            <Button variant="subtle" size="xs" onClick={() => setStart(undefined)}>
              {t('forms.templates.title')}
            </Button>
          </Group>
          <FormBuilder key={start?.key ?? start?.id ?? 'blank'} companyId={company.id} template={start} />
        </>
      )}
    </Stack>
  );
}

export default function NewFormPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('forms.builder.newTitle')} ability="forms.manage" publishes>
      <NewFormContent />
    </ManagementOnly>
  );
}
