import {
  companyIdField,
  ZEmployeeDetail,
  ZFlagRequest,
  ZInbox,
  ZInboxRequest,
  ZMemoIdRequest,
  ZMemoResponseBundle,
  ZSurveyAnswerRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { pageInfo } from '../../http/paging.js';
import { authorize } from '../../policies/index.js';
import { presentEmployeeDetail } from '../employees/employees.presenter.js';
import { loadRelations } from '../employees/employees-relations.js';
import { readAcknowledgeInput, savePhoto } from './acknowledge-input.js';
import { employeeMemoFields } from './employee-memos.js';
import {
  findInboxItem,
  listCelebrations,
  listInbox,
  presentInbox,
  presentWithCelebrations,
  responseBundle,
} from './inbox.service.js';
import { acknowledgeMemo, answerSurvey, flagMemo, openMemo, unflagMemo } from './responses.service.js';

const tags = ['employee app'];
const bundle = { 200: envelope(ZMemoResponseBundle) };

/** Spec §7 Employee app: the caller's own inbox and what they do with a memo. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const me = async (userId: number, companyId: number) => {
    const m = await loadMembership(db, userId, companyId);
    authorize(m.member, 'memos.respond');
    return m.employee;
  };

  app.post(
    '/app/employee-messages',
    {
      schema: {
        tags,
        summary:
          "The caller's inbox (messages and surveys, unread first) and live celebrations; memo_id opens one memo (marks it read) and answers only it",
        body: ZInboxRequest,
        response: { 200: envelope(ZInbox) },
      },
    },
    async (request) => {
      const { company_id, page, per_page, memo_id } = request.body;
      const employee = await me(currentUser(request).id, company_id);
      if (memo_id) {
        const item = await openMemo(db, employee, memo_id);
        const { unread } = await listInbox({ db, employee, page: 1, perPage: 1 });
        const one = await presentInbox(db, employee, [item]);
        const celebration = item.memo.kind === 'celebration';
        return ok({
          memos: celebration ? [] : one,
          unread_count: unread,
          celebrations: celebration ? one : [],
          ...pageInfo({ total: 1, page: 1, perPage: 1 }),
        });
      }
      const [{ items, total, unread }, celebrationItems] = await Promise.all([
        listInbox({ db, employee, page, perPage: per_page }),
        listCelebrations(db, employee),
      ]);
      const { memos, celebrations } = await presentWithCelebrations(db, employee, items, celebrationItems);
      return ok({
        memos,
        unread_count: unread,
        celebrations,
        ...pageInfo({ total, page, perPage: per_page }),
      });
    },
  );

  app.get(
    '/app/company/get-employee/:company_id',
    {
      schema: {
        tags,
        summary: "The caller's own employee record in the company, with their memo counts and lists",
        params: z.object({ company_id: companyIdField }),
        response: { 200: envelope(ZEmployeeDetail) },
      },
    },
    async (request) => {
      const employee = await me(currentUser(request).id, request.params.company_id);
      const rel = await loadRelations({ db, companyId: employee.company_id, ids: [employee.id] });
      return ok({ ...presentEmployeeDetail(employee, rel), ...(await employeeMemoFields(db, employee.id)) });
    },
  );

  app.post(
    '/employee-message/acknowledge',
    {
      schema: {
        tags,
        summary:
          'Acknowledges a message: multipart (company_id, id, acknowledgement, optional image file) or JSON',
        response: bundle,
      },
    },
    async (request) => {
      const input = await readAcknowledgeInput(request);
      const employee = await me(currentUser(request).id, input.company_id);
      await findInboxItem(db, employee, input.id);
      const photo = input.photo ? await savePhoto(app.deps.storage, employee.company_id, input.photo) : null;
      await acknowledgeMemo({ db, employee, memoId: input.id, note: input.acknowledgement ?? null, photo });
      return ok(await responseBundle(db, employee));
    },
  );

  app.post(
    '/employee-message/flag',
    { schema: { tags, body: ZFlagRequest, response: bundle } },
    async (request) => {
      const { company_id, id, note, is_urgent } = request.body;
      const employee = await me(currentUser(request).id, company_id);
      await flagMemo({
        db,
        realtime: app.deps.realtime,
        employee,
        memoId: id,
        note: note ?? null,
        isUrgent: is_urgent,
      });
      return ok(await responseBundle(db, employee));
    },
  );

  app.post(
    '/employee-message/flag-remove',
    { schema: { tags, body: ZMemoIdRequest, response: bundle } },
    async (request) => {
      const employee = await me(currentUser(request).id, request.body.company_id);
      await unflagMemo({ db, realtime: app.deps.realtime, employee, memoId: request.body.id });
      return ok(await responseBundle(db, employee));
    },
  );

  app.post(
    '/employee-survey',
    { schema: { tags, body: ZSurveyAnswerRequest, response: bundle } },
    async (request) => {
      const { company_id, id, answers } = request.body;
      const employee = await me(currentUser(request).id, company_id);
      await answerSurvey({ db, employee, memoId: id, answers });
      return ok(await responseBundle(db, employee));
    },
  );
};
