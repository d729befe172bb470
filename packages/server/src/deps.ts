import type { Billing } from './adapters/billing/index.js';
import type { Mailer } from './adapters/mail.js';
import type { Outbox } from './adapters/outbox.js';
import type { SecretBox } from './adapters/secret-box.js';
import type { SmsSender } from './adapters/sms.js';
import type { Storage } from './adapters/storage.js';
import type { Translator } from './adapters/translate.js';
import type { Config } from './config.js';
import type { Database, DbPoolStats, Dialect } from './db/index.js';
import type { GifProxy } from './features/gifs/gif-proxy.js';
import type { Drain } from './http/drain.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { JobEngine } from './jobs/engine.js';
import type { TestClock } from './jobs/test-clock.js';
import type { SocketRealtime } from './realtime/realtime.js';

/** Everything a route or job needs from the outside world, built once at boot (or by a test). */
export interface AppDeps {
  config: Config;
  db: Database;
  dialect: Dialect;
  /** The database pool's figures now (metrics). */
  dbPoolStats: () => DbPoolStats;
  mailer: Mailer;
  sms: SmsSender;
  /** Uploaded files: DATA_DIR/uploads, or an S3 bucket with S3_BUCKET. */
  storage: Storage;
  outbox: Outbox;
  limiter: RateLimiter;
  /** Realtime fan-out (Socket.IO; over Redis with REDIS_URL). Services publish after their commit. */
  realtime: SocketRealtime;
  /**
   * Background jobs and schedules: BullMQ with REDIS_URL, else the embedded runner on the database
   * (jobs/select-engine.ts); started by main.ts, driven by runDue() in tests (embedded).
   */
  jobs: JobEngine;
  /** Machine translation, or null when not configured (company/translate answers 503). */
  translator: Translator | null;
  /** GIF search through a GIPHY-compatible API (GIF_API_KEY), or null: the picker is not offered. */
  gifs: GifProxy | null;
  /** The job runner's movable clock on an end-to-end test server (TEST_CLOCK); null everywhere else. */
  testClock: TestClock | null;
  /** Who bills: Stripe, the server's operator (embedded default), or nobody (BILLING=off). */
  billing: Billing;
  /** Seals and opens secrets kept in the database (SECRETS_KEY, or DATA_DIR/secrets.key). */
  secrets: SecretBox;
  /** The running server/web version (package.json). */
  version: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Graceful shutdown of the HTTP side (http/drain.ts): main.ts calls it on SIGTERM. */
    httpDrain: Drain;
  }
}
