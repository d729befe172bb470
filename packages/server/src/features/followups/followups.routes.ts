import {
  ZCheckin,
  ZCheckinDeleteRequest,
  ZCheckinSaveRequest,
  ZFlaggedMessage,
  ZFlaggedOverview,
  ZFlaggedQuery,
  ZFollowupAcknowledgeRequest,
  ZFollowupCloseRequest,
  ZFollowupIdQuery,
  ZRaisedHand,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import type { FollowupKind } from '../notifications/followup-notices.js';
import { deleteCheckin, saveCheckin } from './checkins.service.js';
import { type ClosableKind, closeFollowup } from './close.service.js';
import { presentCheckin, presentFollowup, presentFollowupOverview } from './followups.presenter.js';
import { acknowledgeFollowup, findFollowup, loadFollowupOverview } from './followups.service.js';

const tags = ['follow-ups'];

/**
 * Spec §7: management's follow-ups — the flagged overview, one item, answering it; check-ins.
 * The guard admits management; the services narrow to the caller's people (404 for others) and
 * answer 403 for check-ins while the company's flag is off.
 */
export const followupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;

  app.get(
    '/company/messages/flagged',
    {
      config: { company: 'query', action: 'followups.manage' },
      schema: {
        tags,
        summary:
          'Flagged messages, raised hands and check-ins of the people the caller manages: open (awaiting a manager, urgent first) or answered (history, latest first)',
        querystring: ZFlaggedQuery,
        response: { 200: envelope(ZFlaggedOverview) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { employee_id, status } = request.query;
      const overview = await loadFollowupOverview({ db, member, employeeId: employee_id, tab: status });
      return ok(presentFollowupOverview(overview));
    },
  );

  const itemRoutes = (path: string, kind: FollowupKind, schema: z.ZodType) => {
    app.get(
      path,
      {
        config: { company: 'query', action: 'followups.manage' },
        schema: { tags, querystring: ZFollowupIdQuery, response: { 200: envelope(schema) } },
      },
      async (request) => {
        const item = await findFollowup({ db, member: memberOf(request), kind, id: request.query.id });
        return ok(presentFollowup(item));
      },
    );
    app.post(
      path,
      {
        config: { company: 'body', action: 'followups.manage' },
        schema: {
          tags,
          summary: 'A manager answers the follow-up with a note; the employee is notified',
          body: ZFollowupAcknowledgeRequest,
          response: { 200: envelope(schema) },
        },
      },
      async (request) => {
        const { id, manager_note } = request.body;
        const member = memberOf(request);
        const item = await acknowledgeFollowup({
          db,
          realtime,
          member,
          kind,
          id,
          note: manager_note ?? null,
        });
        return ok(presentFollowup(item), [`${kind}_acknowledged`]);
      },
    );
  };
  const closeRoute = (path: string, kind: ClosableKind, schema: z.ZodType) =>
    app.post(
      `${path}/close`,
      {
        config: { company: 'body', action: 'followups.manage' },
        schema: {
          tags,
          summary: 'A manager closes an answered follow-up the employee has not closed',
          body: ZFollowupCloseRequest,
          response: { 200: envelope(schema) },
        },
      },
      async (request) => {
        const item = await closeFollowup({
          db,
          realtime,
          member: memberOf(request),
          kind,
          id: request.body.id,
        });
        return ok(presentFollowup(item), [`${kind}_closed`]);
      },
    );
  closeRoute('/message/flagged', 'flagged_message', ZFlaggedMessage);
  closeRoute('/message/raised-hand', 'raised_hand', ZRaisedHand);
  itemRoutes('/message/flagged', 'flagged_message', ZFlaggedMessage);
  itemRoutes('/message/raised-hand', 'raised_hand', ZRaisedHand);
  itemRoutes('/message/checkin', 'checkin', ZCheckin);

  app.post(
    '/company/employee/checkin',
    {
      config: { company: 'body', action: 'followups.manage' },
      schema: {
        tags,
        summary:
          'Creates a check-in for an employee (due now unless due_at), or edits/defers one (id) not yet answered',
        body: ZCheckinSaveRequest,
        response: { 200: envelope(ZCheckin) },
      },
    },
    async (request) => {
      const input = request.body;
      const saved = await saveCheckin({ db, realtime, member: memberOf(request), input });
      return ok(presentCheckin(saved.row, saved.names), [input.id ? 'checkin_updated' : 'checkin_created']);
    },
  );

  app.delete(
    '/company/employee/checkin',
    {
      config: { company: 'body', action: 'followups.manage' },
      schema: { tags, body: ZCheckinDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteCheckin({ db, realtime, member: memberOf(request), id: request.body.id });
      return ok(null, ['checkin_deleted']);
    },
  );
};
