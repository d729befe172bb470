import { ZCelebrateRequest, ZCelebrationAcknowledgeRequest, ZMemoResponseBundle } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmployeeRow } from '../../db/schema.js';
import { envelope, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/guard.js';
import { acknowledgeCelebration, celebrate, findOwnCelebration } from '../celebrations/celebrate.service.js';
import { presentResponseBundle } from './employee-app.presenter.js';
import { loadResponseBundle } from './employee-inbox.service.js';

const tags = ['celebrations'];
const bundle = { 200: envelope(ZMemoResponseBundle) };
const config = { company: 'body', action: 'memos.respond' } as const;

/**
 * Spec §7 Employee app: celebrating a colleague's celebration addressed to the caller, and
 * acknowledging it; both answer the memo response bundle.
 */
export const celebrateAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const bundleOf = async (employee: EmployeeRow) =>
    ok(presentResponseBundle(await loadResponseBundle({ db, employee })));

  app.post(
    '/employee-celebrate',
    {
      config,
      schema: {
        tags,
        summary:
          'Celebrates a celebration addressed to the caller with one of the options (again: replaces it)',
        body: ZCelebrateRequest,
        response: bundle,
      },
    },
    async (request) => {
      const { employee } = membershipOf(request);
      const { id, option } = request.body;
      const { memo } = await findOwnCelebration(db, employee, id);
      await celebrate({ db, realtime, by: employee, memo, option });
      return bundleOf(employee);
    },
  );

  app.post(
    '/employee-celebrate/acknowledge',
    { config, schema: { tags, body: ZCelebrationAcknowledgeRequest, response: bundle } },
    async (request) => {
      const { employee } = membershipOf(request);
      await acknowledgeCelebration(
        { db, realtime },
        employee,
        await findOwnCelebration(db, employee, request.body.id),
      );
      return bundleOf(employee);
    },
  );
};
