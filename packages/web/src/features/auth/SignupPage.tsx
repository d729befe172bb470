import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZUserSignupRequest } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth';
import { ApiError } from '../../api/http';
import { AuthLayout, AuthNote } from '../../components/AuthLayout';
import { showErrorToast } from '../../stores/toasts';
import { showFieldValidationFailed } from './feedback';
import { useAuthLinkQuery, useSignIn } from './useSignIn';

const ZSignupForm = ZUserSignupRequest.pick({ name: true, email: true, password: true });

/** /signup — name, e-mail, password; then create a team (or go where the invitation leads). */
export default function SignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inviteToken = params.get('token');
  const linkQuery = useAuthLinkQuery();
  const signIn = useSignIn();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '' },
    validate: schemaResolver(ZSignupForm, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = async (values: typeof form.values) => {
    const body = ZSignupForm.parse(values);
    setIsSubmitting(true);
    try {
      const { token } = await authApi.signupUser({ ...body, ...(inviteToken ? { token: inviteToken } : {}) });
      // With an invitation the user already has a team; otherwise they create one next.
      await signIn(token, { fallback: inviteToken ? '/' : '/create-team' });
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.errors);
      showErrorToast(err, t('auth.signup.error'));
      setIsSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')}{' '}
          <Anchor component={Link} to={`/login${linkQuery}`} fw={600} size="sm">
            {t('auth.signup.loginLink')}
          </Anchor>
        </>
      }
    >
      {inviteToken && <AuthNote>{t('auth.login.invitation')}</AuthNote>}
      <form noValidate onSubmit={form.onSubmit(handleSubmit, () => showFieldValidationFailed(t))}>
        <Stack gap="md">
          <TextInput
            label={t('auth.signup.nameLabel')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('auth.signup.emailLabel')}
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.signup.passwordLabel')}
            description={t('auth.signup.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
            {t('auth.signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
