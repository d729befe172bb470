import {
  type AnyMemoKind,
  heldBySend,
  MEMO_TEXT,
  MEMO_TRANSITION_REFUSALS,
  type MemoTransition,
  memoAllows,
  type TSurveyQuestion,
} from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf, scopeMemos } from '../../policies/memo.js';
import { type PendingEvents, transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { queueNotifications } from '../notifications/notifications.service.js';
import { getMemoSettings } from '../settings/settings.service.js';
import {
  assertDates,
  assertFixedKept,
  type CelebrationColumns,
  type CreateInput,
  editedColumns,
  newMemoValues,
  saveTranslations,
  targetsOf,
  type UpdateInput,
} from './memo-fields.js';
import { type PublishResult, publishWithin, syncInboxAt, syncRecipients } from './memo-publish.js';
import {
  assertTags,
  assertTargets,
  isEmptyTargets,
  loadTargets,
  saveTags,
  saveTargets,
  type Targets,
} from './memo-targets.js';

export type { CelebrationColumns, CreateInput, UpdateInput };

export interface SaveResult {
  memo: MemoRow;
  published: PublishResult | null;
}

const NOT_FOUND: Record<AnyMemoKind, string> = {
  message: 'Message not found',
  survey: 'Survey not found',
  celebration: 'Celebration not found',
};

/**
 * A live memo of the caller's company that the caller manages (policies/memo.ts: an admin any,
 * a manager the memos they created and the celebrations of their people). Anything else
 * (another company's, another manager's, deleted, another kind) answers 404.
 */
export async function findMemo(opts: {
  db: Database;
  member: Member;
  id: number;
  /** One kind, or several (memos/update and memos/delete: messages and surveys, not celebrations). */
  kind?: AnyMemoKind | readonly AnyMemoKind[];
}): Promise<MemoRow> {
  let q = scopeMemos(opts.db, opts.member, opts.db.selectFrom('memos').selectAll())
    .where('id', '=', opts.id)
    .where('deleted_at', 'is', null);
  const kinds = typeof opts.kind === 'string' ? [opts.kind] : opts.kind;
  if (kinds) q = q.where('kind', 'in', kinds);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND[kinds?.length === 1 ? (kinds[0] ?? 'message') : 'message']);
  return row;
}

/** The memo's kind and status allow the transition (@teamline/shared memo-states), else 422 on `id`. */
export function assertTransition(memo: MemoRow, transition: MemoTransition): void {
  if (!memoAllows(memo, transition)) throw invalid({ id: [MEMO_TRANSITION_REFUSALS[transition]] });
}

/** A memo that can go out: a survey has questions, the targeting names someone (template sends check every memo with it). */
export function assertPublishable(memo: MemoRow, targets: Targets): void {
  if (memo.kind === 'survey' && !(JSON.parse(memo.options ?? '[]') as TSurveyQuestion[]).length)
    throw invalid({ options: [MEMO_TEXT.surveyNeedsQuestion] });
  if (isEmptyTargets(targets)) throw invalid({ location_ids: [MEMO_TEXT.noRecipients] });
}

/** Publishes when asked and the status allows it (a published memo saved with publish stays as is). */
async function publishIfAsked(trx: Database, member: Member, memo: MemoRow, publish: boolean, now: string) {
  if (!publish || !memoAllows(memo, 'publish')) return null;
  if (heldBySend(memo)) throw invalid({ id: [MEMO_TEXT.heldBySend] });
  assertPublishable(memo, await loadTargets(trx, memo.id));
  return publishWithin(trx, memo.id, now, member.employeeId);
}

/** The tray items a publish wrote, pushed once the save has committed. */
function queuePublished(events: PendingEvents, published: PublishResult | null) {
  if (published) queueNotifications(events, published.notifications);
}

/**
 * message/new, survey/new, memos/create, celebration/new: a draft (published or scheduled when
 * `publish`, its recipients told once committed). A celebration is never flaggable and has no
 * questions.
 */
export async function createMemo(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  kind: AnyMemoKind;
  input: CreateInput;
  celebration?: CelebrationColumns;
}): Promise<SaveResult> {
  const { db, member, kind, input } = opts;
  const settings = await getMemoSettings({ db, companyId: member.companyId });
  assertDates(input);
  await assertTargets(db, memoSenderOf(member), targetsOf(input));
  await assertTags(db, member.companyId, input.tag_ids);
  const now = new Date().toISOString();
  const values = newMemoValues({ member, kind, input, settings, celebration: opts.celebration, now });
  return transactThenPublish(opts, async (trx, events) => {
    let memo = await trx.insertInto('memos').values(values).returningAll().executeTakeFirstOrThrow();
    await saveTargets(trx, memo.id, targetsOf(input));
    await saveTags(trx, memo.id, input.tag_ids);
    await saveTranslations(trx, memo.id, input.translations, now);
    const published = await publishIfAsked(trx, member, memo, input.publish, now);
    if (published) memo = published.memo;
    queuePublished(events, published);
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
  realtime: Realtime;
  member: Member;
  memo: MemoRow;
  input: UpdateInput;
  celebration?: CelebrationColumns;
}): Promise<SaveResult> {
  const { db, member, memo, input } = opts;
  assertTransition(memo, 'edit');
  assertFixedKept(memo, input);
  const changes = editedColumns(memo, input, opts.celebration);
  assertDates({ ...memo, ...changes });
  const targets = targetsOf(input);
  await assertTargets(db, memoSenderOf(member), targets);
  await assertTags(db, member.companyId, input.tag_ids);
  const live = memo.status === 'published';
  const now = new Date().toISOString();
  return transactThenPublish(opts, async (trx, events) => {
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
    let published: PublishResult | null;
    if (live && Object.keys(targets).length) {
      if (isEmptyTargets(await loadTargets(trx, memo.id)))
        throw invalid({ location_ids: [MEMO_TEXT.noRecipients] });
      published = await syncRecipients(trx, row, now);
    } else {
      published = await publishIfAsked(trx, member, row, input.publish, now);
      if (published) row = published.memo;
    }
    queuePublished(events, published);
    return { memo: row, published };
  });
}

/** Soft delete (from any status): the memo leaves every list and inbox; its responses stay. */
export async function deleteMemo(opts: { db: Database; memo: MemoRow }): Promise<void> {
  const now = new Date().toISOString();
  await opts.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('memos')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', opts.memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncInboxAt(trx, row, now);
  });
}

/** Moves a memo to a closing status; it leaves the inboxes (stats stay). */
async function close(opts: {
  db: Database;
  member: Member;
  memo: MemoRow;
  transition: 'expire' | 'archive';
}): Promise<MemoRow> {
  assertTransition(opts.memo, opts.transition);
  const now = new Date().toISOString();
  const columns =
    opts.transition === 'expire'
      ? { status: 'expired', expired_at: now }
      : { status: 'archived', archived_at: now };
  return opts.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('memos')
      .set({ ...columns, updater_id: opts.member.employeeId, updated_at: now })
      .where('id', '=', opts.memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncInboxAt(trx, row, now);
    return row;
  });
}

/** {kind}/expire: a scheduled or published memo → expired. */
export const expireMemo = (opts: { db: Database; member: Member; memo: MemoRow }) =>
  close({ ...opts, transition: 'expire' });

/** message/archive: a published or expired message → archived (off the Sent list's default view). */
export const archiveMemo = (opts: { db: Database; member: Member; memo: MemoRow }) =>
  close({ ...opts, transition: 'archive' });
