import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../http/envelope.js';

/**
 * The end-to-end tests' clock (TEST_CLOCK, refused unless NODE_ENV=test; docs/configuration.md).
 * The job runner reads the time through it, so a spec moves time forward for the jobs alone —
 * scheduled sends, reminders, escalations — while HTTP requests, sessions and the database keep
 * the real time. It only moves forward. Off (the default, and always in production), the runner
 * keeps the real clock and the route below does not exist.
 */
export class TestClock {
  private offsetMs = 0;
  private claimHoldMs = 0;

  /** The clock the job runner is built with. */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Moves the clock to `at` (never back). */
  set(at: Date): Date {
    this.offsetMs = Math.max(this.offsetMs, at.getTime() - Date.now());
    return this.now();
  }

  advance(ms: number): Date {
    this.offsetMs += Math.max(0, ms);
    return this.now();
  }

  /**
   * The crash tests' failpoint: a scheduled occurrence, once claimed, waits this long inside its
   * transaction (set by the clock call's `hold_claim_ms`), so a test can kill the process while the
   * claim is surely open instead of racing a commit.
   */
  holdClaims(ms: number): void {
    this.claimHoldMs = ms;
  }

  readonly afterClaim = async (): Promise<void> => {
    if (this.claimHoldMs > 0) await new Promise((resolve) => setTimeout(resolve, this.claimHoldMs));
  };
}

const ZClockRequest = z
  .object({
    /** Move to this moment (never back)... */
    at: z.iso.datetime({ offset: true }).optional(),
    /** ...or forward by this many minutes. */
    advance_minutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 366)
      .optional(),
    /** Hold each scheduled occurrence this long after its claim, inside its transaction (0 ends it). */
    hold_claim_ms: z.number().int().min(0).max(120_000).optional(),
  })
  .refine((v) => (v.at === undefined) !== (v.advance_minutes === undefined), {
    message: 'Give at or advance_minutes',
    path: ['at'],
  });

/**
 * POST /api/test/clock { at } or { advance_minutes }: moves the runner's clock, then runs every
 * job now due, so a spec sees what the minute tick would have done. Registered only on a test
 * server with TEST_CLOCK (app.ts).
 */
export const testClockRoutes =
  (clock: TestClock): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/test/clock',
      {
        config: { public: true },
        schema: {
          hide: true,
          body: ZClockRequest,
          response: { 200: envelope(z.object({ now: z.string(), done: z.number(), failed: z.number() })) },
        },
      },
      async (request) => {
        const { at, advance_minutes, hold_claim_ms } = request.body;
        if (hold_claim_ms !== undefined) clock.holdClaims(hold_claim_ms);
        const now = at ? clock.set(new Date(at)) : clock.advance((advance_minutes ?? 0) * 60_000);
        const { done, failed } = await app.deps.jobs.runDue(now);
        return ok({ now: now.toISOString(), done, failed });
      },
    );
  };
