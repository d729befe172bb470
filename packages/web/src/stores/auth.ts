import { AUTH_COOKIE } from '@teamline/shared';
import { deleteCookie, readCookie, writeCookie } from '../api/cookies';
import { createStore, useStore } from './store';

/** Auth status cycles loading then loaded; logged in means a token exists (spec §4). */
export const authStore = createStore<{ token: string | null }>({ token: readCookie(AUTH_COOKIE) });

export function setAuthToken(token: string): void {
  writeCookie(AUTH_COOKIE, token);
  authStore.set({ token });
}

export function clearAuthToken(): void {
  deleteCookie(AUTH_COOKIE);
  authStore.set({ token: null });
}

export function useIsLoggedIn(): boolean {
  return useStore(authStore).token !== null;
}
