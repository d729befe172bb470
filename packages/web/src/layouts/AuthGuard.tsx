import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '../api/http';
import { useUserDetails } from '../api/user';
import { endSession } from '../app';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { useIsLoggedIn } from '../stores/auth';

/** Logged out → login with a redirect back here; a failed user fetch clears auth (spec §4, §8). */
export default function AuthGuard() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const details = useUserDetails();
  const { i18n } = useTranslation();
  const locale = details.data?.user.default_locale;

  useEffect(() => {
    if (locale && i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);

  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!loggedIn) return <Navigate to={`/login?redirect=${redirect}`} replace />;
  if (details.isPending) return <FullScreenLoader />;
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.mode === 'maintenance') {
      return <Navigate to="/maintenance" replace />;
    }
    endSession();
    return <Navigate to={`/login?redirect=${redirect}&reason=error`} replace />;
  }
  return <Outlet />;
}
