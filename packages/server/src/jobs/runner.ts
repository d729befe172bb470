import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError, type z } from 'zod';
import type { Database } from '../db/index.js';
import type { JobRow } from '../db/schema.js';
import {
  backoffDelay,
  type EnqueueOptions,
  type JobCounts,
  type JobDefinition,
  type JobEngine,
  type JobHandle,
  type StoredDefinition,
} from './engine.js';
import { checkSchedule, dueScheduledJobs, type Schedule } from './schedules.js';
import { tableCounts } from './table-counts.js';

export type { EnqueueOptions, JobContext, JobDefinition, JobHandle } from './engine.js';

export interface RunnerOptions {
  log?: FastifyBaseLogger | null;
  /** How often a started runner looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job is ours; a job still running after it is given to another runner. */
  leaseMs?: number;
  /** Jobs run at once by a started runner. */
  concurrency?: number;
  /** Delay before retry n (1-based): base · 2^(n-1), at most max. */
  backoff?: { baseMs: number; maxMs: number };
  clock?: () => Date;
}

/**
 * The in-process job runner. Its state lives in the `jobs` table, so scheduled work survives a
 * restart and any number of instances share the queue: a job is claimed with one atomic UPDATE
 * guarded by its status and lease, so two runners never run it at the same time.
 */
export class JobRunner implements JobEngine {
  readonly kind = 'embedded' as const;
  readonly instanceId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  private readonly defs = new Map<string, StoredDefinition>();
  private readonly schedules: { name: string; schedule: Schedule }[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private lastScheduledMinute = -1;
  private log: FastifyBaseLogger | null;
  private readonly opts: Required<Omit<RunnerOptions, 'log'>>;

  constructor(
    private readonly db: Database,
    opts: RunnerOptions = {},
  ) {
    this.log = opts.log ?? null;
    this.opts = {
      pollMs: opts.pollMs ?? 1000,
      leaseMs: opts.leaseMs ?? 5 * 60_000,
      concurrency: opts.concurrency ?? 4,
      backoff: opts.backoff ?? { baseMs: 10_000, maxMs: 60 * 60_000 },
      clock: opts.clock ?? (() => new Date()),
    };
  }

  attachLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  logger(): FastifyBaseLogger | null {
    return this.log;
  }

  /** The runner's clock: the real time, or the test clock of a test server (jobs/test-clock.ts). */
  now(): Date {
    return this.opts.clock();
  }

  define<S extends z.ZodType>(def: JobDefinition<S>): JobHandle<z.input<S>, number> {
    if (this.defs.has(def.name)) throw new Error(`Job '${def.name}' is defined twice`);
    this.defs.set(def.name, def as unknown as StoredDefinition);
    return { enqueue: (payload, opts) => this.enqueue(def.name, payload, opts) };
  }

  /** Adds a job (its payload checked now); answers its id, or that of the job already holding the key. */
  async enqueue(name: string, payload: unknown, opts: EnqueueOptions = {}): Promise<number> {
    // Checked now, stored as given: the handler gets the schema's output when the job runs.
    this.definition(name).schema.parse(payload);
    const runAt = opts.runAt ? new Date(opts.runAt).toISOString() : this.opts.clock().toISOString();
    const values = {
      name,
      payload: JSON.stringify(payload),
      key: opts.key ?? null,
      status: 'pending' as const,
      run_at: runAt,
      max_attempts: this.definition(name).maxAttempts ?? 5,
      created_at: this.opts.clock().toISOString(),
    };
    const key = opts.key;
    if (!key) {
      const row = await this.db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    }
    const inserted = await this.db
      .insertInto('jobs')
      .values(values)
      .onConflict((oc) =>
        opts.replace
          ? oc
              .column('key')
              .doUpdateSet({ payload: values.payload, run_at: runAt })
              .where('jobs.status', '=', 'pending')
              .where('jobs.attempts', '=', 0)
          : oc.column('key').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    const existing = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return existing.id;
  }

  /** Drops a job that has not started yet (e.g. the memo it would publish was deleted). */
  async cancel(key: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('jobs')
      .where('key', '=', key)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Enqueues a defined job on a schedule; every instance may do so, the key keeps one per moment. */
  schedule(name: string, schedule: Schedule): void {
    this.definition(name);
    checkSchedule(schedule);
    this.schedules.push({ name, schedule });
  }

  async start(): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.opts.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the jobs in flight (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }

  /** For tests and tools: enqueues what the schedules want at `now`, then runs every due job, one by one. */
  async runDue(now: Date = this.opts.clock()): Promise<{ done: number; failed: number }> {
    await this.enqueueScheduled(now);
    const summary = { done: 0, failed: 0 };
    for (let i = 0; i < 10_000; i++) {
      const [job] = await this.claim(now, 1);
      if (!job) break;
      if (await this.execute(job, now)) summary.done++;
      else summary.failed++;
    }
    return summary;
  }

  counts(): Promise<JobCounts> {
    return tableCounts(this.db, this.opts.clock());
  }

  private definition(name: string): StoredDefinition {
    const def = this.defs.get(name);
    if (!def) throw new Error(`No job named '${name}'`);
    return def;
  }

  private async tick(): Promise<void> {
    if (this.ticking || !this.timer) return;
    this.ticking = true;
    try {
      const now = this.opts.clock();
      const minute = Math.floor(now.getTime() / 60_000);
      if (minute !== this.lastScheduledMinute) {
        await this.enqueueScheduled(now);
        this.lastScheduledMinute = minute;
      }
      const free = this.opts.concurrency - this.inFlight.size;
      if (free <= 0) return;
      for (const job of await this.claim(now, free)) {
        const run = this.execute(job, now).then(() => undefined);
        this.inFlight.add(run);
        void run.finally(() => this.inFlight.delete(run));
      }
    } catch (err) {
      this.log?.error({ err }, 'job runner tick failed');
    } finally {
      this.ticking = false;
    }
  }

  private async enqueueScheduled(now: Date): Promise<void> {
    for (const { name, schedule } of this.schedules) {
      for (const job of await dueScheduledJobs(this.db, name, schedule, now)) {
        await this.enqueue(name, job.payload, { key: job.key, runAt: now });
      }
    }
  }

  /** Takes up to `limit` due jobs: pending ones whose time has come, or running ones whose lease ran out. */
  private async claim(now: Date, limit: number): Promise<JobRow[]> {
    const at = now.toISOString();
    const names = [...this.defs.keys()];
    if (names.length === 0) return [];
    const candidates = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('name', 'in', names)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit * 2)
      .execute();
    const claimed: JobRow[] = [];
    for (const { id } of candidates) {
      if (claimed.length >= limit) break;
      // The guard repeats the candidate test: of two runners racing, one UPDATE wins.
      const row = await this.db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          locked_by: this.instanceId,
          locked_until: new Date(now.getTime() + this.opts.leaseMs).toISOString(),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (row) claimed.push(row);
    }
    return claimed;
  }

  /** Runs one claimed job and records the outcome; answers whether it succeeded. */
  private async execute(job: JobRow, now: Date): Promise<boolean> {
    const def = this.definition(job.name);
    let error: unknown = null;
    try {
      if (job.attempts > job.max_attempts) throw new Error('lease ran out on every attempt');
      const payload: unknown = def.schema.parse(JSON.parse(job.payload));
      await def.handler(payload, { jobId: job.id, name: job.name, attempt: job.attempts, now });
    } catch (err) {
      error = err;
    }
    const mine = this.db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('locked_by', '=', this.instanceId);
    const finishedAt = this.opts.clock().toISOString();
    if (!error) {
      await mine
        .set({ status: 'done', finished_at: finishedAt, locked_by: null, locked_until: null })
        .execute();
      return true;
    }
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof ZodError || job.attempts >= job.max_attempts;
    this.log?.warn({ err: error, job: job.name, jobId: job.id, attempt: job.attempts, final }, 'job failed');
    const delay = backoffDelay(job.attempts, this.opts.backoff);
    await mine
      .set(
        final
          ? {
              status: 'failed',
              finished_at: finishedAt,
              last_error: message,
              locked_by: null,
              locked_until: null,
            }
          : {
              status: 'pending',
              run_at: new Date(now.getTime() + delay).toISOString(),
              last_error: message,
              locked_by: null,
              locked_until: null,
            },
      )
      .execute();
    return false;
  }
}
