import { ZCompany, ZCompanyScoped, ZManager } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf, membershipOf } from '../../http/guard.js';
import { presentCompany } from './companies.presenter.js';
import { listManagers } from './companies.service.js';
import { companyDetails } from './company-details-cache.js';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/company/details',
    {
      config: { company: 'query', action: 'company.view' },
      schema: { tags: ['company'], querystring: ZCompanyScoped, response: { 200: envelope(ZCompany) } },
    },
    async (request) => {
      const { company, member } = membershipOf(request);
      const details = await companyDetails({ db, company, billing: config.billing });
      return ok(presentCompany(company, details, member));
    },
  );

  app.get(
    '/company/managers',
    {
      config: { company: 'query', action: 'company.managers.list' },
      schema: {
        tags: ['company'],
        querystring: ZCompanyScoped,
        response: { 200: envelope(z.array(ZManager)) },
      },
    },
    async (request) => ok(await listManagers({ db, companyId: memberOf(request).companyId })),
  );
};
