import { ZCheckinTopic, ZCheckinTopicsRequest, ZCompanyScoped } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { listCheckinTopics, replaceCheckinTopics } from './checkin-topics.service.js';

const tags = ['settings'];

/** Check-in topics (Settings › Check-ins): every member reads them; admins replace the list. */
export const checkinTopicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/company/checkins',
    {
      config: { company: 'query', action: 'company.view' },
      schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZCheckinTopic)) } },
    },
    async (request) => ok(await listCheckinTopics({ db, companyId: memberOf(request).companyId })),
  );

  app.post(
    '/company/checkins',
    {
      config: { company: 'body', action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Replaces the check-in topics with the list given, in its order',
        body: ZCheckinTopicsRequest,
        response: { 200: envelope(z.array(ZCheckinTopic)) },
      },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      return ok(await replaceCheckinTopics({ db, companyId, topics: request.body.topics }));
    },
  );
};
