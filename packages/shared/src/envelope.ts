/** The success envelope of every answer (ARCHITECTURE.md, API contract). */
export interface Envelope<T> {
  data: { content: T; successes?: string[] };
}

/** Stable error codes: what a failure is, whatever its message says (ARCHITECTURE.md, API contract). */
export const ERROR_CODES = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'payment_required',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'too_large',
  'range_not_satisfiable',
  'csrf_mismatch',
  'validation_failed',
  'rate_limited',
  'server_error',
  'upstream_failed',
  'unavailable',
  'maintenance',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The failure body: a message, a stable code and, for 422, the texts per field. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
  mode?: 'maintenance';
}
