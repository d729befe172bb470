import { Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatPhone, ZLoginTokenRequest, ZPhoneCodeRequest } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import { AuthCodeInput } from '../../components/AuthCodeInput';
import { PhoneInput } from '../../components/PhoneInput';
import { showToast } from '../../stores/toasts';
import { showFieldValidationFailed, showLoginError } from './feedback';
import { useSignIn } from './useSignIn';

const ZCodeForm = ZLoginTokenRequest.pick({ token: true });

/**
 * Phone sign-in in two steps (spec §2): the number, then the 6-character code sent by SMS,
 * with 'resend' and 'change number'.
 */
export function PhoneLoginForm({ inviteToken }: { inviteToken: string | null }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  /** The normalised number the code was sent to; null while the user types the number. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  const phoneForm = useForm({
    mode: 'controlled',
    initialValues: { phone: '' },
    validate: schemaResolver(ZPhoneCodeRequest, { sync: true }),
  });
  const codeForm = useForm({
    mode: 'controlled',
    initialValues: { token: '' },
    validate: schemaResolver(ZCodeForm, { sync: true }),
  });

  const sendCode = async (phone: string) => {
    setIsSending(true);
    try {
      const { successes } = await authApi.requestPhoneCode({ phone });
      setSentTo(phone);
      showToast({ title: t('auth.login.codeSent'), messages: successes, variant: 'success' });
    } catch (err) {
      showLoginError(err, t);
    } finally {
      setIsSending(false);
    }
  };

  const handlePhoneSubmit = (values: typeof phoneForm.values) => {
    void sendCode(ZPhoneCodeRequest.parse(values).phone);
  };

  const handleResend = () => {
    if (sentTo) void sendCode(sentTo);
  };

  const handleChangeNumber = () => {
    setSentTo(null);
    codeForm.reset();
  };

  const handleCodeSubmit = async (values: typeof codeForm.values) => {
    if (!sentTo) return;
    const body = ZLoginTokenRequest.parse({ phone: sentTo, token: values.token });
    setIsVerifying(true);
    try {
      const { token } = await authApi.loginWithCode(body);
      await signIn(token, { inviteToken });
    } catch (err) {
      showLoginError(err, t);
      setIsVerifying(false);
    }
  };

  const handleInvalid = () => showFieldValidationFailed(t);

  if (sentTo === null) {
    return (
      <form noValidate onSubmit={phoneForm.onSubmit(handlePhoneSubmit, handleInvalid)}>
        <Stack gap="md">
          <PhoneInput
            label={t('auth.login.phoneLabel')}
            description={t('auth.login.phoneHint')}
            withAsterisk
            {...phoneForm.getInputProps('phone')}
          />
          <Button type="submit" size="md" fullWidth loading={isSending}>
            {t('auth.login.sendCode')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={codeForm.onSubmit(handleCodeSubmit, handleInvalid)}>
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          {t('auth.login.codeSentTo', { phone: formatPhone(sentTo) })}
        </Text>
        <AuthCodeInput
          label={t('auth.login.codeLabel')}
          withAsterisk
          data-autofocus
          autoFocus
          {...codeForm.getInputProps('token')}
        />
        <Button type="submit" size="md" fullWidth loading={isVerifying}>
          {t('auth.login.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" c="blue.8" onClick={handleChangeNumber}>
            {t('auth.login.changeNumber')}
          </Button>
          <Button variant="subtle" size="compact-sm" c="blue.8" onClick={handleResend} loading={isSending}>
            {t('auth.login.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
