import { MSG } from '@teamline/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './errors.js';

/** Maps every failure to `{ message, errors }` with its status (ARCHITECTURE.md, API contract). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        // One text per field, the first that failed, as the spec's forms show it.
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= [issue.message ?? MSG.fieldValidationFailed];
      }
      const first = Object.values(errors)[0]?.[0] ?? MSG.fieldValidationFailed;
      return reply.status(422).send({ message: first, errors });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Server Error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send({ message: 'Server Error' });
    }
    if (status === 413) return reply.status(413).send({ message: 'The file or request is too large' });
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ message: 'The request body is not valid JSON' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
