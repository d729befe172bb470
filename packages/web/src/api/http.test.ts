import { AUTH_COOKIE } from '@teamline/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from './cookies';
import { ApiError, api, apiFailure, onMaintenance, onUnauthorized } from './http';

const maintenance = vi.fn();
const unauthorized = vi.fn();

beforeEach(() => {
  maintenance.mockReset();
  unauthorized.mockReset();
  onMaintenance(maintenance);
  onUnauthorized(unauthorized);
});

describe('apiFailure: the kind of failure comes from the stable code', () => {
  it('maintenance by its code, and by mode alone', () => {
    const byCode = apiFailure(503, { message: 'Down', code: 'maintenance', mode: 'maintenance' }, 'Bearer t');
    expect(byCode).toMatchObject({ status: 503, message: 'Down', code: 'maintenance', isMaintenance: true });
    expect(apiFailure(503, { message: 'Down', mode: 'maintenance' }, 'Bearer t').isMaintenance).toBe(true);
    expect(maintenance).toHaveBeenCalledTimes(2);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('another 503 (a service off) is not maintenance', () => {
    const error = apiFailure(503, { message: 'Translation is off', code: 'unavailable' }, 'Bearer t');
    expect(error.isMaintenance).toBe(false);
    expect(maintenance).not.toHaveBeenCalled();
  });

  it('a 401 ends the session it was sent with, once; without a token it is only an error', () => {
    const unauthenticated = { message: 'Unauthenticated.', code: 'unauthenticated' } as const;
    writeCookie(AUTH_COOKIE, 'token-1');
    expect(apiFailure(401, unauthenticated, 'Bearer token-1').isUnauthenticated).toBe(true);
    expect(unauthorized).toHaveBeenCalledOnce();
    apiFailure(401, unauthenticated, undefined);
    expect(unauthorized).toHaveBeenCalledOnce();
    // The session ended (its cookie gone): another call of the page that met it ends nothing.
    deleteCookie(AUTH_COOKIE);
    apiFailure(401, unauthenticated, 'Bearer token-1');
    expect(unauthorized).toHaveBeenCalledOnce();
    // Nor does a late 401 of the old session once the person has signed in again.
    writeCookie(AUTH_COOKIE, 'token-2');
    apiFailure(401, unauthenticated, 'Bearer token-1');
    expect(unauthorized).toHaveBeenCalledOnce();
    deleteCookie(AUTH_COOKIE);
  });

  it('validation by its code, with the texts per field', () => {
    const error = apiFailure(
      422,
      { message: 'Bad', code: 'validation_failed', errors: { name: ['Bad'] } },
      'Bearer t',
    );
    expect(error.isValidation).toBe(true);
    expect(error.messages).toEqual(['Bad']);
    expect(
      apiFailure(413, { message: 'Too big', code: 'too_large', errors: { file: ['Too big'] } }, 'Bearer t')
        .isValidation,
    ).toBe(false);
  });

  it('without a code (a proxy page, the network) the status stands in', () => {
    const proxied = apiFailure(401, {}, 'Bearer t');
    expect(proxied.isUnauthenticated).toBe(true);
    expect(proxied.message).toBe('Request failed with status code 401');
    expect(new ApiError(422, 'Invalid', { name: ['x'] }).isValidation).toBe(true);
    expect(new ApiError(0, 'Network Error').isUnauthenticated).toBe(false);
  });
});

describe('the calls that take an Idempotency-Key: keyed, and retried with the same key when the answer is lost', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const made = { data: { content: { id: 9 } } };

  function fakeFetch(...outcomes: Array<Response | 'drop'>) {
    const keys: Array<string | undefined> = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key']);
      const next = outcomes.shift();
      if (next === undefined || next === 'drop') throw new TypeError('Failed to fetch');
      return next;
    });
    vi.stubGlobal('fetch', fetchMock);
    return { keys, fetchMock };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    return () => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    };
  });

  it('a dropped connection is retried with the same Idempotency-Key, and the first answer kept', async () => {
    const { keys } = fakeFetch('drop', 'drop', answer(200, made));
    const call = api.post<{ id: number }>('memos/create', { title: 'Fryer safety' });
    await vi.runAllTimersAsync();
    await expect(call).resolves.toEqual({ id: 9 });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('waits while the first attempt still runs (409 in progress), then gets its answer', async () => {
    const busy = answer(409, { message: 'In progress', code: 'idempotency_in_progress' });
    const { keys } = fakeFetch(busy, answer(200, made));
    const call = api.put<{ id: number }>('memos/update', { id: 9 });
    await vi.runAllTimersAsync();
    await expect(call).resolves.toEqual({ id: 9 });
    expect(keys).toHaveLength(2);
  });

  it('each action gets its own key; a refusal is not retried; an unkeyed call is never retried', async () => {
    const { keys, fetchMock } = fakeFetch(answer(200, made), answer(200, made));
    await api.post('memos/create', {});
    await api.post('memos/create', {});
    expect(keys[0]).not.toBe(keys[1]);
    fetchMock.mockClear();
    fakeFetch(answer(422, { message: 'Invalid', code: 'validation_failed', errors: {} }));
    await expect(api.post('memos/create', {})).rejects.toMatchObject({ status: 422 });
    const plain = fakeFetch('drop', answer(200, made));
    await expect(api.post('memos/list', {})).rejects.toMatchObject({ status: 0 });
    expect(plain.keys).toEqual([undefined]);
  });
});
