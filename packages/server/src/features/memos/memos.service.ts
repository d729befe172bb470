import {
  type AnyMemoKind,
  MEMO_TEXT,
  type TSurveyQuestion,
  type ZMemoCreateRequest,
  type ZMemoTranslationInput,
  type ZMemoUpdateRequest,
} from '@teamline/shared';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoRow, MemosTable } from '../../db/schema.js';
import { type FieldErrors, invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { getMemoSettings } from '../settings/settings.service.js';
import { sanitizeMemoHtml, sanitizeOptionalHtml } from './memo-html.js';
import { whereManaged } from './memo-lists.js';
import { type PublishResult, publishWithin, syncInboxAt, syncRecipients } from './memo-publish.js';
import {
  assertTags,
  assertTargets,
  isEmptyTargets,
  loadTargets,
  saveTags,
  saveTargets,
  senderOf,
  type Targets,
} from './memo-targets.js';

export type CreateInput = Omit<z.output<typeof ZMemoCreateRequest>, 'company_id'>;
export type UpdateInput = Omit<z.output<typeof ZMemoUpdateRequest>, 'company_id' | 'id'>;
type TranslationInput = z.output<typeof ZMemoTranslationInput>;

export interface SaveResult {
  memo: MemoRow;
  published: PublishResult | null;
}

/** The columns only a celebration has (features/celebrations sets them). */
export type CelebrationColumns = Partial<
  Pick<
    Insertable<MemosTable>,
    | 'celebrated_employee_id'
    | 'celebration_type'
    | 'celebration_date'
    | 'celebration_years'
    | 'celebration_automatic'
  >
>;

const NOT_FOUND: Record<AnyMemoKind, string> = {
  message: 'Message not found',
  survey: 'Survey not found',
  celebration: 'Celebration not found',
};

/**
 * A live memo of the caller's company that the caller may manage: an admin any, a manager the
 * memos they created and the celebrations of their people. Anything else (another company's,
 * deleted, another kind) answers 404.
 */
export async function findMemo(opts: {
  db: Database;
  member: Member;
  id: number;
  /** One kind, or several (memos/update and memos/delete: messages and surveys, not celebrations). */
  kind?: AnyMemoKind | readonly AnyMemoKind[];
}): Promise<MemoRow> {
  let q = whereManaged(opts.db, opts.member, opts.db.selectFrom('memos').selectAll())
    .where('id', '=', opts.id)
    .where('deleted_at', 'is', null);
  const kinds = typeof opts.kind === 'string' ? [opts.kind] : opts.kind;
  if (kinds) q = q.where('kind', 'in', kinds);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND[kinds?.length === 1 ? (kinds[0] ?? 'message') : 'message']);
  return row;
}

/** start < reveal/due/end, as the compose form promises (422 with the field's text). */
function assertDates(d: Pick<MemoRow, 'start_at' | 'reveal_at' | 'due_at' | 'end_at'>): void {
  const errors: FieldErrors = {};
  if (d.start_at && d.end_at && d.end_at <= d.start_at) errors.end_at = [MEMO_TEXT.endBeforeStart];
  if (d.start_at && d.due_at && d.due_at <= d.start_at) errors.due_at = [MEMO_TEXT.dueBeforeStart];
  if (d.start_at && d.reveal_at && d.reveal_at < d.start_at) errors.reveal_at = [MEMO_TEXT.revealBeforeStart];
  if (Object.keys(errors).length) throw invalid(errors);
}

function assertPublishable(memo: MemoRow, targets: Targets): void {
  if (memo.kind === 'survey' && !(JSON.parse(memo.options ?? '[]') as TSurveyQuestion[]).length)
    throw invalid({ options: [MEMO_TEXT.surveyNeedsQuestion] });
  if (isEmptyTargets(targets)) throw invalid({ location_ids: [MEMO_TEXT.noRecipients] });
}

async function saveTranslations(
  db: Database,
  memoId: number,
  list: TranslationInput[] | undefined,
  now: string,
) {
  if (!list) return;
  await db.deleteFrom('memo_translations').where('memo_id', '=', memoId).execute();
  for (const t of list) {
    await db
      .insertInto('memo_translations')
      .values({
        memo_id: memoId,
        locale_code: t.locale_code,
        title: t.title ?? null,
        content: sanitizeOptionalHtml(t.content) ?? null,
        recipient_title: t.recipient_title ?? null,
        recipient_content: sanitizeOptionalHtml(t.recipient_content) ?? null,
        options: t.options ? JSON.stringify(t.options) : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/** The type of what is not a message: a survey is answered (standard), a celebration cannot be flagged. */
const kindType = { survey: 'standard', celebration: 'nonflaggable' } as const;

const targetsOf = (i: Partial<Pick<CreateInput, 'location_ids' | 'audience_ids' | 'recipient_ids'>>) => ({
  ...(i.location_ids ? { locationIds: i.location_ids } : {}),
  ...(i.audience_ids ? { audienceIds: i.audience_ids } : {}),
  ...(i.recipient_ids ? { recipientIds: i.recipient_ids } : {}),
});

async function publishIfAsked(db: Database, member: Member, memo: MemoRow, publish: boolean, now: string) {
  if (!publish || (memo.status !== 'draft' && memo.status !== 'scheduled')) return null;
  assertPublishable(memo, await loadTargets(db, memo.id));
  return publishWithin(db, memo.id, now, member.employeeId);
}

/**
 * message/new, survey/new, memos/create, celebration/new: a draft (published or scheduled when
 * `publish`). A celebration is never flaggable and has no questions.
 */
export async function createMemo(opts: {
  db: Database;
  member: Member;
  kind: AnyMemoKind;
  input: CreateInput;
  celebration?: CelebrationColumns;
}): Promise<SaveResult> {
  const { db, member, kind, input } = opts;
  const settings = await getMemoSettings({ db, companyId: member.companyId });
  const dates = {
    start_at: input.start_at ?? null,
    reveal_at: input.reveal_at ?? null,
    due_at: input.due_at ?? null,
    end_at: input.end_at ?? null,
  };
  assertDates(dates);
  await assertTargets(db, senderOf(member), targetsOf(input));
  await assertTags(db, member.companyId, input.tag_ids);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    let memo = await trx
      .insertInto('memos')
      .values({
        company_id: member.companyId,
        kind,
        status: 'draft',
        title: input.title,
        content: sanitizeMemoHtml(input.content),
        recipient_title: input.recipient_title ?? null,
        recipient_content: sanitizeOptionalHtml(input.recipient_content) ?? null,
        category: input.category ?? null,
        priority: input.priority ?? settings.default_priority,
        signature: input.signature ?? settings.signature,
        type: kind === 'message' ? (input.type ?? settings.default_type) : kindType[kind],
        display_type: input.display_type ?? null,
        mode: input.mode,
        options_key: input.options_key,
        options: kind === 'survey' ? JSON.stringify(input.options ?? []) : null,
        author_description: input.author_description ?? null,
        author_id: member.employeeId,
        creator_id: member.employeeId,
        updater_id: member.employeeId,
        ...dates,
        ...opts.celebration,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveTargets(trx, memo.id, targetsOf(input));
    await saveTags(trx, memo.id, input.tag_ids);
    await saveTranslations(trx, memo.id, input.translations, now);
    const published = await publishIfAsked(trx, member, memo, input.publish, now);
    if (published) memo = published.memo;
    return { memo, published };
  });
}

/**
 * POST company/message|survey, PUT memos/update: edits (only the fields sent). A draft or a
 * scheduled memo changes freely; a published one keeps its questions and start, and a change
 * of its targeting reaches the new people at once. Expired and archived memos are closed.
 */
export async function updateMemo(opts: {
  db: Database;
  member: Member;
  memo: MemoRow;
  input: UpdateInput;
  celebration?: CelebrationColumns;
}): Promise<SaveResult> {
  const { db, member, memo, input } = opts;
  if (memo.status === 'expired' || memo.status === 'archived') throw invalid({ id: [MEMO_TEXT.notEditable] });
  const live = memo.status === 'published';
  if (live && input.options !== undefined) throw invalid({ options: [MEMO_TEXT.notEditable] });
  if (live && input.start_at !== undefined && input.start_at !== memo.start_at)
    throw invalid({ start_at: [MEMO_TEXT.notEditable] });
  const pick = <K extends keyof typeof input>(k: K) =>
    input[k] === undefined ? {} : { [k]: input[k] ?? null };
  const changes = {
    ...pick('title'),
    ...(input.content === undefined ? {} : { content: sanitizeMemoHtml(input.content) }),
    ...pick('recipient_title'),
    ...(input.recipient_content === undefined
      ? {}
      : { recipient_content: sanitizeOptionalHtml(input.recipient_content) ?? null }),
    ...pick('category'),
    ...pick('display_type'),
    ...pick('author_description'),
    ...pick('start_at'),
    ...pick('reveal_at'),
    ...pick('due_at'),
    ...pick('end_at'),
    ...(input.priority ? { priority: input.priority } : {}),
    ...(input.signature === undefined ? {} : { signature: input.signature }),
    ...(input.type && memo.kind === 'message' ? { type: input.type } : {}),
    ...(input.options_key ? { options_key: input.options_key } : {}),
    ...(input.options && memo.kind === 'survey' ? { options: JSON.stringify(input.options) } : {}),
    ...opts.celebration,
  };
  assertDates({ ...memo, ...changes });
  const targets = targetsOf(input);
  await assertTargets(db, senderOf(member), targets);
  await assertTags(db, member.companyId, input.tag_ids);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    let row = await trx
      .updateTable('memos')
      .set({ ...changes, updater_id: member.employeeId, updated_at: now })
      .where('id', '=', memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveTargets(trx, memo.id, targets);
    await saveTags(trx, memo.id, input.tag_ids);
    await saveTranslations(trx, memo.id, input.translations, now);
    if (live && input.reveal_at !== undefined) await syncInboxAt(trx, row, now);
    if (live && Object.keys(targets).length) {
      if (isEmptyTargets(await loadTargets(trx, memo.id)))
        throw invalid({ location_ids: [MEMO_TEXT.noRecipients] });
      return { memo: row, published: await syncRecipients(trx, row, now) };
    }
    const published = await publishIfAsked(trx, member, row, input.publish, now);
    if (published) row = published.memo;
    return { memo: row, published };
  });
}

/** Soft delete: the memo leaves every list and inbox; its responses stay for the record. */
export async function deleteMemo(db: Database, memo: MemoRow): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('memos')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncInboxAt(trx, row, now);
  });
}

/** scheduled|published → expired: it leaves the inboxes; stats stay. */
export async function expireMemo(db: Database, member: Member, memo: MemoRow): Promise<MemoRow> {
  if (memo.status !== 'scheduled' && memo.status !== 'published')
    throw invalid({ id: [MEMO_TEXT.cannotExpire] });
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('memos')
      .set({ status: 'expired', expired_at: now, updater_id: member.employeeId, updated_at: now })
      .where('id', '=', memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncInboxAt(trx, row, now);
    return row;
  });
}

/** Messages only: published|expired → archived (off the Sent list's default view and the inboxes). */
export async function archiveMemo(db: Database, member: Member, memo: MemoRow): Promise<MemoRow> {
  if (memo.kind !== 'message' || (memo.status !== 'published' && memo.status !== 'expired'))
    throw invalid({ id: [MEMO_TEXT.cannotArchive] });
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('memos')
      .set({ status: 'archived', archived_at: now, updater_id: member.employeeId, updated_at: now })
      .where('id', '=', memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncInboxAt(trx, row, now);
    return row;
  });
}
