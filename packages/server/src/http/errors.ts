import { MSG } from '@teamline/shared';

export type FieldErrors = Record<string, string[]>;

/** A failure with a stable HTTP status; thrown anywhere, answered once by the error handler. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = (message: string = MSG.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MSG.tooManyAttempts) =>
  new AppError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** 422 with texts per field; the message is the first of them, as the spec's client shows it. */
export function invalid(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0]?.[0] ?? MSG.fieldValidationFailed;
  return new AppError(422, first, errors);
}
