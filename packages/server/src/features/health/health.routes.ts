import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseReachable } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            version: z.string(),
            database: z.string(),
            maintenance: z.boolean(),
          }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const onError = (err: unknown) => request.log.error({ err }, 'health: database unreachable');
      // The probe's own documented answer, not an API error: load balancers read `status`.
      if (!(await databaseReachable({ db: app.deps.db, onError })))
        return reply.status(503).send({ status: 'unavailable', message: 'database unreachable' });
      return {
        status: 'ok' as const,
        version: app.deps.version,
        database: app.deps.dialect,
        maintenance: app.deps.config.maintenance,
      };
    },
  );
};
