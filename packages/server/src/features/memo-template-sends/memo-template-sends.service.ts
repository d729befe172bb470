import {
  SEND_TEXT,
  TEMPLATE_SEND_MEMOS_MAX,
  TEMPLATE_TEXT,
  type ZTemplateSendCreateRequest,
  type ZTemplateSendMemoRequest,
  type ZTemplateSendUpdateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import type { MemoTemplateRow, MemoTemplateSendRow } from '../../db/schema-templates.js';
import { invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import { scopeSends } from '../../policies/memo-template-send.js';
import type { Realtime } from '../../realtime/realtime.js';
import { findTemplate, useTemplate } from '../memo-templates/memo-templates.service.js';
import type { Log } from '../memo-templates/template-media.js';
import { syncInboxAt } from '../memos/memo-publish.js';
import { assertTargets, saveTargets, type Targets } from '../memos/memo-targets.js';
import { deleteMemo, updateMemo } from '../memos/memos.service.js';

/**
 * Template sends (decisions.md, Template sends): a batch of memos made from templates for one
 * set of recipients. Its memos are real memos made by memo-templates' useTemplate (createMemo:
 * the memo rules in one place) with the send's targeting; publishing sends every memo in one
 * transaction through publishWithin (all or nothing; tray items pushed after the commit).
 */

type CreateRequest = z.output<typeof ZTemplateSendCreateRequest>;
type UpdateRequest = z.output<typeof ZTemplateSendUpdateRequest>;
type MemoRequest = z.output<typeof ZTemplateSendMemoRequest>;

interface StoredTargets {
  location_ids: number[];
  audience_ids: number[];
  recipient_ids: number[];
}

export function targetsOfSend(send: Pick<MemoTemplateSendRow, 'targets'>): Targets {
  const t = JSON.parse(send.targets) as StoredTargets;
  return { locationIds: t.location_ids, audienceIds: t.audience_ids, recipientIds: t.recipient_ids };
}

const storedTargets = (t: Targets): string =>
  JSON.stringify({ location_ids: t.locationIds, audience_ids: t.audienceIds, recipient_ids: t.recipientIds });

/** A send of the caller's company that the caller manages (policies/memo-template-send.ts), else 404. */
export async function findSend(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<MemoTemplateSendRow> {
  const row = await scopeSends(opts.member, opts.db.selectFrom('memo_template_sends').selectAll())
    .where('id', '=', opts.id)
    .executeTakeFirst();
  if (!row) throw notFound('Send not found');
  return row;
}

/** The live memos of a send, in the order they were added. */
export function sendMemos(db: Database, sendId: number): Promise<MemoRow[]> {
  return db
    .selectFrom('memos')
    .selectAll()
    .where('template_send_id', '=', sendId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** One live memo of the send (another send's, another company's or a deleted one: 404). */
export async function findSendMemo(
  db: Database,
  send: MemoTemplateSendRow,
  memoId: number,
): Promise<MemoRow> {
  const memo = await db
    .selectFrom('memos')
    .selectAll()
    .where('id', '=', memoId)
    .where('company_id', '=', send.company_id)
    .where('template_send_id', '=', send.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!memo) throw notFound('Memo not found');
  return memo;
}

export function assertNotArchived(send: MemoTemplateSendRow): void {
  if (send.status === 'archived') throw invalid({ id: [SEND_TEXT.archived] });
}

function assertDraft(send: MemoTemplateSendRow): void {
  assertNotArchived(send);
  if (send.status !== 'draft') throw invalid({ id: [SEND_TEXT.notDraft] });
}

/** A template of the company that may be used (not archived), else 404 / 422 on `field`. */
async function usableTemplate(
  db: Database,
  member: Member,
  id: number,
  field: string,
): Promise<MemoTemplateRow> {
  const template = await findTemplate({ db, member, id });
  if (template.archived_at !== null) throw invalid({ [field]: [TEMPLATE_TEXT.archived] });
  return template;
}

/**
 * A new memo of the send from a template (useTemplate: createMemo, its files copied, a use
 * counted), then given the send's targeting and its place in the send. If that fails the memo
 * goes again.
 */
async function addMemoFromTemplate(opts: {
  db: Database;
  realtime: Realtime;
  storage: Storage;
  member: Member;
  send: MemoTemplateSendRow;
  template: MemoTemplateRow;
  log: Log;
}): Promise<MemoRow> {
  const { db, send, template } = opts;
  const memo = await useTemplate({ ...opts });
  try {
    return await db.transaction().execute(async (trx) => {
      await saveTargets(trx, memo.id, targetsOfSend(send));
      return trx
        .updateTable('memos')
        .set({ template_send_id: send.id, template_id: template.id })
        .where('id', '=', memo.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (err) {
    await deleteMemo({ db, memo });
    throw err;
  }
}

/** memo-template-sends/create: a draft send with one memo per template, all to the same people. */
export async function createSend(opts: {
  db: Database;
  realtime: Realtime;
  storage: Storage;
  member: Member;
  input: CreateRequest;
  log: Log;
}): Promise<MemoTemplateSendRow> {
  const { db, member, input } = opts;
  const templates: MemoTemplateRow[] = [];
  for (const id of input.template_ids) templates.push(await usableTemplate(db, member, id, 'template_ids'));
  const targets: Targets = {
    locationIds: input.location_ids,
    audienceIds: input.audience_ids,
    recipientIds: input.recipient_ids,
  };
  await assertTargets(db, memoSenderOf(member), targets);
  const now = new Date().toISOString();
  const send = await db
    .insertInto('memo_template_sends')
    .values({
      company_id: member.companyId,
      name: input.name,
      status: 'draft',
      targets: storedTargets(targets),
      creator_id: member.employeeId,
      updater_id: member.employeeId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const made: MemoRow[] = [];
  try {
    for (const template of templates) made.push(await addMemoFromTemplate({ ...opts, send, template }));
  } catch (err) {
    // Not left half made: the memos made so far and the send go again.
    for (const memo of made) await deleteMemo({ db, memo });
    await db.deleteFrom('memo_template_sends').where('id', '=', send.id).execute();
    throw err;
  }
  return send;
}

/**
 * memo-template-sends/update (draftOnly false) and drafts (true): the name any time but archived;
 * the recipients of a draft only (every memo of it follows, in one transaction).
 */
export async function updateSend(opts: {
  db: Database;
  member: Member;
  send: MemoTemplateSendRow;
  input: UpdateRequest;
  draftOnly: boolean;
}): Promise<MemoTemplateSendRow> {
  const { db, member, send, input } = opts;
  if (opts.draftOnly) assertDraft(send);
  else assertNotArchived(send);
  const sent = input.location_ids ?? input.audience_ids ?? input.recipient_ids;
  if (sent && send.status !== 'draft') throw invalid({ location_ids: [SEND_TEXT.targetsFixed] });
  const current = targetsOfSend(send);
  const targets: Targets = {
    locationIds: input.location_ids ?? current.locationIds,
    audienceIds: input.audience_ids ?? current.audienceIds,
    recipientIds: input.recipient_ids ?? current.recipientIds,
  };
  if (sent) await assertTargets(db, memoSenderOf(member), targets);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('memo_template_sends')
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        targets: storedTargets(targets),
        updater_id: member.employeeId,
        updated_at: now,
      })
      .where('id', '=', send.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (sent) for (const memo of await sendMemos(trx, send.id)) await saveTargets(trx, memo.id, targets);
    return row;
  });
}

/** Marks the send changed (a memo of it was added, edited or removed). */
export async function touch(db: Database, member: Member, send: MemoTemplateSendRow): Promise<void> {
  await db
    .updateTable('memo_template_sends')
    .set({ updater_id: member.employeeId, updated_at: new Date().toISOString() })
    .where('id', '=', send.id)
    .execute();
}

/** The memo fields PUT memo sent (title, content, dates, translation): updateMemo's input. */
function memoEdits(input: MemoRequest) {
  return {
    title: input.title,
    content: input.content,
    start_at: input.start_at,
    reveal_at: input.reveal_at,
    due_at: input.due_at,
    end_at: input.end_at,
    translations: input.translations,
    publish: false,
  };
}

/**
 * PUT memo-template-sends/memo: edits a memo of the send through updateMemo (the memo rules: a
 * published memo keeps its questions and start), or adds one from a template to a draft send.
 */
export async function saveSendMemo(opts: {
  db: Database;
  realtime: Realtime;
  storage: Storage;
  member: Member;
  send: MemoTemplateSendRow;
  input: MemoRequest;
  log: Log;
}): Promise<void> {
  const { db, member, send, input } = opts;
  assertNotArchived(send);
  let memo: MemoRow;
  const adding = input.memo_id === undefined;
  if (input.memo_id !== undefined) {
    memo = await findSendMemo(db, send, input.memo_id);
  } else {
    assertDraft(send);
    const template = await usableTemplate(db, member, input.template_id ?? 0, 'template_id');
    if ((await sendMemos(db, send.id)).length >= TEMPLATE_SEND_MEMOS_MAX)
      throw invalid({ template_id: [SEND_TEXT.tooManyMemos] });
    memo = await addMemoFromTemplate({ ...opts, template });
  }
  const edits = memoEdits(input);
  const edited = Object.entries(edits).some(([k, v]) => k !== 'publish' && v !== undefined);
  try {
    if (edited) await updateMemo({ db, realtime: opts.realtime, member, memo, input: edits });
  } catch (err) {
    // A memo added with fields the memo rules refuse is not kept.
    if (adding) await deleteMemo({ db, memo });
    throw err;
  }
  await touch(db, member, send);
}

/** DELETE memo-template-sends/memo: removes a memo from a draft send (memos/delete's soft delete). */
export async function removeSendMemo(opts: {
  db: Database;
  member: Member;
  send: MemoTemplateSendRow;
  memoId: number;
}): Promise<void> {
  const { db, send } = opts;
  assertDraft(send);
  await deleteMemo({ db, memo: await findSendMemo(db, send, opts.memoId) });
  await touch(db, opts.member, send);
}

/**
 * archive (a published send → archived: off the Sends list's default view) and unarchive (back
 * to published). Its memos keep their own status: archiving files the send, it recalls nothing.
 */
export async function setSendArchived(opts: {
  db: Database;
  member: Member;
  send: MemoTemplateSendRow;
  archived: boolean;
}): Promise<MemoTemplateSendRow> {
  const { db, member, send, archived } = opts;
  if (archived && send.status === 'archived') throw invalid({ id: [SEND_TEXT.alreadyArchived] });
  if (archived && send.status !== 'published') throw invalid({ id: [SEND_TEXT.notPublished] });
  if (!archived && send.status !== 'archived') throw invalid({ id: [SEND_TEXT.notArchived] });
  const now = new Date().toISOString();
  return db
    .updateTable('memo_template_sends')
    .set({
      status: archived ? 'archived' : 'published',
      archived_at: archived ? now : null,
      updater_id: member.employeeId,
      updated_at: now,
    })
    .where('id', '=', send.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * delete and delete/list: the sends and their memos (soft-deleted as memos/delete does: they
 * leave every list and inbox; responses stay), all in one transaction.
 */
export async function deleteSends(opts: { db: Database; sends: MemoTemplateSendRow[] }): Promise<void> {
  const ids = opts.sends.map((s) => s.id);
  if (!ids.length) return;
  const now = new Date().toISOString();
  await opts.db.transaction().execute(async (trx) => {
    const memos = await trx
      .updateTable('memos')
      .set({ deleted_at: now, updated_at: now })
      .where('template_send_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .returningAll()
      .execute();
    for (const memo of memos) await syncInboxAt(trx, memo, now);
    await trx.deleteFrom('memo_template_sends').where('id', 'in', ids).execute();
  });
}
