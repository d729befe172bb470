import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A clock a test server can move forward (docs/configuration.md, TEST_CLOCK): the job runner
 * reads it, so an e2e test sees a scheduled send go out when the clock reaches it without
 * waiting. Only with TEST_CLOCK=1 and NODE_ENV=test (loadConfig refuses it otherwise); it only
 * moves forward, and only the runner and the scheduler read it — sessions and tokens keep real time.
 */
export class TestClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock to `at` (never back). */
  set(at: Date): Date {
    this.offsetMs = Math.max(this.offsetMs, at.getTime() - Date.now());
    return this.now();
  }
}

const ZClockRequest = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
  advance_minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 366)
    .optional(),
});

/** POST /api/test/clock: registered only on a test server with TEST_CLOCK (app.ts). */
export function testClockRoutes(clock: TestClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/test/clock',
      {
        config: { public: true },
        schema: {
          tags: ['test'],
          summary: 'Test servers only (TEST_CLOCK): moves the job clock forward',
          body: ZClockRequest,
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        const { at, advance_minutes } = request.body;
        const target = at ? new Date(at) : new Date(clock.now().getTime() + (advance_minutes ?? 0) * 60_000);
        return { now: clock.set(target).toISOString() };
      },
    );
  };
}
