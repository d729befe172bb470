import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { ZTriggerPasswordResetRequest } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from '../../api/auth';
import { AuthLayout, AuthNote } from '../../components/AuthLayout';
import { showErrorToast } from '../../stores/toasts';
import { showFieldValidationFailed } from './feedback';
import { useAuthLinkQuery } from './useSignIn';

/**
 * /request-password-reset — e-mail → a reset link by mail. The server answers the same whether
 * or not the address has an account, and so does this page.
 */
export default function RequestPasswordResetPage() {
  const { t } = useTranslation();
  const linkQuery = useAuthLinkQuery();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(ZTriggerPasswordResetRequest, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = async (values: typeof form.values) => {
    const body = ZTriggerPasswordResetRequest.parse(values);
    setIsSubmitting(true);
    try {
      await authApi.triggerPasswordReset(body);
      setSentTo(body.email);
    } catch (err) {
      showErrorToast(err, t('auth.requestReset.error'));
    } finally {
      setIsSubmitting(false);
    }
  };

  const backToLogin = (
    <Anchor component={Link} to={`/login${linkQuery}`} fw={600} size="sm">
      <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
        <IconArrowLeft size={14} aria-hidden />
        {t('auth.requestReset.backToLogin')}
      </Group>
    </Anchor>
  );

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.requestReset.sentTitle')} footer={backToLogin}>
        <AuthNote icon={<IconMail size={18} />}>{t('auth.requestReset.sent')}</AuthNote>
        <Text size="sm" c="gray.8" fw={500}>
          {sentTo}
        </Text>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.requestReset.title')}
      subtitle={t('auth.requestReset.subtitle')}
      footer={backToLogin}
    >
      <form noValidate onSubmit={form.onSubmit(handleSubmit, () => showFieldValidationFailed(t))}>
        <Stack gap="md">
          <TextInput
            label={t('auth.requestReset.emailLabel')}
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('auth.requestReset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
