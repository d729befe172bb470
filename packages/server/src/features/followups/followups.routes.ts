import {
  ZCheckin,
  ZCheckinDeleteRequest,
  ZCheckinSaveRequest,
  ZFlaggedMessage,
  ZFlaggedOverview,
  ZFlaggedQuery,
  ZFollowupAcknowledgeRequest,
  ZFollowupIdQuery,
  ZRaisedHand,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { deleteCheckin, saveCheckin } from './checkins.service.js';
import { acknowledgeFollowup, findFollowup, followupOverview } from './followups.service.js';
import type { FollowupKind } from './followups-notify.js';
import { requireCheckins } from './followups-scope.js';

const tags = ['follow-ups'];

/** Spec §7: management's follow-ups — the flagged overview, one item, answering it; check-ins. */
export const followupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const manager = async (userId: number, companyId: number, kind?: FollowupKind) => {
    const { member } = await loadMembership(db, userId, companyId);
    authorize(member, 'followups.manage');
    if (kind === 'checkin') await requireCheckins(db, companyId);
    return member;
  };

  app.get(
    '/company/messages/flagged',
    {
      schema: {
        tags,
        summary:
          'Active flagged messages, raised hands and check-ins of the people the caller manages, awaiting-manager and urgent first',
        querystring: ZFlaggedQuery,
        response: { 200: envelope(ZFlaggedOverview) },
      },
    },
    async (request) => {
      const member = await manager(currentUser(request).id, request.query.company_id);
      return ok(await followupOverview({ db, member, employeeId: request.query.employee_id }));
    },
  );

  const itemRoutes = (path: string, kind: FollowupKind, schema: z.ZodType) => {
    app.get(
      path,
      { schema: { tags, querystring: ZFollowupIdQuery, response: { 200: envelope(schema) } } },
      async (request) => {
        const member = await manager(currentUser(request).id, request.query.company_id, kind);
        return ok(await findFollowup(db, member, kind, request.query.id));
      },
    );
    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'A manager answers the follow-up with a note; the employee is notified',
          body: ZFollowupAcknowledgeRequest,
          response: { 200: envelope(schema) },
        },
      },
      async (request) => {
        const { company_id, id, manager_note } = request.body;
        const member = await manager(currentUser(request).id, company_id, kind);
        const item = await acknowledgeFollowup({
          db,
          realtime,
          member,
          kind,
          id,
          note: manager_note ?? null,
        });
        return ok(item, [`${kind}_acknowledged`]);
      },
    );
  };
  itemRoutes('/message/flagged', 'flagged_message', ZFlaggedMessage);
  itemRoutes('/message/raised-hand', 'raised_hand', ZRaisedHand);
  itemRoutes('/message/checkin', 'checkin', ZCheckin);

  app.post(
    '/company/employee/checkin',
    {
      schema: {
        tags,
        summary:
          'Creates a check-in for an employee (due now unless due_at), or edits/defers one (id) not yet answered',
        body: ZCheckinSaveRequest,
        response: { 200: envelope(ZCheckin) },
      },
    },
    async (request) => {
      const { company_id, ...input } = request.body;
      const member = await manager(currentUser(request).id, company_id, 'checkin');
      const id = await saveCheckin({ db, realtime, member, input });
      return ok(await findFollowup(db, member, 'checkin', id), [
        input.id ? 'checkin_updated' : 'checkin_created',
      ]);
    },
  );

  app.delete(
    '/company/employee/checkin',
    { schema: { tags, body: ZCheckinDeleteRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const member = await manager(currentUser(request).id, request.body.company_id, 'checkin');
      await deleteCheckin({ db, realtime, member, id: request.body.id });
      return ok(null, ['checkin_deleted']);
    },
  );
};
