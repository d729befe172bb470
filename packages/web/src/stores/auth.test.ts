import { beforeEach, describe, expect, it } from 'vitest';
import { authStore, clearAuthToken, setAuthToken } from './auth';

describe('auth store', () => {
  beforeEach(() => setAuthToken('token-1'));

  it('keeps why the session ended when it is cleared again without a reason (the login redirect says it)', () => {
    clearAuthToken('expired');
    clearAuthToken();
    expect(authStore.get()).toEqual({ token: null, endedBecause: 'expired' });
  });

  it('a plain logout of a live session carries no reason, and signing in forgets the last one', () => {
    clearAuthToken();
    expect(authStore.get()).toEqual({ token: null });
    clearAuthToken('expired');
    setAuthToken('token-2');
    expect(authStore.get()).toEqual({ token: 'token-2' });
  });
});
