import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFailure, onMaintenance, onUnauthorized } from './http';

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
    const byCode = apiFailure(503, { message: 'Down', code: 'maintenance', mode: 'maintenance' }, true);
    expect(byCode).toMatchObject({ status: 503, message: 'Down', code: 'maintenance', isMaintenance: true });
    expect(apiFailure(503, { message: 'Down', mode: 'maintenance' }, true).isMaintenance).toBe(true);
    expect(maintenance).toHaveBeenCalledTimes(2);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('another 503 (a service off) is not maintenance', () => {
    const error = apiFailure(503, { message: 'Translation is off', code: 'unavailable' }, true);
    expect(error.isMaintenance).toBe(false);
    expect(maintenance).not.toHaveBeenCalled();
  });

  it('a 401 of a signed-in session logs out; without a token it is only an error', () => {
    expect(
      apiFailure(401, { message: 'Unauthenticated.', code: 'unauthenticated' }, true).isUnauthenticated,
    ).toBe(true);
    expect(unauthorized).toHaveBeenCalledOnce();
    apiFailure(401, { message: 'Unauthenticated.', code: 'unauthenticated' }, false);
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('validation by its code, with the texts per field', () => {
    const error = apiFailure(
      422,
      { message: 'Bad', code: 'validation_failed', errors: { name: ['Bad'] } },
      true,
    );
    expect(error.isValidation).toBe(true);
    expect(error.messages).toEqual(['Bad']);
    expect(
      apiFailure(413, { message: 'Too big', code: 'too_large', errors: { file: ['Too big'] } }, true)
        .isValidation,
    ).toBe(false);
  });

  it('without a code (a proxy page, the network) the status stands in', () => {
    const proxied = apiFailure(401, {}, true);
    expect(proxied.isUnauthenticated).toBe(true);
    expect(proxied.message).toBe('Request failed with status code 401');
    expect(new ApiError(422, 'Invalid', { name: ['x'] }).isValidation).toBe(true);
    expect(new ApiError(0, 'Network Error').isUnauthenticated).toBe(false);
  });
});
