import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../http/envelope.js';

/**
 * The end-to-end tests' clock (TEST_CLOCK=on, refused unless NODE_ENV=test; docs/configuration.md).
 * The job runner reads the time through it, so a test moves time forward for the jobs alone —
 * reminders, escalations, publishing — while HTTP requests and the database keep the real time.
 * Off (the default, and always in production), the runner keeps the real clock and the route
 * below does not exist.
 */
export class TestClock {
  private offsetMs = 0;

  /** The clock the job runner is built with. */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}

const ZAdvance = z.object({
  minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60),
});

/** POST /api/test-clock/advance { minutes }: moves the runner's clock, then runs every due job. */
export const testClockRoutes =
  (clock: TestClock): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/test-clock/advance',
      {
        config: { public: true },
        schema: {
          hide: true,
          body: ZAdvance,
          response: { 200: envelope(z.object({ now: z.string(), done: z.number(), failed: z.number() })) },
        },
      },
      async (request) => {
        const now = clock.advance(request.body.minutes * 60_000);
        const { done, failed } = await app.deps.jobs.runDue(now);
        return ok({ now: now.toISOString(), done, failed });
      },
    );
  };
