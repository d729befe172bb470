import {
  ZCheckinAcknowledgeRequest,
  ZHandAcknowledgeRequest,
  ZMemoResponseBundle,
  ZRaiseHandRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { responseBundle } from '../memos/inbox.service.js';
import { checkIn } from './checkins.service.js';
import { closeHand, raiseHand } from './hands.service.js';

const tags = ['employee app'];
const bundle = { 200: envelope(ZMemoResponseBundle) };

/** Spec §7 Employee app: raising a hand, closing it, checking in; each answers the response bundle. */
export const followupAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const me = async (userId: number, companyId: number) => {
    const m = await loadMembership(db, userId, companyId);
    authorize(m.member, 'followups.respond');
    return m.employee;
  };

  app.post(
    '/employee-hand/raise',
    {
      schema: {
        tags,
        summary: "Raises a hand: a note to the caller's managers (else the admins), who are notified",
        body: ZRaiseHandRequest,
        response: bundle,
      },
    },
    async (request) => {
      const { company_id, note, is_urgent } = request.body;
      const employee = await me(currentUser(request).id, company_id);
      await raiseHand({ db, realtime, employee, note, isUrgent: is_urgent });
      return ok(await responseBundle(db, employee));
    },
  );

  app.post(
    '/employee-hand/acknowledge',
    {
      schema: {
        tags,
        summary: 'The employee closes their raised hand',
        body: ZHandAcknowledgeRequest,
        response: bundle,
      },
    },
    async (request) => {
      const employee = await me(currentUser(request).id, request.body.company_id);
      await closeHand({ db, realtime, employee, id: request.body.id });
      return ok(await responseBundle(db, employee));
    },
  );

  app.post(
    '/employee-checkin/acknowledge',
    {
      schema: {
        tags,
        summary: 'The employee checks in on an open check-in with a note; their managers are notified',
        body: ZCheckinAcknowledgeRequest,
        response: bundle,
      },
    },
    async (request) => {
      const { company_id, id, note } = request.body;
      const employee = await me(currentUser(request).id, company_id);
      await checkIn({ db, realtime, employee, id, note });
      return ok(await responseBundle(db, employee));
    },
  );
};
