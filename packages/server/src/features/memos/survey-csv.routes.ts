import { type TSurveyAnswer, type TSurveyQuestion, ZMemoIdRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { attachment, toCsv } from '../../http/csv.js';
import { authorize } from '../../policies/index.js';
import { surveyResults } from './memo-stats.js';
import { parseJson } from './memos.presenter.js';
import { findMemo } from './memos.service.js';

/**
 * Survey downloads (spec §7 Surveys): survey/summary — one row per question and answer with its
 * count and whole percent of those who answered the question; survey/responses — one row per
 * employee who answered, one column per question. File names are spec §9's fallbacks.
 */
export const surveyCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const survey = async (userId: number, companyId: number, id: number) => {
    const { member } = await loadMembership(db, userId, companyId);
    authorize(member, 'memos.manage');
    return findMemo({ db, member, id, kind: 'survey' });
  };

  app.post(
    '/survey/summary',
    {
      schema: { tags: ['surveys'], summary: 'Answers per question and option, as CSV', body: ZMemoIdRequest },
    },
    async (request, reply) => {
      const memo = await survey(currentUser(request).id, request.body.company_id, request.body.id);
      const results = await surveyResults(db, memo);
      const lines = results.flatMap((q) => {
        const answered = q.options.reduce((n, o) => n + o.count, 0);
        return q.options.map((o) => [
          q.text,
          o.option,
          o.count,
          answered ? `${Math.round((o.count / answered) * 100)}%` : '0%',
        ]);
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('survey summary.csv'))
        .send(toCsv(['question', 'answer', 'responses', 'percent'], lines));
    },
  );

  app.post(
    '/survey/responses',
    {
      schema: {
        tags: ['surveys'],
        summary: 'One row per employee who answered, as CSV',
        body: ZMemoIdRequest,
      },
    },
    async (request, reply) => {
      const memo = await survey(currentUser(request).id, request.body.company_id, request.body.id);
      const questions = parseJson<TSurveyQuestion[]>(memo.options, []);
      const rows = await db
        .selectFrom('memo_responses as mr')
        .innerJoin('employees as e', 'e.id', 'mr.employee_id')
        .select(['e.id', 'e.name', 'mr.acknowledged_at', 'mr.survey_data'])
        .where('mr.memo_id', '=', memo.id)
        .where('mr.survey_data', 'is not', null)
        .orderBy('e.name')
        .orderBy('e.id')
        .execute();
      const places = await db
        .selectFrom('employee_locations as el')
        .innerJoin('locations as l', 'l.id', 'el.location_id')
        .innerJoin('memo_responses as mr', 'mr.employee_id', 'el.employee_id')
        .select(['el.employee_id', 'l.name'])
        .where('mr.memo_id', '=', memo.id)
        .orderBy('l.name')
        .execute();
      const placeNames = new Map<number, string[]>();
      for (const p of places)
        placeNames.set(p.employee_id, [...(placeNames.get(p.employee_id) ?? []), p.name]);
      const lines = rows.map((r) => {
        const answers = parseJson<TSurveyAnswer[]>(r.survey_data, []);
        return [
          r.id,
          r.name,
          (placeNames.get(r.id) ?? []).join('; '),
          r.acknowledged_at,
          ...questions.map((_, i) => answers.find((a) => a.question === i)?.answer ?? ''),
        ];
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('survey responses.csv'))
        .send(
          toCsv(
            ['employee_id', 'employee', 'locations', 'answered_at', ...questions.map((q) => q.question)],
            lines,
          ),
        );
    },
  );
};
