import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { endSession } from '../../session';
import { authStore } from '../../stores/auth';
import { safeRedirect } from './useSignIn';

/** /logout — revoke the token (errors only logged), end the session, go to login (spec §4, §8). */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hasStarted = useRef(false);
  const redirect = safeRedirect(params.get('redirect')) ?? '/';

  useEffect(() => {
    // StrictMode runs effects twice in development; log out once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const revoke = authStore.get().token ? authApi.logout() : Promise.resolve(null);
    void revoke
      .catch((err: unknown) => console.error('logout failed', err))
      .finally(() => {
        endSession();
        navigate(`/login?redirect=${encodeURIComponent(redirect)}&reason=logout`, { replace: true });
      });
  }, [navigate, redirect]);

  return <FullScreenLoader label={t('auth.logout.loggingOut')} />;
}
