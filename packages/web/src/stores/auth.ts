import { AUTH_COOKIE } from '@teamline/shared';
import { deleteCookie, readCookie, writeCookie } from '../api/cookies';
import { createStore, useStore } from './store';

/** Auth status cycles loading then loaded; logged in means a token exists (spec §4). */
/** `endedBecause`: why the last session ended (e.g. 'expired' on a 401), for the login redirect. */
export const authStore = createStore<{ token: string | null; endedBecause?: string }>({
  token: readCookie(AUTH_COOKIE),
});

export function setAuthToken(token: string): void {
  writeCookie(AUTH_COOKIE, token);
  authStore.set({ token });
}

export function clearAuthToken(reason?: string): void {
  deleteCookie(AUTH_COOKIE);
  // Clearing again without a reason keeps the reason the session ended with.
  const endedBecause = reason ?? (authStore.get().token === null ? authStore.get().endedBecause : undefined);
  authStore.set(endedBecause ? { token: null, endedBecause } : { token: null });
}

export function useIsLoggedIn(): boolean {
  return useStore(authStore).token !== null;
}

/** Why the session ended, when it was ended for the user (a 401): the login redirect says so. */
export function useEndedBecause(): string | undefined {
  return useStore(authStore).endedBecause;
}
