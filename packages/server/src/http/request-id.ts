import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * Request ids (issue 18, operators): every request gets an id, taken from the caller's
 * `X-Request-Id` when it is a sane one (a reverse proxy's, a client's retry) or made here, echoed as
 * the `X-Request-Id` response header and written as `reqId` on every log line logged while the
 * request is being handled: Fastify's `request.log` carries it, and so does the app's own logger
 * (`app.log`, a service's or the outbox's) through the async context below.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and `-_.:` up to 128 characters: a UUID, a proxy's hex id; nothing to forge log lines with. */
const SANE_ID = /^[\w.:-]{1,128}$/;

export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return crypto.randomUUID();
}

interface RequestContext {
  reqId: string;
  /** The request's own logger, which already carries the id. */
  log: FastifyBaseLogger;
}

const context = new AsyncLocalStorage<RequestContext>();

/** The id of the request being handled, if any (for code without the request at hand). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.reqId;
}

/** Fastify's options for ids and the logger: the id of the request in context on every line. */
export function requestIdOptions(level: string): {
  requestIdHeader: false;
  genReqId: typeof genReqId;
  logger: LoggerOptions;
} {
  return {
    requestIdHeader: false,
    genReqId,
    logger: {
      level,
      mixin(_merge, _level, logger) {
        const store = context.getStore();
        // request.log has the id among its bindings already: once is enough.
        if (!store || logger === store.log) return {};
        return { reqId: store.reqId };
      },
    },
  };
}

/** Echoes the id and keeps it in the async context for the whole handling of the request. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    context.run({ reqId: request.id, log: request.log }, done);
  });
  // A body is read in the socket's async context, not the request's: enter it again before the handler.
  app.addHook('preValidation', (request, _reply, done) => {
    context.run({ reqId: request.id, log: request.log }, done);
  });
}
