import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ssoApi, useSsoOption } from '../../api/sso';
import { showErrorToast } from '../../stores/toasts';
import { safeRedirect, withExtraQuery } from './useSignIn';

/** The last company signed in through its provider on this browser (a hint, not a secret). */
export const SSO_COMPANY_KEY = 'ssoCompanyId';

const positiveId = (v: string | null | undefined) => {
  const id = Number(v);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Which company's provider the login page offers (decisions.md, Single sign-on): the shared link
 * `/login?company=ID`, else the company of the page being returned to (`redirect=/ID/...`), else the
 * company last signed in through SSO on this browser.
 */
export function ssoCompanyOf(params: URLSearchParams, remembered: string | null): number | null {
  const fromRedirect = /^\/(\d+)(?:[/?#]|$)/.exec(params.get('redirect') ?? '')?.[1];
  return positiveId(params.get('company')) ?? positiveId(fromRedirect) ?? positiveId(remembered);
}

/** "Sign in with {provider}" above the other ways in, when the company has a provider. */
export function SsoLoginButton() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The server renders the login page without this browser's storage: the option is asked for
  // after the page is in the browser either way (a query), so both render nothing here first.
  const remembered = typeof localStorage === 'undefined' ? null : localStorage.getItem(SSO_COMPANY_KEY);
  const companyId = ssoCompanyOf(params, remembered);
  const option = useSsoOption(companyId);
  const [isLeaving, setIsLeaving] = useState(false);
  if (!option.data) return null;
  const { display_name: provider, company_name: company, company_id } = option.data;

  const start = async () => {
    setIsLeaving(true);
    const redirect = safeRedirect(params.get('redirect'));
    const returnTo = redirect ? withExtraQuery(redirect, params.get('query')) : undefined;
    try {
      const { url } = await ssoApi.start({ company_id, ...(returnTo ? { return_to: returnTo } : {}) });
      localStorage.setItem(SSO_COMPANY_KEY, String(company_id));
      window.location.assign(url);
    } catch (err) {
      showErrorToast(err, t('auth.sso.startFailed', { provider }));
      setIsLeaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" ta="center">
        {t('auth.sso.companyNote', { company, provider })}
      </Text>
      <Button
        size="md"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden />}
        loading={isLeaving}
        onClick={() => void start()}
      >
        {t('auth.sso.button', { provider })}
      </Button>
      <Divider label={t('auth.sso.or')} labelPosition="center" />
    </Stack>
  );
}
