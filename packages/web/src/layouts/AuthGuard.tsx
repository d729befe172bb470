import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError, isNoAnswer } from '../api/http';
import { useUserDetails } from '../api/user';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { Unreachable } from '../components/Unreachable';
import { switchLocale } from '../i18n';
import '../i18n/guarded';
import { endSession } from '../session';
import { useEndedBecause, useIsLoggedIn } from '../stores/auth';

/**
 * Logged out → login with a redirect back here; a user fetch the server refuses clears auth
 * (spec §4, §8), one that got no answer (aborted, offline) does not.
 */
export default function AuthGuard() {
  const loggedIn = useIsLoggedIn();
  const endedBecause = useEndedBecause();
  const location = useLocation();
  const details = useUserDetails();
  const { i18n } = useTranslation();
  const locale = details.data?.user.default_locale;
  const inMaintenance = details.error instanceof ApiError && details.error.isMaintenance;
  // A 401 is the forced logout of app.tsx (with its reason); any other failure ends the session here.
  const unauthorized = details.error instanceof ApiError && details.error.isUnauthenticated;
  // A fetch aborted (a navigation, the forced logout's cache clear) or left without an answer says
  // nothing about the session: it is tried again, never a reason to sign out.
  const noAnswer = details.isError && isNoAnswer(details.error);
  const failed = details.isError && !inMaintenance && !unauthorized && !noAnswer;

  useEffect(() => {
    if (locale && i18n.language !== locale) void switchLocale(locale);
  }, [locale, i18n]);

  // Any other failure of the user fetch ends the session; the render below then goes to login.
  // A session already ended (by the forced logout, with its reason) is not ended again.
  useEffect(() => {
    if (failed && loggedIn) endSession();
  }, [failed, loggedIn]);

  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  if (inMaintenance) return <Navigate to="/maintenance" replace />;
  const reason = endedBecause ? `&reason=${encodeURIComponent(endedBecause)}` : '';
  if (!loggedIn) return <Navigate to={`/login?redirect=${redirect}${reason}`} replace />;
  if (noAnswer && !details.data) return <Unreachable onRetry={() => void details.refetch()} />;
  if (details.isPending || failed) return <FullScreenLoader />;
  return <Outlet />;
}
