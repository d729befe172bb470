import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Schedule } from './schedules.js';

/** A job's id: the `jobs` row's number (embedded runner) or the BullMQ job id. */
export type JobId = number | string;

export interface JobContext {
  jobId: JobId;
  name: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** The engine's clock when the job started (tests drive the embedded runner's). */
  now: Date;
}

/** A named handler with a zod payload. Handlers must be idempotent: delivery is at least once. */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  schema: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  /** Runs before the job is marked failed for good (default 5). */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /** Not before this instant (default now). */
  runAt?: Date | string;
  /** Dedupe: while a job with this key exists, enqueueing it again adds nothing. */
  key?: string;
  /** With a key: move a job that has not started yet to this payload and run_at instead. */
  replace?: boolean;
}

export interface JobHandle<T, Id extends JobId = JobId> {
  enqueue(payload: T, opts?: EnqueueOptions): Promise<Id>;
}

/** A definition as stored: payload types differ per job, so the map holds them unchecked. */
export interface StoredDefinition {
  name: string;
  schema: z.ZodType;
  handler: (payload: unknown, ctx: JobContext) => Promise<void>;
  maxAttempts?: number;
}

/** Jobs by state, for operators (the dashboard, metrics). */
export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/**
 * What features see of the jobs: define, enqueue, cancel, schedule. Two engines implement it
 * (docs/decisions.md, Jobs on BullMQ with Redis): the embedded runner (jobs/runner.ts, state in
 * the `jobs` table) and BullMQ (jobs/bullmq-engine.ts, state in Redis); jobs/select-engine.ts
 * picks one from the configuration. Job definitions are the same on both.
 */
export interface JobEngine {
  readonly kind: 'embedded' | 'bullmq';
  define<S extends z.ZodType>(def: JobDefinition<S>): JobHandle<z.input<S>>;
  /** Adds a job (its payload checked now); answers its id, or that of the job already holding the key. */
  enqueue(name: string, payload: unknown, opts?: EnqueueOptions): Promise<JobId>;
  /** Drops a job that has not started yet; answers whether there was one. */
  cancel(key: string): Promise<boolean>;
  /** Enqueues a defined job on a schedule; every instance may do so, keys keep one per moment. */
  schedule(name: string, schedule: Schedule): void;
  /** Starts working (main.ts; tests of the embedded runner call runDue instead). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those in flight (graceful shutdown); safe to call twice. */
  stop(): Promise<void>;
  /**
   * Embedded runner only (tests, TEST_CLOCK): enqueues what the schedules want at `now` and runs
   * every due job. BullMQ runs on Redis's time and refuses.
   */
  runDue(now?: Date): Promise<{ done: number; failed: number }>;
  /** The engine's clock: the real time, or the test clock of a test server (jobs/test-clock.ts). */
  now(): Date;
  counts(): Promise<JobCounts>;
  attachLogger(log: FastifyBaseLogger): void;
  logger(): FastifyBaseLogger | null;
}

/** Retry n (1-based) waits base · 2^(n−1), at most max: the same on both engines. */
export function backoffDelay(attempt: number, backoff: { baseMs: number; maxMs: number }): number {
  return Math.min(backoff.baseMs * 2 ** (Math.max(1, attempt) - 1), backoff.maxMs);
}
