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
import type { EmployeeRow } from '../../db/schema.js';
import { envelope, ok } from '../../http/envelope.js';
import { guardCompany, membershipOf } from '../../http/guard.js';
import { readAcknowledgeInput } from '../memos/acknowledge-input.js';
import { acknowledgeMemo, answerSurvey } from '../memos/responses.service.js';
import { presentEmployeeInbox, presentOwnRecord, presentResponseBundle } from './employee-app.presenter.js';
import { loadEmployeeInbox, loadResponseBundle, openEmployeeMemo } from './employee-inbox.service.js';
import { flagMemo, unflagMemo } from './flag.service.js';
import { loadOwnRecord } from './own-record.service.js';

const tags = ['employee app'];
const bundle = { 200: envelope(ZMemoResponseBundle) };
const respond = { action: 'memos.respond' } as const;

/** Spec §7 Employee app: the caller's own inbox and what they do with a memo. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime, storage, limiter } = app.deps;
  /** Every write answers the caller's memo response bundle. */
  const bundleOf = async (employee: EmployeeRow) =>
    ok(presentResponseBundle(await loadResponseBundle({ db, employee })));

  app.post(
    '/app/employee-messages',
    {
      config: { company: 'body', ...respond },
      schema: {
        tags,
        summary:
          "The caller's inbox (messages and surveys, unread first) and live celebrations; memo_id opens one memo (marks it read) and answers only it",
        body: ZInboxRequest,
        response: { 200: envelope(ZInbox) },
      },
    },
    async (request) => {
      const { employee } = membershipOf(request);
      const { page, per_page, memo_id } = request.body;
      const view = memo_id
        ? await openEmployeeMemo({ db, realtime, employee, memoId: memo_id })
        : await loadEmployeeInbox({ db, employee, page, perPage: per_page });
      return ok(presentEmployeeInbox(view));
    },
  );

  app.get(
    '/app/company/get-employee/:company_id',
    {
      config: { company: 'params', ...respond },
      schema: {
        tags,
        summary: "The caller's own employee record in the company, with their memo counts and lists",
        params: z.object({ company_id: companyIdField }),
        response: { 200: envelope(ZEmployeeDetail) },
      },
    },
    async (request) => {
      const { employee } = membershipOf(request);
      return ok(presentOwnRecord(await loadOwnRecord({ db, employee })));
    },
  );

  app.post(
    '/employee-message/acknowledge',
    {
      // Multipart (or JSON): the handler reads the form, then the guard checks its company_id.
      config: { company: 'form', ...respond, idempotent: true },
      schema: {
        tags,
        summary:
          'Acknowledges a message: multipart (company_id, id, acknowledgement, optional image file) or JSON',
        response: bundle,
      },
    },
    async (request) => {
      const input = await readAcknowledgeInput(request);
      const { employee } = await guardCompany(request, input.company_id);
      await acknowledgeMemo({
        db,
        realtime,
        storage,
        limiter,
        employee,
        memoId: input.id,
        note: input.acknowledgement ?? null,
        photo: input.photo,
        onStorageError: (err, key) => request.log.warn({ err, key }, 'a replaced photo could not be removed'),
      });
      return bundleOf(employee);
    },
  );

  app.post(
    '/employee-message/flag',
    { config: { company: 'body', ...respond }, schema: { tags, body: ZFlagRequest, response: bundle } },
    async (request) => {
      const { employee } = membershipOf(request);
      const { id, note, is_urgent } = request.body;
      await flagMemo({ db, realtime, employee, memoId: id, note: note ?? null, isUrgent: is_urgent });
      return bundleOf(employee);
    },
  );

  app.post(
    '/employee-message/flag-remove',
    { config: { company: 'body', ...respond }, schema: { tags, body: ZMemoIdRequest, response: bundle } },
    async (request) => {
      const { employee } = membershipOf(request);
      await unflagMemo({ db, realtime, employee, memoId: request.body.id });
      return bundleOf(employee);
    },
  );

  app.post(
    '/employee-survey',
    {
      config: { company: 'body', ...respond },
      schema: { tags, body: ZSurveyAnswerRequest, response: bundle },
    },
    async (request) => {
      const { employee } = membershipOf(request);
      const { id, answers } = request.body;
      await answerSurvey({ db, realtime, employee, memoId: id, answers });
      return bundleOf(employee);
    },
  );
};
