import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { passwordField, ZResetPasswordRequest } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { authApi } from '../../api/auth';
import { ApiError } from '../../api/http';
import { AuthLayout, AuthNote } from '../../components/AuthLayout';
import { showErrorToast, showToast } from '../../stores/toasts';
import { showFieldValidationFailed } from './feedback';
import { useSignIn } from './useSignIn';

/** /reset-password?email&token — a new password twice; the answer signs the user in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const signIn = useSignIn();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const schema = z
    .object({ password: passwordField, confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('auth.reset.mismatch') });
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const hasLink = ZResetPasswordRequest.pick({ email: true, token: true }).safeParse({
    email,
    token,
  }).success;

  const handleSubmit = async (values: typeof form.values) => {
    setIsSubmitting(true);
    try {
      const answer = await authApi.resetPassword(
        ZResetPasswordRequest.parse({ email, token, password: values.password }),
      );
      showToast({ title: t('auth.reset.done'), variant: 'success' });
      await signIn(answer.token, { ignoreRedirect: true });
    } catch (err) {
      if (err instanceof ApiError && err.errors.password) form.setErrors({ password: err.errors.password });
      showErrorToast(err, t('auth.reset.error'));
      setIsSubmitting(false);
    }
  };

  const requestNew = (
    <Anchor component={Link} to="/request-password-reset" fw={600} size="sm">
      {t('auth.reset.requestNew')}
    </Anchor>
  );

  if (!hasLink) {
    return (
      <AuthLayout title={t('auth.reset.title')} footer={requestNew}>
        <AuthNote icon={<IconAlertTriangle size={18} />}>{t('auth.reset.invalidLink')}</AuthNote>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle', { email })}
      footer={requestNew}
    >
      <form noValidate onSubmit={form.onSubmit(handleSubmit, () => showFieldValidationFailed(t))}>
        <Stack gap="md">
          {/* Lets password managers pair the new password with the account. */}
          <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
          <PasswordInput
            label={t('auth.reset.passwordLabel')}
            description={t('auth.reset.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.reset.confirmLabel')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
