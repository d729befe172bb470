import { MEMO_TEXT, type TSurveyAnswer, type TSurveyQuestion } from '@teamline/shared';
import type { Updateable } from 'kysely';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { EmployeeRow, MemoResponseRow, MemoResponsesTable } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { markSubjectRead } from '../notifications/notifications.service.js';
import { type Photo, savePhoto } from './acknowledge-input.js';
import { localizedQuestions } from './inbox.presenter.js';
import { findInboxItem, type InboxItem } from './inbox.service.js';
import { parseJson } from './memos.presenter.js';
import { publishOwnResponse, queueMemoResponse } from './response-events.js';

/**
 * What an employee does with a memo of their inbox: open (read), acknowledge (optionally with a
 * note and a photo), answer a survey (flagging, which raises a follow-up, is the employee app's:
 * features/employee-app/flag.service.ts). Each write also marks the memo read. Another
 * employee's or company's memo answers 404.
 */

/** Saves the caller's response row (marked read too). */
export async function saveResponse(
  db: Database,
  r: MemoResponseRow,
  changes: Updateable<MemoResponsesTable>,
) {
  const now = new Date().toISOString();
  await db
    .updateTable('memo_responses')
    .set({ read_at: r.read_at ?? now, ...changes, updated_at: now })
    .where('id', '=', r.id)
    .execute();
}

/**
 * Opens a memo: the first time marks it read (its managers' figures follow); every time marks
 * the caller's notifications about it read (a flag's answer arrives after the first reading).
 */
export async function openMemo(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  memoId: number;
}): Promise<InboxItem> {
  const { db, employee, memoId } = opts;
  const item = await findInboxItem(db, employee, memoId);
  await transactThenPublish(opts, async (trx, events) => {
    if (!item.response.read_at) {
      await saveResponse(trx, item.response, {});
      await queueMemoResponse({ db: trx, events, memo: item.memo, employee });
    }
    await markSubjectRead({
      db: trx,
      events,
      companyId: employee.company_id,
      userId: employee.user_id,
      subject: item.memo.kind === 'celebration' ? 'celebration' : 'memo',
      typeId: memoId,
    });
  });
  return findInboxItem(db, employee, memoId);
}

/** Photos one employee may send in an hour (decisions.md, Memos): decoding is the costly part. */
export const PHOTOS_PER_HOUR = 20;
const HOUR = 60 * 60 * 1000;

/** The key of the photo a response row names, if any. */
function storedPhotoKey(r: MemoResponseRow): string | null {
  const data = parseJson<{ photo?: Partial<Photo> | null } | null>(r.acknowledgement_data, null);
  const file = data?.photo?.file;
  return typeof file === 'string' && file.startsWith('acknowledgements/') ? file : null;
}

/**
 * Acknowledging again replaces the note and photo (without a new photo the row names none, as
 * before) and keeps the first acknowledged_at. The memo is checked before the photo is counted
 * against the employee's hourly limit (429) and stored (a survey is answered, not acknowledged:
 * 422), so a refused acknowledgement leaves no file behind; a photo whose row could not be saved
 * is removed, and the photo the row named before is removed once the new row is saved.
 */
export async function acknowledgeMemo(opts: {
  db: Database;
  realtime: Realtime;
  storage: Storage;
  limiter: RateLimiter;
  employee: EmployeeRow;
  memoId: number;
  note: string | null;
  photo: Buffer | null;
  onStorageError: (err: unknown, key: string) => void;
}): Promise<void> {
  const { db, storage, employee } = opts;
  const { response, memo } = await findInboxItem(db, employee, opts.memoId);
  if (memo.kind === 'survey') throw invalid({ id: [MEMO_TEXT.answerTheSurvey] });
  if (opts.photo)
    opts.limiter.hit(`ack-photo:employee:${employee.id}`, PHOTOS_PER_HOUR, HOUR, {
      message: MEMO_TEXT.tooManyPhotos,
    });
  const photo = opts.photo ? await savePhoto(storage, employee.company_id, opts.photo) : null;
  const now = new Date().toISOString();
  try {
    await saveResponse(db, response, {
      acknowledged_at: response.acknowledged_at ?? now,
      acknowledgement: opts.note,
      acknowledgement_data: JSON.stringify({ note: opts.note, photo }),
    });
  } catch (err) {
    if (photo) await storage.delete(photo.file).catch(() => undefined);
    throw err;
  }
  await publishOwnResponse(opts, memo, employee);
  // No row names the previous photo any more: nothing would serve it, so it leaves the store.
  const previous = storedPhotoKey(response);
  if (previous && previous !== photo?.file)
    await storage.delete(previous).catch((err: unknown) => opts.onStorageError(err, previous));
}

/**
 * Every question answered once with one of its answers (as offered in the employee's language;
 * stored as the original answer so statistics add up across languages). Answering again
 * replaces the answers.
 */
export async function answerSurvey(opts: {
  db: Database;
  realtime: Realtime;
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
  await saveResponse(opts.db, response, {
    survey_data: JSON.stringify(stored),
    acknowledged_at: response.acknowledged_at ?? now,
  });
  await publishOwnResponse(opts, memo, opts.employee);
}
