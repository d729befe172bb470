import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { loadBilling } from '../../policies/billing.js';
import { saveBilling } from './billing-state.js';

/**
 * POST /api/test/billing/trial { company_id, ends_at }: moves a company's trial end, so an
 * end-to-end spec sees a trial that ended. Registered only on a test server with TEST_CLOCK
 * (app.ts; refused outside NODE_ENV=test), like POST /api/test/clock.
 */
export const billingTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/billing/trial',
    {
      config: { public: true },
      schema: {
        hide: true,
        body: z.object({ company_id: z.number().int().positive(), ends_at: z.iso.datetime() }),
        response: { 200: envelope(z.object({ trial_ends_at: z.string() })) },
      },
    },
    async (request) => {
      const { db, config } = app.deps;
      const company = await db
        .selectFrom('companies')
        .select(['id', 'created_at'])
        .where('id', '=', request.body.company_id)
        .executeTakeFirst();
      if (!company) throw notFound('Company not found');
      const rec = await loadBilling(db, company, config.billing);
      await saveBilling(db, rec, { trial_ends_at: request.body.ends_at });
      return ok({ trial_ends_at: request.body.ends_at });
    },
  );
};
