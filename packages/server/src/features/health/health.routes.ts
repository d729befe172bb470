import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

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
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.deps.db);
      } catch (err) {
        app.log.error({ err }, 'health: database unreachable');
        return reply.status(503).send({ status: 'unavailable', message: 'database unreachable' });
      }
      return {
        status: 'ok' as const,
        version: app.deps.version,
        database: app.deps.dialect,
        maintenance: app.deps.config.maintenance,
      };
    },
  );
};
