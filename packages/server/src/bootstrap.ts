import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createBilling } from './adapters/billing/index.js';
import { outboxMailer, smtpMailer } from './adapters/mail.js';
import { Outbox } from './adapters/outbox.js';
import { loadSecretsKey, secretBox } from './adapters/secret-box.js';
import { outboxSms, twilioSms } from './adapters/sms.js';
import { localStorage, s3Storage } from './adapters/storage.js';
import { libreTranslate } from './adapters/translate.js';
import type { Config } from './config.js';
import { type DbHandle, openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import type { AppDeps } from './deps.js';
import { registerCelebrationJobs } from './features/celebrations/celebration-jobs.js';
import { registerFollowupJobs } from './features/followups/followups-jobs.js';
import { registerFormJobs } from './features/forms/form-file-cleanup.js';
import { registerFranchiseJobs } from './features/franchise/franchise.jobs.js';
import { GifProxy } from './features/gifs/gif-proxy.js';
import { registerReminderJobs } from './features/memo-reminders/reminder-jobs.js';
import { registerMemoJobs } from './features/memos/memo-jobs.js';
import { registerScheduledSendJobs } from './features/scheduled-sends/scheduled-sends.jobs.js';
import { RateLimiter } from './http/rate-limit.js';
import { registerCoreJobs } from './jobs/core-jobs.js';
import { createJobEngine } from './jobs/select-engine.js';
import { TestClock } from './jobs/test-clock.js';
import { SocketRealtime } from './realtime/realtime.js';
import { APP_VERSION } from './version.js';

/**
 * Opens the database (migrated) and picks each adapter: the embedded default,
 * or the real provider when its configuration is present.
 */
export async function createDeps(
  config: Config,
  opts: { log?: FastifyBaseLogger | null; sqliteFile?: string; outboxFile?: string | null } = {},
): Promise<{ deps: AppDeps; handle: DbHandle }> {
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
    sqliteFile: opts.sqliteFile ?? path.join(config.dataDir, 'teamline.sqlite'),
  });
  await migrateToLatest(handle.db);
  const outbox = new Outbox(
    opts.outboxFile === undefined ? path.join(config.dataDir, 'outbox.jsonl') : opts.outboxFile,
    opts.log ?? null,
  );
  const testClock = config.testClock ? new TestClock() : null;
  const deps: AppDeps = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    dbPoolStats: handle.poolStats,
    outbox,
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(outbox),
    sms: config.twilio ? twilioSms(config.twilio) : outboxSms(outbox),
    storage: config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads')),
    limiter: new RateLimiter(),
    realtime: await SocketRealtime.create({
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      log: opts.log ?? null,
    }),
    jobs: createJobEngine(config, handle.db, { log: opts.log ?? null, testClock }),
    testClock,
    gifs: config.gifs ? new GifProxy(config.gifs) : null,
    translator: config.translate ? libreTranslate(config.translate) : null,
    billing: createBilling(config.billing),
    secrets: secretBox(loadSecretsKey({ secretsKey: config.secretsKey, dataDir: config.dataDir })),
    version: APP_VERSION,
  };
  registerCoreJobs(deps.jobs, deps.db);
  registerMemoJobs(deps.jobs, deps);
  registerFollowupJobs(deps.jobs, deps);
  registerCelebrationJobs(deps.jobs, deps);
  registerScheduledSendJobs(deps.jobs, deps);
  registerReminderJobs(deps.jobs, deps);
  registerFormJobs(deps.jobs, deps);
  registerFranchiseJobs(deps.jobs, deps);
  return { deps, handle };
}
