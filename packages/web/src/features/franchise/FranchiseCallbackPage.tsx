import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { franchiseApi, franchiseKeys } from '../../api/franchise';
import { ApiError } from '../../api/http';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { AdminOnly } from '../settings/AdminOnly';
import { PageHeader } from '../settings/PageHeader';

/**
 * /{company_id}/franchise-callback?state&code (spec §2): the directory sends the admin back here;
 * the server checks the state (once) and saves the token, then the locations page opens.
 */
export default function FranchiseCallbackPage() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('franchise.callback.title')} ability="franchise.manage">
      <Callback />
    </AdminOnly>
  );
}

/**
 * One save per state, whatever mounts the page again (the state is good once: a second call would
 * be refused); the page instance that is mounted when it answers shows the outcome.
 */
const saves = new Map<string, Promise<unknown>>();
function saveOnce(companyId: number, state: string, code: string) {
  let save = saves.get(state);
  if (!save) {
    save = franchiseApi.saveToken(companyId, state, code);
    saves.set(state, save);
  }
  return save;
}

function Callback() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const code = params.get('code') ?? '';
  const [error, setError] = useState<string | null>(state && code ? null : t('franchise.callback.missing'));
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!state || !code) return;
    let mounted = true;
    saveOnce(company.id, state, code)
      .then(() => {
        void qc.invalidateQueries({ queryKey: franchiseKeys.all(company.id) });
        if (mounted) setDone(true);
      })
      .catch((e: unknown) => {
        if (mounted) setError(e instanceof ApiError ? e.message : t('franchise.callback.failed'));
      });
    return () => {
      mounted = false;
    };
  }, [company.id, state, code, qc, t]);
  if (done) return <Navigate to={`/${company.id}/franchise-locations`} replace />;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('franchise.callback.title')} />
      {error ? (
        <Alert color="red" role="alert" title={t('franchise.callback.failed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button component={Link} to={`/${company.id}/franchise-integrate`} variant="default">
              {t('franchise.callback.again')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('franchise.callback.saving')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
