import type { TSurveyAnswer, TSurveyQuestion } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { toCsv } from '../../http/csv.js';
import type { Member } from '../../policies/member.js';
import { surveyResults } from './memo-stats.js';
import { parseJson } from './memos.presenter.js';
import { findMemo } from './memos.service.js';

/**
 * Survey downloads (spec §7 Surveys) of a survey the caller manages: survey/summary — one row per
 * question and answer with its count and whole percent of those who answered the question;
 * survey/responses — one row per employee who answered, one column per question. File names
 * are spec §9's fallbacks.
 */

export interface CsvFile {
  filename: string;
  csv: string;
}

export async function surveySummaryCsv(opts: { db: Database; member: Member; id: number }): Promise<CsvFile> {
  const memo = await findMemo({ ...opts, kind: 'survey' });
  const results = await surveyResults({ db: opts.db, memo });
  const lines = results.flatMap((q) => {
    const answered = q.options.reduce((n, o) => n + o.count, 0);
    return q.options.map((o) => [
      q.text,
      o.option,
      o.count,
      answered ? `${Math.round((o.count / answered) * 100)}%` : '0%',
    ]);
  });
  return {
    filename: 'survey summary.csv',
    csv: toCsv(['question', 'answer', 'responses', 'percent'], lines),
  };
}

export async function surveyResponsesCsv(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<CsvFile> {
  const { db } = opts;
  const memo = await findMemo({ ...opts, kind: 'survey' });
  const questions = parseJson<TSurveyQuestion[]>(memo.options, []);
  const [rows, places] = await Promise.all([
    db
      .selectFrom('memo_responses as mr')
      .innerJoin('employees as e', 'e.id', 'mr.employee_id')
      .select(['e.id', 'e.name', 'mr.acknowledged_at', 'mr.survey_data'])
      .where('mr.memo_id', '=', memo.id)
      .where('mr.survey_data', 'is not', null)
      .orderBy('e.name')
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('employee_locations as el')
      .innerJoin('locations as l', 'l.id', 'el.location_id')
      .innerJoin('memo_responses as mr', 'mr.employee_id', 'el.employee_id')
      .select(['el.employee_id', 'l.name'])
      .where('mr.memo_id', '=', memo.id)
      .orderBy('l.name')
      .execute(),
  ]);
  const placeNames = new Map<number, string[]>();
  for (const p of places) placeNames.set(p.employee_id, [...(placeNames.get(p.employee_id) ?? []), p.name]);
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
  return {
    filename: 'survey responses.csv',
    csv: toCsv(
      ['employee_id', 'employee', 'locations', 'answered_at', ...questions.map((q) => q.question)],
      lines,
    ),
  };
}
