import { type ErrorCode, MSG } from '@teamline/shared';

export type FieldErrors = Record<string, string[]>;

/** The stable code of each status we answer: one mapping, so a code never drifts from its status. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  416: 'range_not_satisfiable',
  419: 'csrf_mismatch',
  422: 'validation_failed',
  429: 'rate_limited',
  502: 'upstream_failed',
  503: 'unavailable',
};

/** The code of an answer's status; any other 4xx is a bad request, any other 5xx a server error. */
export function errorCodeOf(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status < 500 ? 'bad_request' : 'server_error');
}

/** A failure with a stable HTTP status and code; thrown anywhere, answered once by the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? errorCodeOf(status);
  }
}

export const unauthenticated = (message: string = MSG.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string, errors?: FieldErrors) => new AppError(413, message, errors);
export const unavailable = (message: string) => new AppError(503, message);
export const upstreamFailed = (message: string) => new AppError(502, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MSG.tooManyAttempts) =>
  new AppError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** 422 with texts per field; the message is the first of them, as the spec's client shows it. */
export function invalid(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0]?.[0] ?? MSG.fieldValidationFailed;
  return new AppError(422, first, errors);
}
