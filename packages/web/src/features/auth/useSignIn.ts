import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, isNoAnswer } from '../../api/http';
import { userApi, userKeys } from '../../api/user';
import { clearAuthToken, setAuthToken } from '../../stores/auth';

/** Paths that must never be the target after signing in (they would sign out or loop). */
const AUTH_PATHS = ['/login', '/logout', '/signup', '/request-password-reset', '/reset-password'];

/**
 * The `redirect` query parameter as a same-site path, or null: absolute URLs to other origins,
 * protocol-relative `//host` and the auth screens themselves are refused.
 */
export function safeRedirect(
  value: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || AUTH_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Adds the `query` parameter of the login URL to the target: a JSON object or a query string
 * of extra parameters for the page the user goes back to.
 */
export function withExtraQuery(target: string, query: string | null): string {
  if (!query) return target;
  let extra: URLSearchParams;
  try {
    const parsed: unknown = JSON.parse(query);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return target;
    extra = new URLSearchParams();
    for (const [key, value] of Object.entries(parsed)) {
      if (value !== null && value !== undefined) extra.set(key, String(value));
    }
  } catch {
    extra = new URLSearchParams(query.replace(/^\?/, ''));
  }
  const url = new URL(target, 'http://x');
  for (const [key, value] of extra) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Query parameters the auth screens hand on to each other (redirect, query, invitation token). */
export function useAuthLinkQuery(): string {
  const [params] = useSearchParams();
  const kept = new URLSearchParams();
  for (const key of ['redirect', 'query', 'token']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const s = kept.toString();
  return s ? `?${s}` : '';
}

export interface SignInOptions {
  /** Where to go when the URL names no redirect (default '/', the team selection). */
  fallback?: string;
  /** Ignore the redirect parameter (after a password reset the user starts at Selection). */
  ignoreRedirect?: boolean;
  /** An invitation token to accept once signed in, for sign-ins whose call does not carry it. */
  inviteToken?: string | null;
}

/**
 * After a token arrives (spec §4): keep it, load the user, fetch the team invitations, then go to
 * the redirect target or to Selection. A failure to load the user propagates to the caller.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // The user fetch; a cancelled one (another caller restarted it) is joined again, not given up.
  const loadUser = useCallback(async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await queryClient.fetchQuery({
          queryKey: userKeys.details,
          queryFn: () => userApi.details(),
          staleTime: 0,
        });
      } catch (err) {
        if (!isCancelledError(err) || attempt >= 3) throw err;
      }
    }
  }, [queryClient]);

  return useCallback(
    async (token: string, options: SignInOptions = {}) => {
      setAuthToken(token);
      if (options.inviteToken) {
        await userApi.acceptInvite(options.inviteToken).catch((err: unknown) => {
          console.info('invitation not accepted', err);
        });
      }
      try {
        await loadUser();
      } catch (err) {
        // Maintenance has its own page; a refusal leaves the user signed out (spec §8). A request
        // aborted (the page navigating away while it ran) or unanswered is no refusal: the token stays.
        if (!(err instanceof ApiError && err.isMaintenance) && !isNoAnswer(err)) clearAuthToken();
        throw err;
      }
      await queryClient
        .fetchQuery({ queryKey: userKeys.invites, queryFn: userApi.invites, staleTime: 0 })
        .catch((err: unknown) => console.warn('team invitations not loaded', err));
      const redirect = options.ignoreRedirect ? null : safeRedirect(params.get('redirect'));
      const target = redirect ? withExtraQuery(redirect, params.get('query')) : (options.fallback ?? '/');
      navigate(target, { replace: true });
    },
    [queryClient, navigate, params, loadUser],
  );
}
