import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ZodError, type z } from 'zod';
import type { Database } from '../db/index.js';
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

export interface BullMqOptions {
  redisUrl: string;
  /** Prefix of the queue's Redis keys (REDIS_PREFIX), so deployments sharing a Redis stay apart. */
  prefix: string;
  log?: FastifyBaseLogger | null;
  /** Jobs one instance runs at once (JOBS_CONCURRENCY). */
  concurrency?: number;
  /** Delay before retry n (1-based): base · 2^(n-1), at most max. */
  backoff?: { baseMs: number; maxMs: number };
}

/** The queue's name; its Redis keys are `<prefix>:jobs:*`. */
export const QUEUE_NAME = 'jobs';
/** The job a scheduler (repeatable job) adds each time it fires: `{ name }` of the scheduled job. */
const SCHEDULE_TICK = '@schedule';
const DAY = 86_400_000;
const WAITING = new Set(['waiting', 'delayed', 'prioritized', 'paused', 'waiting-children']);

/** A key as a BullMQ job id: ids may not be integers nor contain ':' (memo:12:publish). */
export function jobIdOf(key: string): string {
  return `k.${encodeURIComponent(key)}`;
}

/** The repeatable-job pattern of a schedule (UTC). Daily per company fires every minute: zones differ. */
export function schedulePattern(schedule: Schedule): string {
  if ('every' in schedule) return schedule.every === 'hour' ? '0 * * * *' : '* * * * *';
  if (schedule.perCompany) return '* * * * *';
  const [hh, mm] = schedule.daily.split(':').map(Number);
  return `${mm} ${hh} * * *`;
}

/**
 * The jobs on BullMQ (with REDIS_URL; docs/decisions.md, Jobs on BullMQ with Redis). Same
 * definitions as the embedded runner; BullMQ holds the state: a key is the job's id (dedupe while
 * the job is kept), retries back off exponentially, each schedule is a job scheduler (repeatable
 * job) whose tick adds that moment's keyed jobs, and a worker runs `concurrency` jobs at once.
 * Delivery is at least once, so effects are made exactly once by the database (handlers'
 * idempotency keys), never by the queue.
 */
export class BullMqEngine implements JobEngine {
  readonly kind = 'bullmq' as const;
  private readonly defs = new Map<string, StoredDefinition>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly connection: Redis;
  private workerConnection: Redis | null = null;
  readonly queue: Queue;
  private worker: Worker | null = null;
  private stopped: Promise<void> | null = null;
  private log: FastifyBaseLogger | null;
  private readonly backoff: { baseMs: number; maxMs: number };

  constructor(
    private readonly db: Database,
    private readonly opts: BullMqOptions,
  ) {
    this.log = opts.log ?? null;
    this.backoff = opts.backoff ?? { baseMs: 10_000, maxMs: 60 * 60_000 };
    // Adding jobs fails fast while Redis is away (a request waits seconds, not forever); the
    // worker's connection, which BullMQ blocks on, retries without limit (start()).
    this.connection = this.redis({ maxRetriesPerRequest: 3 });
    this.queue = new Queue(QUEUE_NAME, {
      connection: this.connection,
      prefix: opts.prefix,
      defaultJobOptions: {
        // Kept for dedupe and support as the embedded runner keeps its rows (done a day, at most
        // 20,000 of them; failed 30 days), then BullMQ drops them.
        removeOnComplete: { age: DAY / 1000, count: 20_000 },
        removeOnFail: { age: (30 * DAY) / 1000 },
        backoff: { type: 'teamline' },
      },
    });
    this.queue.on('error', (err) => this.log?.warn({ err }, 'job queue error'));
  }

  /** The prefix of the queue's Redis keys. */
  get prefix(): string {
    return this.opts.prefix;
  }

  attachLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  logger(): FastifyBaseLogger | null {
    return this.log;
  }

  now(): Date {
    return new Date();
  }

  define<S extends z.ZodType>(def: JobDefinition<S>): JobHandle<z.input<S>, string> {
    if (this.defs.has(def.name)) throw new Error(`Job '${def.name}' is defined twice`);
    this.defs.set(def.name, def as unknown as StoredDefinition);
    return { enqueue: (payload, opts) => this.enqueue(def.name, payload, opts) };
  }

  async enqueue(name: string, payload: unknown, opts: EnqueueOptions = {}): Promise<string> {
    const def = this.definition(name);
    def.schema.parse(payload);
    const delay = opts.runAt ? Math.max(0, new Date(opts.runAt).getTime() - Date.now()) : 0;
    const jobOpts = { delay, attempts: def.maxAttempts ?? 5 };
    if (!opts.key) {
      const job = await this.queue.add(name, payload, jobOpts);
      return job.id ?? '';
    }
    const jobId = jobIdOf(opts.key);
    if (opts.replace) {
      const existing = await this.queue.getJob(jobId);
      if (existing && existing.attemptsStarted === 0 && WAITING.has(await existing.getState())) {
        // A worker taking it meanwhile keeps it (remove fails on a locked job): it has started.
        await existing.remove().catch(() => undefined);
      }
    }
    // An existing id makes add() a no-op answering that job: the key dedupes.
    const job = await this.queue.add(name, payload, { ...jobOpts, jobId });
    return job.id ?? jobId;
  }

  async cancel(key: string): Promise<boolean> {
    const job = await this.queue.getJob(jobIdOf(key));
    if (!job || job.attemptsStarted > 0 || !WAITING.has(await job.getState())) return false;
    return job.remove().then(
      () => true,
      () => false,
    );
  }

  schedule(name: string, schedule: Schedule): void {
    this.definition(name);
    checkSchedule(schedule);
    this.schedules.set(name, schedule);
  }

  /** Upserts a job scheduler per schedule (every instance may: same id, same scheduler) and starts the worker. */
  async start(): Promise<void> {
    if (this.worker || this.stopped) return;
    for (const [name, schedule] of this.schedules) {
      // `immediately`: a (re)start fires at once; the moment's keys make it a no-op if done.
      await this.queue.upsertJobScheduler(
        `schedule.${name}`,
        { pattern: schedulePattern(schedule), tz: 'UTC', immediately: true },
        // A tick that fails (the database away) is retried: a daily one would otherwise wait a day.
        { name: SCHEDULE_TICK, data: { name }, opts: { attempts: 5, backoff: { type: 'teamline' } } },
      );
    }
    for (const s of await this.queue.getJobSchedulers()) {
      const name = s.key.startsWith('schedule.') ? s.key.slice('schedule.'.length) : null;
      if (name && !this.schedules.has(name)) await this.queue.removeJobScheduler(s.key);
    }
    this.workerConnection = this.redis({ maxRetriesPerRequest: null });
    this.worker = new Worker(QUEUE_NAME, (job) => this.process(job), {
      connection: this.workerConnection,
      prefix: this.opts.prefix,
      concurrency: this.opts.concurrency ?? 4,
      settings: { backoffStrategy: (attemptsMade) => backoffDelay(attemptsMade, this.backoff) },
    });
    this.worker.on('error', (err) => this.log?.warn({ err }, 'job worker error'));
    this.worker.on('failed', (job, err) =>
      this.log?.warn(
        {
          err,
          job: job?.name,
          jobId: job?.id,
          attempt: job?.attemptsMade,
          final: job?.finishedOn !== undefined,
        },
        'job failed',
      ),
    );
  }

  /** Waits for the jobs in flight, then closes the worker, the queue and their connection. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      await this.worker?.close();
      await this.queue.close();
      this.connection.disconnect();
      this.workerConnection?.disconnect();
    })();
    return this.stopped;
  }

  runDue(): Promise<{ done: number; failed: number }> {
    return Promise.reject(
      new Error('runDue drives the embedded runner (tests, TEST_CLOCK); BullMQ runs on the real time'),
    );
  }

  async counts(): Promise<JobCounts> {
    const c = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
    return {
      waiting: c.waiting ?? 0,
      active: c.active ?? 0,
      delayed: c.delayed ?? 0,
      failed: c.failed ?? 0,
      completed: c.completed ?? 0,
    };
  }

  private redis(opts: { maxRetriesPerRequest: number | null }): Redis {
    const redis = new Redis(this.opts.redisUrl, { ...opts, lazyConnect: true });
    redis.on('error', (err) => this.log?.warn({ err }, 'Redis (jobs) unreachable; reconnecting'));
    return redis;
  }

  private definition(name: string): StoredDefinition {
    const def = this.defs.get(name);
    if (!def) throw new Error(`No job named '${name}'`);
    return def;
  }

  private async process(job: Job): Promise<void> {
    if (job.name === SCHEDULE_TICK) return this.scheduleTick(job);
    const def = this.definition(job.name);
    const now = new Date();
    try {
      const payload: unknown = def.schema.parse(job.data);
      await def.handler(payload, { jobId: job.id ?? '', name: job.name, attempt: job.attemptsMade + 1, now });
    } catch (err) {
      // A payload its schema rejects fails at once, as on the embedded runner.
      if (err instanceof ZodError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  /** A scheduler fired: the moment's jobs, keyed as the embedded runner keys them. */
  private async scheduleTick(job: Job): Promise<void> {
    const name = String((job.data as { name?: unknown }).name);
    const schedule = this.schedules.get(name);
    // An instance of another release (a rolling deploy): retried, so one that knows it takes it.
    if (!schedule) throw new Error(`No schedule named '${name}' here`);
    const at = new Date(job.opts.prevMillis ?? job.timestamp);
    for (const due of await dueScheduledJobs(this.db, name, schedule, at)) {
      await this.enqueue(name, due.payload, { key: due.key });
    }
  }
}
