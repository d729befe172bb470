import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public URL of the app, used in links sent by mail and SMS. */
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; without it the embedded SQLite file under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  MAINTENANCE_MODE: bool,
  /** The oldest web app version the server still accepts; older apps show the refresh banner. */
  MIN_WEB_VERSION: z.string().optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Teamline <no-reply@teamline.local>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (default: packages/web/dist when it exists). */
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool,
  /** Redis for realtime fan-out between instances (Socket.IO Redis adapter). */
  REDIS_URL: z.string().optional(),
  /** Prefix of the Redis channels, so several deployments can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('teamline'),
  /** A LibreTranslate-compatible server for company/translate; without it translation is off. */
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  /** S3-compatible object storage for uploads; without S3_BUCKET files stay under DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  /**
   * End-to-end test servers only: POST /api/test/clock moves the job runner's clock forward and
   * runs what is due (jobs/test-clock.ts). Refused unless NODE_ENV=test.
   */
  TEST_CLOCK: bool,
  /** The largest memo attachment in bytes (25 MB); a larger one answers 413. */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  /** Shared templates an operator hides from the community: ids, separated by commas or spaces. */
  COMMUNITY_HIDDEN_IDS: z
    .string()
    .default('')
    .refine(
      (v) => v.split(/[\s,]+/).every((id) => id === '' || /^\d+$/.test(id)),
      'List template ids, e.g. 12,40',
    )
    .transform((v) => [
      ...new Set(
        v
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number),
      ),
    ]),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK && e.NODE_ENV !== 'test')
    throw new Error(
      'Invalid configuration:\n  TEST_CLOCK: only a test server (NODE_ENV=test) may have a test clock',
    );
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    maintenance: e.MAINTENANCE_MODE,
    minWebVersion: e.MIN_WEB_VERSION ?? '0.0.0',
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiUrl: e.TWILIO_API_URL,
          }
        : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    translate: e.TRANSLATE_URL ? { url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    communityHiddenIds: e.COMMUNITY_HIDDEN_IDS,
    testClock: e.TEST_CLOCK,
  };
}
