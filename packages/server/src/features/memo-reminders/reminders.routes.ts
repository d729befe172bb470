import { MEMO_KINDS, ZMemoReminders, ZMemoRemindersQuery } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { findMemo } from '../memos/memos.service.js';
import { memoReminderHistory } from './reminders.service.js';

/** A memo's reminder and escalation history (management; the memo's scope as memos/get). */
export const memoReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/memos/reminders',
    {
      config: { company: 'query', action: 'memos.manage' },
      schema: {
        tags: ['memos'],
        summary: "A memo's reminders and escalation digests, step by step",
        querystring: ZMemoRemindersQuery,
        response: { 200: envelope(ZMemoReminders) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const memo = await findMemo({ db, member, id: request.query.id, kind: MEMO_KINDS });
      return ok(await memoReminderHistory(db, memo));
    },
  );
};
