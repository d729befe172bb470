import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TUserDetails } from '@teamline/shared';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { ApiError } from '../api/http';
import { useCompanyDetails, userApi, userKeys, useUserDetails } from '../api/user';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { Hydrated } from '../first-view-release';
import { DateZone } from '../i18n/dates';
import { useRealtime } from '../realtime/useRealtime';
import { selectCompany } from '../stores/company';
import { CompanyLayout } from './CompanyLayout';
import { parseCompanyId } from './company/use-current-company';
import '../i18n/company';

/** Statuses that mean "no such company for you": back to Selection (spec §2). */
const NOT_FOUND_STATUSES = new Set([403, 404]);

/** The route element of /:companyId: selects the company, loads it, then shows the company layout. */
export default function CompanyArea() {
  const { t } = useTranslation();
  const params = useParams();
  const companyId = parseCompanyId(params.companyId);
  const company = useCompanyDetails(companyId);
  // The company's arrival builds the whole layout and its page, the largest render of a visit.
  // The query's update is synchronous (useSyncExternalStore), so that render would hold the main
  // thread for its whole length; deferred, React builds it in slices and the browser stays
  // responsive (docs/performance.md, "Lighthouse: fewer scripts, data asked for at once").
  // A company already cached as the area mounts (a first view the server rendered, being
  // hydrated) is shown at once: only its arrival later is deferred. (An initial value would
  // render the whole area a second time once mounted, even an equal one.)
  const deferred = useDeferredValue(company.data ?? null);
  // Only while it is the company the query holds now: an urgent render after moving to another
  // company (or a cleared cache) shows the loader, never the last company with the new one's pages.
  const shown = deferred !== null && deferred.id === company.data?.id ? deferred : null;
  const user = useUserDetails();
  const queryClient = useQueryClient();
  // The realtime socket comes up with the company area (socket.io-client stays off the login page).
  useRealtime();

  const isNotFound =
    companyId === null || (company.error instanceof ApiError && NOT_FOUND_STATUSES.has(company.error.status));

  useEffect(() => {
    if (companyId !== null) selectCompany(companyId);
  }, [companyId]);
  // Remember the team on the server too, so the next sign-in (on any device) starts here.
  const loadedId = company.data?.id ?? null;
  const defaultId = user.data?.user.default_company_id ?? null;
  useEffect(() => {
    if (loadedId === null || loadedId === defaultId) return;
    userApi
      .setDefaultCompany(loadedId)
      .then(() =>
        queryClient.setQueryData<TUserDetails>(userKeys.details, (old) =>
          old ? { ...old, user: { ...old.user, default_company_id: loadedId } } : old,
        ),
      )
      .catch((err: unknown) => console.warn('default company not saved', err));
  }, [loadedId, defaultId, queryClient]);
  useEffect(() => {
    // An unknown company must not stay selected, or Selection would keep offering it.
    if (isNotFound) selectCompany(null);
  }, [isNotFound]);

  if (isNotFound) return <Navigate to="/?show=yes" replace />;
  if (company.isError) {
    return (
      <Center h="100vh" p="md">
        <Stack align="center" gap="sm">
          <Text>{t('layout.company.loadFailed')}</Text>
          <Button onClick={() => void company.refetch()}>{t('layout.company.retry')}</Button>
        </Stack>
      </Center>
    );
  }
  if (!shown) return <FullScreenLoader label={t('common.loadingCompany')} />;

  const page = (
    <CompanyLayout company={shown} user={user.data}>
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label={t('common.loading')}>
            <Loader />
          </Center>
        }
      >
        <Outlet />
        <Hydrated />
      </Suspense>
    </CompanyLayout>
  );
  // Dates show in the company's zone (spec §9), in the layout and every page below it.
  return <DateZone value={shown.timezone}>{page}</DateZone>;
}
