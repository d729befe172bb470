import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { BullMqEngine } from './bullmq-engine.js';
import type { JobEngine } from './engine.js';
import { JobRunner } from './runner.js';
import type { TestClock } from './test-clock.js';

/**
 * The job engine the configuration asks for (config.jobs.engine): BullMQ on REDIS_URL, else the
 * embedded runner on the database; a test clock always gets the embedded runner (config.ts).
 */
export function createJobEngine(
  config: Config,
  db: Database,
  opts: { log: FastifyBaseLogger | null; testClock: TestClock | null },
): JobEngine {
  if (config.jobs.engine === 'bullmq' && config.redisUrl)
    return new BullMqEngine(db, {
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      concurrency: config.jobs.concurrency,
      log: opts.log,
    });
  return new JobRunner(db, {
    log: opts.log,
    concurrency: config.jobs.concurrency,
    ...(opts.testClock ? { clock: opts.testClock.now } : {}),
  });
}
