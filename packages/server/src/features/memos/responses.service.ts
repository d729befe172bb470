import { MEMO_TEXT, type TSurveyAnswer, type TSurveyQuestion } from '@teamline/shared';
import type { Updateable } from 'kysely';
import type { Database } from '../../db/index.js';
import type { EmployeeRow, MemoResponseRow, MemoResponsesTable } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import { managersOf } from '../../policies/followup.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { followupUpdated, notifyPerson } from '../notifications/followup-notices.js';
import { findInboxItem, type InboxItem, localizedQuestions } from './inbox.service.js';
import { parseJson } from './memos.presenter.js';

/**
 * What an employee does with a memo of their inbox: open (read), acknowledge (optionally with a
 * note and a photo), flag a flaggable message and remove the flag, answer a survey. Each write
 * also marks the memo read. Another employee's or company's memo answers 404.
 */

async function save(db: Database, r: MemoResponseRow, changes: Updateable<MemoResponsesTable>) {
  const now = new Date().toISOString();
  await db
    .updateTable('memo_responses')
    .set({ read_at: r.read_at ?? now, ...changes, updated_at: now })
    .where('id', '=', r.id)
    .execute();
}

export async function openMemo(db: Database, employee: EmployeeRow, memoId: number): Promise<InboxItem> {
  const item = await findInboxItem(db, employee, memoId);
  if (!item.response.read_at) await save(db, item.response, {});
  return findInboxItem(db, employee, memoId);
}

export interface Photo {
  file: string;
  mime: string;
  size: number;
}

/** Acknowledging again replaces the note (and photo) and keeps the first acknowledged_at. */
export async function acknowledgeMemo(opts: {
  db: Database;
  employee: EmployeeRow;
  memoId: number;
  note: string | null;
  photo: Photo | null;
}): Promise<void> {
  const { response, memo } = await findInboxItem(opts.db, opts.employee, opts.memoId);
  if (memo.kind === 'survey') throw invalid({ id: [MEMO_TEXT.answerTheSurvey] });
  const now = new Date().toISOString();
  await save(opts.db, response, {
    acknowledged_at: response.acknowledged_at ?? now,
    acknowledgement: opts.note,
    acknowledgement_data: JSON.stringify({ note: opts.note, photo: opts.photo }),
  });
}

/**
 * Flags a flaggable ('standard') message for a manager's follow-up; the employee's manager is
 * named, their managers (else the admins) are notified and management's lists refresh.
 */
export async function flagMemo(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  memoId: number;
  note: string | null;
  isUrgent: boolean;
}): Promise<void> {
  const { db, employee } = opts;
  const { response, memo } = await findInboxItem(db, employee, opts.memoId);
  if (memo.kind !== 'message' || memo.type !== 'standard') throw invalid({ id: [MEMO_TEXT.notFlaggable] });
  const manager = await db
    .selectFrom('employee_managers')
    .select('manager_id')
    .where('employee_id', '=', employee.id)
    .orderBy('manager_id')
    .executeTakeFirst();
  await transactThenPublish(opts, async (trx, events) => {
    await save(trx, response, {
      flagged_at: new Date().toISOString(),
      flag_data: JSON.stringify({ note: opts.note }),
      flagged_count: response.flagged_count + 1,
      is_urgent: opts.isUrgent,
      manager_id: manager?.manager_id ?? null,
      manager_acknowledged_at: null,
      manager_note: null,
    });
    for (const to of await managersOf(trx, employee))
      await notifyPerson({
        db: trx,
        events,
        companyId: employee.company_id,
        to,
        notice: 'flagged',
        about: employee.name,
        content: opts.note ? `${memo.title}: ${opts.note}` : memo.title,
        typeId: response.id,
      });
    await followupUpdated({
      db: trx,
      events,
      companyId: employee.company_id,
      kind: 'flagged_message',
      id: response.id,
      employeeId: employee.id,
    });
  });
}

export async function unflagMemo(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  memoId: number;
}): Promise<void> {
  const { employee } = opts;
  const { response } = await findInboxItem(opts.db, employee, opts.memoId);
  if (!response.flagged_at) throw invalid({ id: [MEMO_TEXT.notFlagged] });
  await transactThenPublish(opts, async (trx, events) => {
    await save(trx, response, { flagged_at: null, flag_data: null, is_urgent: false });
    await followupUpdated({
      db: trx,
      events,
      companyId: employee.company_id,
      kind: 'flagged_message',
      id: response.id,
      employeeId: employee.id,
    });
  });
}

/**
 * Every question answered once with one of its answers (as offered in the employee's language;
 * stored as the original answer so statistics add up across languages). Answering again
 * replaces the answers.
 */
export async function answerSurvey(opts: {
  db: Database;
  employee: EmployeeRow;
  memoId: number;
  answers: TSurveyAnswer[];
}): Promise<void> {
  const { response, memo } = await findInboxItem(opts.db, opts.employee, opts.memoId);
  if (memo.kind !== 'survey') throw invalid({ id: [MEMO_TEXT.notASurvey] });
  const original = parseJson<TSurveyQuestion[]>(memo.options, []);
  const es =
    opts.employee.default_locale === 'es'
      ? ((await opts.db
          .selectFrom('memo_translations')
          .selectAll()
          .where('memo_id', '=', memo.id)
          .where('locale_code', '=', 'es')
          .executeTakeFirst()) ?? null)
      : null;
  const shown = localizedQuestions(memo, es);
  const byQuestion = new Map(opts.answers.map((a) => [a.question, a.answer]));
  if (
    byQuestion.size !== opts.answers.length ||
    original.some((_, i) => !byQuestion.has(i)) ||
    byQuestion.size !== original.length
  )
    throw invalid({ answers: [MEMO_TEXT.answerEveryQuestion] });
  const stored: TSurveyAnswer[] = original.map((q, i) => {
    const given = byQuestion.get(i) as string;
    let index = q.options.indexOf(given);
    if (index < 0) index = shown[i]?.options.indexOf(given) ?? -1;
    if (index < 0) throw invalid({ [`answers.${i}`]: [MEMO_TEXT.answerNotAnOption] });
    return { question: i, answer: q.options[index] as string };
  });
  const now = new Date().toISOString();
  await save(opts.db, response, {
    survey_data: JSON.stringify(stored),
    acknowledged_at: response.acknowledged_at ?? now,
  });
}
