import { Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type TForm, type TFormResponse, ZFormEmailRequest } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormActions } from '../../api/forms';
import { ApiError } from '../../api/http';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { useDates } from '../../i18n/dates';
import { AnswerText } from './AnswerText';

const validateEmail = zodValidate(ZFormEmailRequest.pick({ email: true }));

/** E-mails one response (forms/emailResponse) to an address, and says how it went. */
function EmailResponse({ companyId, response }: { companyId: number; response: TFormResponse }) {
  const { t } = useTranslation();
  const { email } = useFormActions(companyId);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: validateEmail });
  const submit = form.onSubmit(({ email: to }) => {
    setResult(null);
    email.mutate(
      { id: response.id, email: to.trim() },
      {
        onSuccess: () => setResult({ ok: true, text: t('forms.responses.emailSent', { email: to.trim() }) }),
        onError: (error) => {
          if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
          setResult({
            ok: false,
            text: error instanceof ApiError ? error.messages.join(' ') : error.message,
          });
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby="email-response-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="email-response-title">
          {t('forms.responses.emailTitle')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            label={t('forms.responses.emailLabel')}
            autoComplete="email"
            withAsterisk
            style={{ flex: '1 1 220px' }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" mt={25} loading={email.isPending}>
            {t('forms.responses.emailSend')}
          </Button>
        </Group>
        <div aria-live="polite">
          {result && (
            <Text size="sm" c={result.ok ? 'teal.9' : 'red.9'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}

/** One response opened: every answer, its files and signature, and a way to e-mail it. */
export function ResponseModal({
  companyId,
  form,
  response,
  onClose,
}: {
  companyId: number;
  form: TForm;
  response: TFormResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const fields = [...form.fields].sort((a, b) => a.order - b.order);
  // On a phone the response takes the whole screen.
  const isPhone = useMediaQuery('(max-width: 40em)');
  return (
    <Modal
      opened={response !== null}
      fullScreen={isPhone}
      onClose={onClose}
      size="lg"
      title={response ? t('forms.responses.title', { name: response.employee?.name ?? '—' }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {response && (
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {[response.locations.map((l) => l.name).join(', '), when(response.created_at)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Stack component="dl" gap="sm" m={0}>
            {fields.map((f) => (
              <div key={f.key}>
                <Text component="dt" size="sm" fw={600}>
                  {f.label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  <AnswerText field={f} response={response} />
                </Text>
              </div>
            ))}
          </Stack>
          <Divider />
          <EmailResponse key={response.id} companyId={companyId} response={response} />
        </Stack>
      )}
    </Modal>
  );
}
