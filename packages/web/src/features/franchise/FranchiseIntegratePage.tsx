import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { franchiseApi } from '../../api/franchise';
import { ApiError } from '../../api/http';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { AdminOnly } from '../settings/AdminOnly';
import { PageHeader } from '../settings/PageHeader';

/** Where the browser goes: a seam for tests (jsdom cannot navigate away). */
export const browser = { go: (url: string) => window.location.assign(url) };

/**
 * /{company_id}/franchise-integrate (spec §2, setup mode): asks the server for a one-use state and
 * the directory's authorize URL, and goes there; the directory sends the admin back to
 * /franchise-callback.
 */
export default function FranchiseIntegratePage() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('franchise.title')} ability="franchise.manage">
      <Integrate />
    </AdminOnly>
  );
}

function Integrate() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const start = () => {
    setError(null);
    franchiseApi
      .start(company.id)
      .then((r) => browser.go(r.authorize_url))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : t('franchise.connect.failed')));
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  });
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('franchise.title')} />
      {error ? (
        <Alert color="red" role="alert" title={t('franchise.connect.failed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button variant="default" onClick={start}>
              {t('franchise.callback.again')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('franchise.connect.going')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
