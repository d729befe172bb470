import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TForm } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyResponses } from '../../api/forms';
import { FillForm } from './FillForm';
import { FormStatusBadge } from './FormsListPage';

/** An employee's page of a form: fill it in, or edit or delete their response while it is open. */
export function FillPage({ companyId, form }: { companyId: number; form: TForm }) {
  const { t } = useTranslation();
  const mine = useMyResponses(companyId, form.id);
  // A new blank form after a delete (the list refetches meanwhile).
  const [round, setRound] = useState(0);
  // What the last save or delete did, said on the page (and read out) besides the toast.
  const [notice, setNotice] = useState<string | null>(null);
  const latest = mine.data?.form_responses[0] ?? null;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={`/${companyId}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('forms.fill.back')}
        </Group>
      </Anchor>
      <div>
        <Group gap="sm">
          <Title order={1}>{form.name}</Title>
          {form.closed_at && <FormStatusBadge form={form} />}
        </Group>
        {form.description && (
          <Text c="gray.7" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {form.description}
          </Text>
        )}
      </div>
      <div aria-live="polite">
        {notice && (
          <Alert color="teal" variant="light" role="status">
            {notice}
          </Alert>
        )}
      </div>
      {mine.isPending ? (
        <Center py="lg">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <FillForm
          key={`${latest?.id ?? 'new'}-${round}`}
          companyId={companyId}
          form={form}
          response={latest}
          onSaved={() => setNotice(latest ? t('forms.fill.saved') : t('forms.fill.sent'))}
          onDeleted={() => {
            setNotice(t('forms.fill.deleted'));
            setRound((r) => r + 1);
          }}
        />
      )}
    </Stack>
  );
}
