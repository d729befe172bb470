import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The PostgreSQL pool's size when DATABASE_POOL_MAX is not set (docs/decisions.md, the pool's size). */
export const DEFAULT_DATABASE_POOL_MAX = 10;

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public URL of the app, used in links sent by mail and SMS. */
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; without it the embedded SQLite file under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** The most PostgreSQL connections one server process opens (its pool); PostgreSQL allows 100 by default. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_MAX),
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
  /**
   * Prometheus metrics at GET /metrics, answered only with `Authorization: Bearer <METRICS_TOKEN>`;
   * without it there is no metrics endpoint (and no per-request measuring). At least 16 characters.
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 16, 'Use at least 16 characters'),
  /** Redis for realtime fan-out between instances (Socket.IO Redis adapter). */
  REDIS_URL: z.string().optional(),
  /** Prefix of the Redis channels, so several deployments can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('teamline'),
  /**
   * Who runs the jobs: `bullmq` (the default with REDIS_URL) or `embedded` (the database runner,
   * the default without; also forced by TEST_CLOCK). docs/configuration.md, Jobs.
   */
  JOBS_ENGINE: z.enum(['embedded', 'bullmq', '']).optional(),
  /** Jobs one instance runs at once. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * The server operator's token: opens the jobs dashboard (/admin/jobs, BullMQ only) as a bearer
   * token or the password of HTTP basic auth. Without it the dashboard is not served.
   */
  OPERATOR_TOKEN: z.string().min(24, 'Use at least 24 characters').optional(),
  /** A LibreTranslate-compatible server for company/translate; without it translation is off. */
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  /**
   * GIF search (chat): the key of a GIPHY-compatible API, kept on the server (the browser calls
   * /api/gifs/...); without it the picker is not offered.
   */
  GIF_API_KEY: z.string().optional(),
  /** Base URL of the GIPHY-compatible API (tests point it at a local fake). */
  GIF_API_URL: z.string().url().default('https://api.giphy.com/v1'),
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
  /**
   * Test servers only: single sign-on may talk to identity providers over plain http (a local
   * oidc-provider on 127.0.0.1). Refused unless NODE_ENV=test.
   */
  SSO_ALLOW_HTTP: bool,
  /** Seconds of clock difference tolerated on identity-provider tokens (spec §9: clock skew 300 s). */
  SSO_CLOCK_TOLERANCE_S: z.coerce.number().int().min(0).max(3600).default(300),
  /** `off`: no billing at all (a self-hosted company): every company counts as subscribed, no banner. */
  BILLING: z.enum(['on', 'off']).default('on'),
  /** Length of a new company's free trial, in days. */
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Stripe billing (docs/deployment.md, Stripe); without STRIPE_SECRET_KEY the operator bills from the CLI. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The recurring per-location prices (Stripe price ids) for monthly and yearly plans. */
  STRIPE_PRICE_MONTH: z.string().optional(),
  STRIPE_PRICE_YEAR: z.string().optional(),
  /** Where the stripe client connects (tests point it at a local server speaking Stripe's API). */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * The key that seals secrets at rest (identity-provider client secrets, directory tokens):
   * 32 bytes as 64 hex digits or base64. Without it DATA_DIR/secrets.key is made on first use;
   * several instances must share one SECRETS_KEY.
   */
  SECRETS_KEY: z.string().optional(),
  /** Accounts one address may create in an hour (user-signup); more answer 429. */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** The largest memo attachment in bytes (25 MB); a larger one answers 413. */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  /** The largest media library file in bytes (200 MB: a video); streamed to storage, never held whole. */
  MEDIA_LIBRARY_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  /** The largest media library image in bytes (30 MB): an image is decoded and re-encoded in memory. */
  MEDIA_LIBRARY_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 1024 * 1024),
  /**
   * The franchise location directory (issue 17; docs/integrations.md): its API base URL, its OAuth 2
   * server (AUTH_URL/authorize and AUTH_URL/token) and this app's client there. Without all four
   * the directory cannot be connected.
   */
  FRANCHISE_DIRECTORY_URL: z.string().url().optional(),
  FRANCHISE_AUTH_URL: z.string().url().optional(),
  FRANCHISE_CLIENT_ID: z.string().optional(),
  FRANCHISE_CLIENT_SECRET: z.string().optional(),
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

/** BullMQ with Redis unless told otherwise; the test clock keeps the embedded runner. */
function jobsEngine(e: z.output<typeof ZEnv>): 'embedded' | 'bullmq' {
  if (e.JOBS_ENGINE) return e.JOBS_ENGINE;
  return e.REDIS_URL && !e.TEST_CLOCK ? 'bullmq' : 'embedded';
}

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
  if (e.JOBS_ENGINE === 'bullmq' && !e.REDIS_URL)
    throw new Error('Invalid configuration:\n  JOBS_ENGINE: bullmq needs REDIS_URL');
  if (e.JOBS_ENGINE === 'bullmq' && e.TEST_CLOCK)
    throw new Error(
      'Invalid configuration:\n  JOBS_ENGINE: the test clock drives the embedded runner; leave JOBS_ENGINE unset with TEST_CLOCK',
    );
  if (e.SSO_ALLOW_HTTP && e.NODE_ENV !== 'test')
    throw new Error(
      'Invalid configuration:\n  SSO_ALLOW_HTTP: only a test server (NODE_ENV=test) may reach identity providers over http',
    );
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_PRICE_MONTH && !e.STRIPE_PRICE_YEAR)
    throw new Error(
      'Invalid configuration:\n  STRIPE_PRICE_MONTH: set STRIPE_PRICE_MONTH and/or STRIPE_PRICE_YEAR with STRIPE_SECRET_KEY',
    );
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
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
    metricsToken: e.METRICS_TOKEN || undefined,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    jobs: {
      engine: jobsEngine(e),
      concurrency: e.JOBS_CONCURRENCY,
    },
    operatorToken: e.OPERATOR_TOKEN || undefined,
    translate: e.TRANSLATE_URL ? { url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY } : undefined,
    gifs: e.GIF_API_KEY ? { apiKey: e.GIF_API_KEY, apiUrl: e.GIF_API_URL } : undefined,
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
    secretsKey: e.SECRETS_KEY || undefined,
    signupPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    libraryMaxBytes: e.MEDIA_LIBRARY_MAX_BYTES,
    libraryImageMaxBytes: e.MEDIA_LIBRARY_IMAGE_MAX_BYTES,
    communityHiddenIds: e.COMMUNITY_HIDDEN_IDS,
    testClock: e.TEST_CLOCK,
    sso: { allowHttp: e.SSO_ALLOW_HTTP, clockToleranceS: e.SSO_CLOCK_TOLERANCE_S },
    franchise:
      e.FRANCHISE_DIRECTORY_URL && e.FRANCHISE_AUTH_URL && e.FRANCHISE_CLIENT_ID && e.FRANCHISE_CLIENT_SECRET
        ? {
            directoryUrl: e.FRANCHISE_DIRECTORY_URL.replace(/\/+$/, ''),
            authUrl: e.FRANCHISE_AUTH_URL.replace(/\/+$/, ''),
            clientId: e.FRANCHISE_CLIENT_ID,
            clientSecret: e.FRANCHISE_CLIENT_SECRET,
          }
        : undefined,
    billing: {
      off: e.BILLING === 'off',
      trialDays: e.TRIAL_DAYS,
      stripe:
        e.BILLING !== 'off' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              prices: { month: e.STRIPE_PRICE_MONTH, year: e.STRIPE_PRICE_YEAR },
              host: e.STRIPE_API_HOST,
              port: e.STRIPE_API_PORT,
              protocol: e.STRIPE_API_PROTOCOL,
            }
          : undefined,
    },
  };
}
