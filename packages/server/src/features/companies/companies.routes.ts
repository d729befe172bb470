import { companyIdField, ZCompany, ZManager } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { presentCompany } from './companies.presenter.js';
import { listManagers } from './companies.service.js';

const ZCompanyQuery = z.object({ company_id: companyIdField });

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/company/details',
    { schema: { tags: ['company'], querystring: ZCompanyQuery, response: { 200: envelope(ZCompany) } } },
    async (request) => {
      const { company, member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'company.view');
      return ok(await presentCompany(db, company, member));
    },
  );

  app.get(
    '/company/managers',
    {
      schema: {
        tags: ['company'],
        querystring: ZCompanyQuery,
        response: { 200: envelope(z.array(ZManager)) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'company.managers.list');
      return ok(await listManagers({ db, companyId: member.companyId }));
    },
  );
};
