import { ZCheckinTopic, ZCheckinTopicsRequest, ZCompanyScoped } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { listCheckinTopics, replaceCheckinTopics } from './checkin-topics.service.js';

const tags = ['settings'];

/** Check-in topics (Settings › Check-ins): every member reads them; admins replace the list. */
export const checkinTopicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/company/checkins',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZCheckinTopic)) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'company.view');
      return ok(await listCheckinTopics({ db, companyId: member.companyId }));
    },
  );

  app.post(
    '/company/checkins',
    {
      schema: {
        tags,
        summary: 'Replaces the check-in topics with the list given, in its order',
        body: ZCheckinTopicsRequest,
        response: { 200: envelope(z.array(ZCheckinTopic)) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'settings.manage');
      return ok(await replaceCheckinTopics({ db, companyId: member.companyId, topics: request.body.topics }));
    },
  );
};
