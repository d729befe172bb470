import {
  ZAudience,
  ZAudienceCreateRequest,
  ZAudiencesPage,
  ZAudiencesQuery,
  ZAudienceUpdateRequest,
  ZCompanyIdRequest,
  ZCompanyScoped,
  ZIdName,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { pageInfo } from '../../http/paging.js';
import { authorize } from '../../policies/index.js';
import { presentIdName } from '../locations/locations.presenter.js';
import { presentAudience } from './audiences.presenter.js';
import {
  countAudienceEmployees,
  createAudience,
  deleteAudience,
  getAudience,
  listAudiencesPage,
  listLiveAudiences,
  updateAudience,
} from './audiences.service.js';

const tags = ['audiences'];

export const audienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/company/audience',
    { schema: { tags, querystring: ZCompanyIdRequest, response: { 200: envelope(ZAudience) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'places.view');
      const row = await getAudience({ db, companyId: member.companyId, audienceId: request.query.id });
      const counts = await countAudienceEmployees({ db, companyId: member.companyId, audienceIds: [row.id] });
      return ok(presentAudience(row, counts.get(row.id)));
    },
  );

  app.post(
    '/company/audience',
    { schema: { tags, body: ZAudienceCreateRequest, response: { 200: envelope(ZAudience) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'places.manage');
      return ok(
        presentAudience(await createAudience({ db, companyId: member.companyId, name: request.body.name })),
      );
    },
  );

  app.put(
    '/company/audience',
    { schema: { tags, body: ZAudienceUpdateRequest, response: { 200: envelope(ZAudience) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'places.manage');
      const { id, name } = request.body;
      const row = await updateAudience({ db, companyId: member.companyId, audienceId: id, name });
      const counts = await countAudienceEmployees({ db, companyId: member.companyId, audienceIds: [row.id] });
      return ok(presentAudience(row, counts.get(row.id)));
    },
  );

  app.delete(
    '/company/audience',
    { schema: { tags, body: ZCompanyIdRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'places.manage');
      await deleteAudience({ db, companyId: member.companyId, audienceId: request.body.id });
      return ok(null, ['audience_deleted']);
    },
  );

  app.get(
    '/audiences',
    {
      schema: {
        tags,
        summary: 'Live audiences, paged, searched by name, with employee counts',
        querystring: ZAudiencesQuery,
        response: { 200: envelope(ZAudiencesPage) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'places.view');
      const query = request.query;
      const { rows, total } = await listAudiencesPage({ db, companyId: member.companyId, query });
      const counts = await countAudienceEmployees({
        db,
        companyId: member.companyId,
        audienceIds: rows.map((r) => r.id),
      });
      return ok({
        audiences: rows.map((r) => presentAudience(r, counts.get(r.id))),
        ...pageInfo({ total, page: query.page, perPage: query.per_page }),
        sort_by: query.sort_by,
        sort_direction: query.sort_direction,
        terms: query.terms,
      });
    },
  );

  app.get(
    '/audiences-list',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZIdName)) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'company.view');
      return ok((await listLiveAudiences({ db, companyId: member.companyId })).map(presentIdName));
    },
  );
};
