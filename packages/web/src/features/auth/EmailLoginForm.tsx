import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZLoginRequest } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from '../../api/auth';
import { showFieldValidationFailed, showLoginError } from './feedback';
import { useAuthLinkQuery, useSignIn } from './useSignIn';

const ZEmailLoginForm = ZLoginRequest.pick({ email: true, password: true });

/** E-mail and password sign-in; an invitation token from the URL travels with the call. */
export function EmailLoginForm({ inviteToken }: { inviteToken: string | null }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const linkQuery = useAuthLinkQuery();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZEmailLoginForm, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = async (values: typeof form.values) => {
    const body = ZEmailLoginForm.parse(values);
    setIsSubmitting(true);
    try {
      const { token } = await authApi.login({ ...body, ...(inviteToken ? { token: inviteToken } : {}) });
      await signIn(token);
    } catch (err) {
      showLoginError(err, t);
      setIsSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit, () => showFieldValidationFailed(t))}>
      <Stack gap="md">
        <TextInput
          label={t('auth.login.emailLabel')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.login.passwordLabel')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={`/request-password-reset${linkQuery}`} size="sm" fw={500}>
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
