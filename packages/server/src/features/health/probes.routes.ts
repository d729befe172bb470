import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness } from './readiness.js';

const ZCheck = z.object({
  name: z.enum(['shutdown', 'database', 'migrations', 'redis']),
  ok: z.boolean(),
  detail: z.string().optional(),
});
const ZReady = z.object({ status: z.enum(['ready', 'unready']), checks: z.array(ZCheck) });

/**
 * Probes for an orchestrator (docs/deployment.md, Monitoring): liveness says the process answers
 * (restart it if not); readiness says it should get traffic (503 while shutting down, or while the
 * database, its migrations or Redis are not there). Both public, like /api/health, and kept out of
 * maintenance mode.
 */
export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const migrationsSeenDone = { value: false };

  app.get(
    '/health/live',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('alive') }) } },
    },
    async () => ({ status: 'alive' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: ZReady, 503: ZReady } },
    },
    async (request, reply) => {
      const checks = await readiness({
        db: app.deps.db,
        draining: app.httpDrain.draining,
        redisReachable: () => app.deps.realtime.redisReachable(),
        onError: (err) => request.log.error({ err }, 'readiness: a check failed'),
        migrationsSeenDone,
      });
      const ready = checks.every((c) => c.ok);
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unready', checks });
    },
  );
};
