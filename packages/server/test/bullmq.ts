import crypto from 'node:crypto';
import { afterAll } from 'vitest';
import type { Database } from '../src/db/index.js';
import { BullMqEngine, type BullMqOptions } from '../src/jobs/bullmq-engine.js';

/** Redis of the BullMQ tests: TEST_REDIS_URL, else redis://127.0.0.1:6379 (as in CI). */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A Redis key prefix of its own, so test files running side by side never share a queue. */
export const uniquePrefix = () => `tjobs${crypto.randomBytes(5).toString('hex')}`;

/**
 * BullMQ engines for a test file: each on the given prefix (default: a new one), all stopped and
 * their queues' keys deleted after the file (no open handles left behind).
 */
export function bullMqEngines(db: Database) {
  const made: BullMqEngine[] = [];
  afterAll(async () => {
    for (const engine of made) {
      await engine.stop();
    }
    for (const prefix of new Set(made.map((e) => e.prefix))) await dropQueue(db, prefix);
  });
  return (opts: Partial<Omit<BullMqOptions, 'redisUrl'>> = {}) => {
    const engine = new BullMqEngine(db, {
      redisUrl: testRedisUrl,
      prefix: opts.prefix ?? uniquePrefix(),
      ...opts,
    });
    made.push(engine);
    return engine;
  };
}

/** Deletes a queue's keys, through an engine of its own (the queue's own may be closed by now). */
export async function dropQueue(db: Database, prefix: string): Promise<void> {
  const cleaner = new BullMqEngine(db, { redisUrl: testRedisUrl, prefix });
  await cleaner.queue.obliterate({ force: true });
  await cleaner.stop();
}

/** Polls `check` until it holds (or fails after `ms`). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms = 10_000,
  what = 'condition',
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
