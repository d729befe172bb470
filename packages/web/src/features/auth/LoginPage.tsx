import { Anchor, Stack, Tabs } from '@mantine/core';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthLayout, AuthNote } from '../../components/AuthLayout';
import { useIsLoggedIn } from '../../stores/auth';
import { EmailLoginForm } from './EmailLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { SsoLoginButton } from './SsoLoginButton';
import { safeRedirect, useAuthLinkQuery } from './useSignIn';

const REASON_KEYS: Record<string, string> = {
  expired: 'auth.login.reasonExpired',
  logout: 'auth.login.reasonLogout',
  error: 'auth.login.reasonError',
};

/**
 * /login?redirect&query&reason&token — tabs Phone and Email / Password (spec §2); above them
 * "Sign in with {provider}" when the company in view signs in through an identity provider
 * (`company`, the redirect's company, or the last one used here: SsoLoginButton).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linkQuery = useAuthLinkQuery();
  const inviteToken = params.get('token');
  const reasonKey = REASON_KEYS[params.get('reason') ?? ''];
  const loggedIn = useIsLoggedIn();

  // Already signed in: go on to where the link points, or to the teams (its invitations included).
  if (loggedIn) {
    const target = inviteToken ? '/?show=yes' : (safeRedirect(params.get('redirect')) ?? '/');
    return <Navigate to={target} replace />;
  }

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={`/signup${linkQuery}`} fw={600} size="sm">
            {t('auth.login.signupLink')}
          </Anchor>
        </>
      }
    >
      {(reasonKey || inviteToken) && (
        <Stack gap="xs">
          {reasonKey && <AuthNote>{t(reasonKey)}</AuthNote>}
          {inviteToken && <AuthNote>{t('auth.login.invitation')}</AuthNote>}
        </Stack>
      )}
      <SsoLoginButton />
      <Tabs defaultValue="phone">
        <Tabs.List grow aria-label={t('auth.login.tabsLabel')} mb="lg">
          <Tabs.Tab value="phone" leftSection={<IconDeviceMobile size={16} aria-hidden />}>
            {t('auth.login.tabPhone')}
          </Tabs.Tab>
          <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
            {t('auth.login.tabEmail')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="phone">
          <PhoneLoginForm inviteToken={inviteToken} />
        </Tabs.Panel>
        <Tabs.Panel value="email">
          <EmailLoginForm inviteToken={inviteToken} />
        </Tabs.Panel>
      </Tabs>
    </AuthLayout>
  );
}
