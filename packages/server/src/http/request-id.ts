import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Request ids (issue 18, operators): every request gets an id, taken from the caller's
 * `X-Request-Id` when it is a sane one (a reverse proxy's, a client's retry) or made here, echoed as
 * the `X-Request-Id` response header and written as `reqId` on every line of `request.log`
 * (Fastify's child logger). Code running for a request logs through `request.log` — services take
 * it as their `log` — so their lines carry the id too. (An AsyncLocalStorage context that would put
 * it on `app.log` lines as well costs 10–20 % of a small request's CPU on Node 20: docs/decisions.md.)
 */

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and `-_.:` up to 128 characters: a UUID, a proxy's hex id; nothing to forge log lines with. */
const SANE_ID = /^[\w.:-]{1,128}$/;

export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return crypto.randomUUID();
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Fastify's options for ids and the logger. */
export function requestIdOptions(level: string): {
  requestIdHeader: false;
  genReqId: typeof genReqId;
  logger: LoggerOptions;
} {
  return { requestIdHeader: false, genReqId, logger: { level } };
}

/** Echoes the id to the caller (on errors too: the header is set before anything can fail). */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
