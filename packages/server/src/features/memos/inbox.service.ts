import type {
  AnyMemoKind,
  TEmployeeResponse,
  TInboxMemo,
  TMemoResponseBundle,
  TSurveyQuestion,
} from '@teamline/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import type { EmployeeRow, MemoResponseRow, MemoRow, MemoTranslationRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { loadCelebrationExtras, withOptions } from '../celebrations/celebration-extras.js';
import { ownFollowups } from '../followups/employee-followups.js';
import { loadMemoMedia } from '../media/media.presenter.js';
import { visibleTo } from './employee-memos.js';
import { displayStart, parseJson } from './memos.presenter.js';

/**
 * The employee side (spec §7 Employee app): the caller's inbox — only messages and surveys
 * addressed to them, published and revealed — unread first, then newest; in their language (the
 * es translation when there is one, else the original). Their live celebrations are a list of
 * their own (newest first), read from the same index.
 */

export interface InboxItem {
  memo: MemoRow;
  response: MemoResponseRow;
}

/** The caller's rows of one side (messages and surveys, or celebrations) shown now. */
function inbox(db: Database, employee: EmployeeRow, now: string, celebrations = false) {
  return db
    .selectFrom('memo_responses as r')
    .where('r.employee_id', '=', employee.id)
    .where('r.is_celebration', '=', celebrations)
    .where((eb) => visibleTo(eb, now));
}

/** One memo (of any kind) shown to the caller now, with their response row; anything else answers 404. */
export async function findInboxItem(db: Database, employee: EmployeeRow, memoId: number): Promise<InboxItem> {
  const now = new Date().toISOString();
  const ids = await db
    .selectFrom('memo_responses as r')
    .where('r.employee_id', '=', employee.id)
    .where((eb) => visibleTo(eb, now))
    .select(['r.id as response_id'])
    .where('r.memo_id', '=', memoId)
    .executeTakeFirst();
  if (!ids) throw notFound('Memo not found');
  const [memo, response] = await Promise.all([
    db.selectFrom('memos').selectAll().where('id', '=', memoId).executeTakeFirstOrThrow(),
    db.selectFrom('memo_responses').selectAll().where('id', '=', ids.response_id).executeTakeFirstOrThrow(),
  ]);
  return { memo, response };
}

export async function listInbox(opts: {
  db: Database;
  employee: EmployeeRow;
  page: number;
  perPage: number;
}): Promise<{ items: InboxItem[]; total: number; unread: number }> {
  const { db, employee, perPage } = opts;
  const now = new Date().toISOString();
  const counts = await inbox(db, employee, now)
    .select([sql<number>`count(*)`.as('total'), sql<number>`count(*) - count(r.read_at)`.as('unread')])
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  const unread = Number(counts.unread);
  // Unread first, then read, each newest first: two index walks that stop at the page (no sort).
  const slice = (read: boolean, offset: number, limit: number) =>
    limit <= 0
      ? Promise.resolve([])
      : inbox(db, employee, now)
          .select(['r.memo_id', 'r.id as response_id'])
          .where('r.read_at', read ? 'is not' : 'is', null)
          .orderBy('r.inbox_at', 'desc')
          .orderBy('r.memo_id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
  const offset = (opts.page - 1) * perPage;
  const unreadPart = offset < unread ? await slice(false, offset, perPage) : [];
  const readPart = await slice(true, Math.max(0, offset - unread), perPage - unreadPart.length);
  const page = [...unreadPart, ...readPart];
  const items = await loadItems(
    db,
    page.map((p) => p.memo_id),
    page.map((p) => p.response_id),
  );
  return { items, total, unread };
}

export const CELEBRATIONS_SHOWN = 20;

/** The caller's live celebrations (shown, not past their end), newest first, at most 20. */
export async function listCelebrations(db: Database, employee: EmployeeRow): Promise<InboxItem[]> {
  const now = new Date().toISOString();
  const page = await inbox(db, employee, now, true)
    .innerJoin('memos as m', 'm.id', 'r.memo_id')
    .select(['r.memo_id', 'r.id as response_id'])
    .where((eb) => eb.or([eb('m.end_at', 'is', null), eb('m.end_at', '>', now)]))
    .orderBy('r.inbox_at', 'desc')
    .orderBy('r.memo_id', 'desc')
    .limit(CELEBRATIONS_SHOWN)
    .execute();
  return loadItems(
    db,
    page.map((p) => p.memo_id),
    page.map((p) => p.response_id),
  );
}

async function loadItems(db: Database, memoIds: number[], responseIds: number[]): Promise<InboxItem[]> {
  if (!memoIds.length) return [];
  const [memos, responses] = await Promise.all([
    db.selectFrom('memos').selectAll().where('id', 'in', memoIds).execute(),
    db.selectFrom('memo_responses').selectAll().where('id', 'in', responseIds).execute(),
  ]);
  const byMemo = new Map(memos.map((m) => [m.id, m]));
  return responses
    .map((r) => ({ memo: byMemo.get(r.memo_id) as MemoRow, response: r }))
    .sort((a, b) => memoIds.indexOf(a.memo.id) - memoIds.indexOf(b.memo.id));
}

export function presentResponse(r: MemoResponseRow, names: Map<number, string>): TEmployeeResponse {
  const person = (id: number | null) =>
    id !== null && names.has(id) ? { id, name: names.get(id) as string } : null;
  const flagged = r.flagged_at !== null;
  return {
    id: r.id,
    memo_id: r.memo_id,
    employee_id: r.employee_id,
    employee: person(r.employee_id),
    read_at: r.read_at,
    acknowledged_at: r.acknowledged_at,
    acknowledgement: r.acknowledgement,
    acknowledgement_data: parseJson(r.acknowledgement_data, null),
    survey_data: parseJson(r.survey_data, null),
    flagged_at: r.flagged_at,
    flag_data: parseJson(r.flag_data, null),
    flagged_count: r.flagged_count,
    manager_id: r.manager_id,
    manager: person(r.manager_id),
    manager_acknowledged_at: r.manager_acknowledged_at,
    manager_note: r.manager_note,
    is_urgent: toBool(r.is_urgent),
    is_awaiting_manager: flagged && r.manager_acknowledged_at === null,
    is_awaiting_employee: flagged && r.manager_acknowledged_at !== null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** The questions as the employee reads them: translated when the translation matches their shape. */
export function localizedQuestions(memo: MemoRow, es: MemoTranslationRow | null) {
  const original = parseJson<TSurveyQuestion[]>(memo.options, []).map((q) => ({
    question: q.question,
    options: q.options,
  }));
  const translated = es
    ? parseJson<{ question: string; options: string[] }[] | null>(es.options, null)
    : null;
  const fits =
    translated?.length === original.length &&
    translated.every((q, i) => q.options.length === original[i]?.options.length);
  return fits ? translated : original;
}

/** Items presented for the employee, with names and their locale's translation, in few queries. */
export async function presentInbox(
  db: Database,
  employee: EmployeeRow,
  items: InboxItem[],
): Promise<TInboxMemo[]> {
  const spanish = employee.default_locale === 'es';
  const memoIds = items.map((i) => i.memo.id);
  const people = [
    ...new Set(items.flatMap((i) => [i.memo.author_id, i.response.manager_id]).filter((x) => x !== null)),
    employee.id,
  ];
  const [translations, names, media, celebrations] = await Promise.all([
    spanish && memoIds.length
      ? db
          .selectFrom('memo_translations')
          .selectAll()
          .where('memo_id', 'in', memoIds)
          .where('locale_code', '=', 'es')
          .execute()
      : Promise.resolve([]),
    db.selectFrom('employees').select(['id', 'name']).where('id', 'in', people).execute(),
    loadMemoMedia(db, memoIds),
    loadCelebrationExtras(
      db,
      items.map((i) => i.memo),
      employee.id,
    ),
  ]);
  const es = new Map(translations.map((t) => [t.memo_id, t]));
  const nameMap = new Map(names.map((n) => [n.id, n.name]));
  const now = new Date().toISOString();
  return items.map(({ memo, response }) => {
    const t = es.get(memo.id) ?? null;
    const title = t?.recipient_title ?? t?.title ?? memo.recipient_title ?? memo.title;
    const content = t?.recipient_content ?? t?.content ?? memo.recipient_content ?? memo.content;
    const type = memo.type === 'standard' ? 'standard' : 'nonflaggable';
    return {
      id: memo.id,
      kind: memo.kind as AnyMemoKind,
      locale_code: t ? 'es' : 'en',
      title,
      content,
      category: memo.category,
      priority: memo.priority,
      signature: toBool(memo.signature),
      type,
      display_type: memo.display_type,
      options: localizedQuestions(memo, t),
      author:
        memo.author_id !== null && nameMap.has(memo.author_id)
          ? { id: memo.author_id, name: nameMap.get(memo.author_id) as string }
          : null,
      author_description: memo.author_description,
      display_start_at: displayStart(memo),
      due_at: memo.due_at,
      end_at: memo.end_at,
      published_at: memo.published_at,
      is_read: response.read_at !== null,
      is_past_due: memo.due_at !== null && memo.due_at < now && response.acknowledged_at === null,
      can_flag: memo.kind === 'message' && type === 'standard',
      employee_response: presentResponse(response, nameMap),
      media: media.get(memo.id) ?? [],
      celebration: celebrations.info.get(memo.id) ?? null,
      celebration_options: celebrations.counts.get(memo.id) ?? {},
      my_celebration_option: celebrations.mine.get(memo.id) ?? null,
    };
  });
}

export const BUNDLE_SIZE = 100;

/** Spec §3 Memo response bundle: the employee's memos after a write (first 100 of the inbox). */
/** A page of memos and the celebrations beside it, presented together (one set of lookups). */
export async function presentWithCelebrations(
  db: Database,
  employee: EmployeeRow,
  items: InboxItem[],
  celebrationItems: InboxItem[],
): Promise<{ memos: TInboxMemo[]; celebrations: TInboxMemo[] }> {
  const all = await presentInbox(db, employee, [...items, ...celebrationItems]);
  return { memos: all.slice(0, items.length), celebrations: all.slice(items.length) };
}

export async function responseBundle(db: Database, employee: EmployeeRow): Promise<TMemoResponseBundle> {
  const [{ items, total }, celebrationItems, followups] = await Promise.all([
    listInbox({ db, employee, page: 1, perPage: BUNDLE_SIZE }),
    listCelebrations(db, employee),
    ownFollowups(db, employee),
  ]);
  const { memos, celebrations } = await presentWithCelebrations(db, employee, items, celebrationItems);
  return {
    messages: memos.filter((m) => m.kind === 'message'),
    surveys: memos.filter((m) => m.kind === 'survey'),
    memos,
    memo_count: total,
    celebrations,
    ...followups,
    flagged_memos: memos.filter((m) => m.employee_response.flagged_at !== null),
    // The totals over the bundle's celebrations, merged with the company's options.
    celebration_options: withOptions(celebrations.flatMap((c) => Object.entries(c.celebration_options))),
  };
}
