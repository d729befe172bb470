import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/index.js';
import { AppError } from './errors.js';

/**
 * Idempotency-Key (issue 10): a client that lost an answer (a dropped connection, a restarted
 * server) retries a create, publish or upload with the same key and gets the first answer again,
 * not a second memo. A route opts in with `config.idempotent`; the key is the caller's own (per
 * user), kept 24 hours.
 *
 * - First request with a key: claimed (a row with a lease), run, its answer (2xx or 4xx) kept.
 *   A 5xx keeps nothing: the retry runs again.
 * - Same key, same route and body: the kept answer, with `Idempotent-Replayed: true`.
 * - Same key, another route or body: 409 idempotency_key_reused.
 * - Same key while the first still runs: 409 idempotency_in_progress (Retry-After: 1). The lease
 *   is renewed while the request runs, so the claim of a process that died (kill -9, a lost
 *   machine) is taken over within LEASE_MS.
 *
 * The body compared is the JSON request (query and body as validated); a multipart form is
 * compared by its fields and its file's bytes (the boundary differs on every try), once
 * http/uploads.ts has read it.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accepts an Idempotency-Key header: a retry with the same key gets the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: Claim | { replayed: true };
  }
}

interface Claim {
  id: number;
  /** Renews the lease while the request runs. */
  renew: NodeJS.Timeout;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEEP_MS = 24 * 3_600_000;
/** A claim's lease, renewed every RENEW_MS while its request runs: a dead process's claim frees within it. */
const LEASE_MS = 10_000;
const RENEW_MS = 3_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_TEXT = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible characters',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still in progress: retry in a moment',
};

/** A kept answer, sent again in place of running the route (thrown from a form route). */
export class IdempotentReplay extends Error {
  constructor(
    readonly status: number,
    readonly contentType: string | null,
    readonly response: string,
  ) {
    super('idempotent replay');
  }
}

export function sendReplay(reply: FastifyReply, replay: IdempotentReplay): FastifyReply {
  if (replay.contentType) reply.type(replay.contentType);
  return reply.code(replay.status).header('idempotent-replayed', 'true').send(replay.response);
}

const hash = (data: string | Buffer) => crypto.hash('sha256', data, 'hex');

/** The fingerprint of a JSON request: its route, query and validated body. */
function jsonFingerprint(request: FastifyRequest): string {
  return hash(JSON.stringify([request.query ?? null, request.params ?? null, request.body ?? null]));
}

/** The fingerprint of a multipart form: its text fields (in name order) and its file's bytes. */
export function formFingerprint(
  fields: Record<string, unknown>,
  file?: { name: string; buffer: Buffer } | { name: string; sha256: string },
): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((k) => [k, fields[k]]);
  // A file streamed to disk brings the hash taken on the way (http/upload-stream.ts).
  const bytes = !file ? null : 'sha256' in file ? file.sha256 : hash(file.buffer);
  return hash(JSON.stringify([sorted, file?.name ?? null, bytes]));
}

function keyOf(request: FastifyRequest): string | null {
  if (!request.routeOptions.config.idempotent || !request.user) return null;
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (!KEY_PATTERN.test(key))
    throw new AppError(422, IDEMPOTENCY_TEXT.invalid, { idempotency_key: [IDEMPOTENCY_TEXT.invalid] });
  return key;
}

/**
 * Claims the request's key for this fingerprint, or throws: the kept answer to replay
 * (IdempotentReplay) or a 409. Without a key (or on a route that does not take one): nothing.
 */
export async function claimIdempotency(
  db: Database,
  request: FastifyRequest,
  fingerprint: string,
): Promise<void> {
  const key = keyOf(request);
  const user = request.user;
  if (!key || !user || request.idempotency) return;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const now = new Date();
  const lockedUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  // A key older than a day is free again.
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', user.id)
    .where('idem_key', '=', key)
    .where('created_at', '<', new Date(now.getTime() - KEEP_MS).toISOString())
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: user.id,
      idem_key: key,
      route,
      fingerprint,
      created_at: now.toISOString(),
      locked_until: lockedUntil,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    request.idempotency = holdClaim(db, inserted.id);
    return;
  }
  const kept = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('idem_key', '=', key)
    .executeTakeFirst();
  if (!kept) throw inProgress();
  if (kept.route !== route || kept.fingerprint !== fingerprint)
    throw new AppError(409, IDEMPOTENCY_TEXT.reused, undefined, undefined, 'idempotency_key_reused');
  if (kept.status !== null && kept.response !== null) {
    request.idempotency = { replayed: true };
    throw new IdempotentReplay(kept.status, kept.content_type, kept.response);
  }
  if (new Date(kept.locked_until).getTime() > now.getTime()) throw inProgress();
  // The first request's process died before it answered: take its claim over (once).
  const taken = await db
    .updateTable('idempotency_keys')
    .set({ locked_until: lockedUntil })
    .where('id', '=', kept.id)
    .where('locked_until', '=', kept.locked_until)
    .where('status', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw inProgress();
  request.idempotency = holdClaim(db, kept.id);
}

function holdClaim(db: Database, id: number): Claim {
  const renew = setInterval(() => {
    const lockedUntil = new Date(Date.now() + LEASE_MS).toISOString();
    db.updateTable('idempotency_keys')
      .set({ locked_until: lockedUntil })
      .where('id', '=', id)
      .where('status', 'is', null)
      .execute()
      .catch(() => undefined);
  }, RENEW_MS);
  renew.unref();
  return { id, renew };
}

const inProgress = () =>
  new AppError(
    409,
    IDEMPOTENCY_TEXT.inProgress,
    undefined,
    { 'retry-after': '1' },
    'idempotency_in_progress',
  );

/** Keeps the answer of a claimed request (2xx and 4xx); a 5xx or an unkept body frees the key. */
async function keepAnswer(db: Database, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotency;
  if (!claim || 'replayed' in claim) return;
  clearInterval(claim.renew);
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
  if (reply.statusCode >= 500 || text === null) {
    await db.deleteFrom('idempotency_keys').where('id', '=', claim.id).execute();
    return;
  }
  const type = reply.getHeader('content-type');
  await db
    .updateTable('idempotency_keys')
    .set({ status: reply.statusCode, content_type: typeof type === 'string' ? type : null, response: text })
    .where('id', '=', claim.id)
    .execute();
}

/**
 * Routes with `config.idempotent` get the key checked after their guard (JSON bodies here; forms
 * when http/uploads.ts has read them) and their answer kept before it is sent.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const documented = route.schema ?? {};
    route.schema = { ...documented, 'x-idempotent': true } as typeof documented;
    if (route.config.company !== 'form') {
      const claim: preHandlerAsyncHookHandler = async (request, reply) => {
        try {
          await claimIdempotency(db, request, jsonFingerprint(request));
        } catch (err) {
          if (err instanceof IdempotentReplay) return sendReplay(reply, err);
          throw err;
        }
      };
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), claim];
    }
    const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      await keepAnswer(db, request, reply, payload);
      return payload;
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), keep];
    // However the request ends, its lease stops being renewed.
    const release = async (request: FastifyRequest) => {
      const claim = request.idempotency;
      if (claim && 'renew' in claim) clearInterval(claim.renew);
    };
    route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), release];
  });
}
