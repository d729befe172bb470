import {
  ZScheduledSend,
  ZScheduledSendCreateRequest,
  ZScheduledSendIdRequest,
  ZScheduledSendsPage,
  ZScheduledSendsQuery,
  ZScheduledSendUpdateRequest,
  ZSendablesPage,
  ZSendablesQuery,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ScheduledSendRow } from '../../db/schema-schedules.js';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { pageInfo } from '../../http/paging.js';
import type { Member } from '../../policies/member.js';
import { listSchedules, listSendables } from './schedule-lists.js';
import { loadSchedulePage } from './schedule-page.js';
import { presentSchedule } from './scheduled-sends.presenter.js';
import { createSchedule, deleteSchedule, findSchedule, updateSchedule } from './scheduled-sends.service.js';

const tags = ['scheduled-sends'];
// Scheduled sends are template sends over time: the same management action (decisions.md).
const manage = { action: 'memo_template_sends.manage' } as const;
const one = { 200: envelope(ZScheduledSend) };
const P = '/scheduled-sends';

/**
 * Spec §7 Scheduled sends (docs/decisions.md, Scheduled sends): list (paged; a date range for
 * the calendar), list-sendables, get, create, update (drag-to-reschedule too), delete. The
 * every-minute job that sends them is scheduled-sends.jobs.ts.
 */
export const scheduledSendRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app.deps;

  const present = async (member: Member, row: ScheduledSendRow) => {
    const page = await loadSchedulePage({ db, member, rows: [row], range: null });
    return presentSchedule(row, page);
  };

  app.post(
    `${P}/list`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: "The caller's schedules by next occurrence; with from/to, the occurrences and runs in it",
        body: ZScheduledSendsQuery,
        response: { 200: envelope(ZScheduledSendsPage) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const query = request.body;
      const { rows, total } = await listSchedules({ db, member, query });
      const range = query.from && query.to ? { from: new Date(query.from), to: new Date(query.to) } : null;
      const page = await loadSchedulePage({ db, member, rows, range });
      return ok({
        scheduled_sends: rows.map((r) => presentSchedule(r, page)),
        ...pageInfo({ total, page: query.page, perPage: query.per_page }),
        terms: query.terms,
        filters: { from: query.from ?? null, to: query.to ?? null },
      });
    },
  );

  app.post(
    `${P}/list-sendables`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'What can be scheduled: templates (not archived), then draft sends, by name',
        body: ZSendablesQuery,
        response: { 200: envelope(ZSendablesPage) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const query = request.body;
      const { rows, total } = await listSendables({ db, member, query });
      return ok({
        sendables: rows,
        ...pageInfo({ total, page: query.page, perPage: query.per_page }),
        terms: query.terms,
      });
    },
  );

  app.get(
    `${P}/get`,
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'A schedule with its last 50 runs',
        querystring: ZScheduledSendIdRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(await present(member, await findSchedule({ db, member, id: request.query.id })));
    },
  );

  app.post(
    `${P}/create`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: { tags, summary: 'Schedules a sendable', body: ZScheduledSendCreateRequest, response: one },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await createSchedule({ db, member, input: request.body, now: jobs.now() });
      return ok(await present(member, row));
    },
  );

  app.put(
    `${P}/update`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Edits a schedule (only the fields sent); its next occurrence is recomputed from now',
        body: ZScheduledSendUpdateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const schedule = await findSchedule({ db, member, id: request.body.id });
      const row = await updateSchedule({ db, member, schedule, input: request.body, now: jobs.now() });
      return ok(await present(member, row));
    },
  );

  app.delete(
    `${P}/delete`,
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZScheduledSendIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const member = memberOf(request);
      await deleteSchedule(db, await findSchedule({ db, member, id: request.body.id }));
      return ok(null, ['scheduled_send_deleted']);
    },
  );
};
