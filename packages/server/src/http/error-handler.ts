import { type ApiErrorBody, MSG } from '@teamline/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorCodeOf, type FieldErrors } from './errors.js';
import { IdempotentReplay, sendReplay } from './idempotency.js';

/** Answers a failure as `{ message, code, errors }`, the one error shape of the API. */
export function sendError(
  reply: FastifyReply,
  status: number,
  body: Omit<ApiErrorBody, 'code'> & Partial<ApiErrorBody>,
) {
  return reply.status(status).send({ ...body, code: body.code ?? errorCodeOf(status) });
}

const INVALID_VALUE = 'A value in the request is out of range or not valid text';

/** PostgreSQL's class 22 (data exception): a value of the request it cannot store or compare. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && 'severity' in (error as object);
}

/** Maps every failure to `{ message, code, errors }` with its status (ARCHITECTURE.md, API contract). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof IdempotentReplay) return sendReplay(reply, error);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.status, {
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        // One text per field, the first that failed, as the spec's forms show it.
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= [issue.message ?? MSG.fieldValidationFailed];
      }
      const first = Object.values(errors)[0]?.[0] ?? MSG.fieldValidationFailed;
      return sendError(reply, 422, { message: first, errors });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return sendError(reply, 500, { message: 'Server Error' });
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value (NUL in text, a number past integer): the request's fault.
      request.log.info({ err: error }, 'a value the database refused');
      return sendError(reply, 422, { message: INVALID_VALUE, errors: { _: [INVALID_VALUE] } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, status, { message: 'Server Error' });
    }
    if (status === 413) return sendError(reply, 413, { message: 'The file or request is too large' });
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, { message: 'The request body is not valid JSON' });
    }
    return sendError(reply, status, { message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(reply, 404, { message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
