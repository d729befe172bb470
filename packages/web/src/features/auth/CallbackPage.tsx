import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { SSO_MSG } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/http';
import { ssoApi } from '../../api/sso';
import { AuthLayout } from '../../components/AuthLayout';
import { localText } from '../../i18n/server-texts';
import { safeRedirect, useSignIn } from './useSignIn';

/** The text a person sees when the flow cannot finish: the field's (spec §8) or the refusal's. */
export function callbackErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    const first = Object.values(err.errors).flat()[0];
    return first ?? err.message;
  }
  return SSO_MSG.parseResponse;
}

/**
 * /callback (spec §2, §4): the identity provider sends the browser here with state and code; the
 * server finishes the flow (checks, exchange, the user) and answers a Teamline session and the
 * saved path, where the user goes back to.
 */
export default function CallbackPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // One finish per code: a second would be refused as a replay.
    if (started.current) return;
    started.current = true;
    if (!new URLSearchParams(search).get('state')) {
      setError(SSO_MSG.parseResponse);
      return;
    }
    ssoApi
      .finish(search)
      .then(({ token, return_to }) =>
        signIn(token, { ignoreRedirect: true, fallback: safeRedirect(return_to) ?? '/' }),
      )
      .catch((err: unknown) => setError(callbackErrorText(err)));
  }, [search, signIn]);

  return (
    <AuthLayout title={t('auth.sso.callbackTitle')}>
      {error ? (
        <Stack gap="md">
          <Alert color="red" title={t('auth.sso.callbackFailed')} role="alert">
            {localText(error)}
          </Alert>
          <Anchor component={Link} to="/login" fw={600} size="sm" ta="center">
            {t('auth.sso.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <Center py="md" role="status" aria-label={t('auth.sso.callbackWorking')}>
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="gray.7">
              {t('auth.sso.callbackWorking')}
            </Text>
          </Stack>
        </Center>
      )}
    </AuthLayout>
  );
}
