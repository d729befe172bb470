import {
  TEMPLATE_TEXT,
  type ZMemoTemplateCreateRequest,
  type ZMemoTemplateUpdateRequest,
} from '@teamline/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import type { MemoTemplateRow } from '../../db/schema-templates.js';
import { forbidden, invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { canEditTemplate, scopeTemplates } from '../../policies/memo-template.js';
import type { Realtime } from '../../realtime/realtime.js';
import { assertTags } from '../memos/memo-targets.js';
import { createMemo, deleteMemo, findMemo } from '../memos/memos.service.js';
import { getMemoSettings } from '../settings/settings.service.js';
import {
  editedContent,
  memoContent,
  requestContent,
  type TemplateContent,
  templateToMemoInput,
} from './template-fields.js';
import { copyFiles, type FileSource, type Log, removeCopies } from './template-media.js';

/**
 * A company's memo templates (spec §4: archived, unarchived, shared; §7 Memo templates): find,
 * write, save from a memo, edit, archive, delete, and use — a new draft memo through the memo
 * create service, so the memo rules stay in one place.
 */

type CreateRequest = z.output<typeof ZMemoTemplateCreateRequest>;
type UpdateRequest = z.output<typeof ZMemoTemplateUpdateRequest>;

/** A template of the caller's company (management); anything else answers 404. */
export async function findTemplate(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<MemoTemplateRow> {
  const row = await scopeTemplates(opts.member, opts.db.selectFrom('memo_templates').selectAll())
    .where('id', '=', opts.id)
    .executeTakeFirst();
  if (!row) throw notFound('Template not found');
  return row;
}

/** The caller edits this template (policies/memo-template.ts), else 403. */
export function assertCanEdit(member: Member, t: MemoTemplateRow): void {
  if (!canEditTemplate(member, t)) throw forbidden();
}

export async function templateTagIds(db: Database, templateId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memo_template_tags as mt')
    .innerJoin('tags as t', 't.id', 'mt.tag_id')
    .select('mt.tag_id')
    .where('mt.template_id', '=', templateId)
    .where('t.deleted_at', 'is', null)
    .orderBy('mt.tag_id')
    .execute();
  return rows.map((r) => r.tag_id);
}

async function saveTags(db: Database, templateId: number, tagIds: number[] | undefined): Promise<void> {
  if (tagIds === undefined) return;
  await db.deleteFrom('memo_template_tags').where('template_id', '=', templateId).execute();
  const unique = [...new Set(tagIds)];
  if (unique.length)
    await db
      .insertInto('memo_template_tags')
      .values(unique.map((tag_id) => ({ template_id: templateId, tag_id })))
      .execute();
}

/**
 * Inserts a template with its tags and its (already copied) files in one transaction; when it
 * fails, the copies go again.
 */
export async function insertTemplate(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  content: TemplateContent;
  extra?: { source_memo_id?: number | null; community_template_id?: number | null };
  tagIds: number[];
  files: FileSource[];
  log: Log;
}): Promise<MemoTemplateRow> {
  const { db, member } = opts;
  const now = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('memo_templates')
        .values({
          company_id: member.companyId,
          ...opts.content,
          source_memo_id: opts.extra?.source_memo_id ?? null,
          community_template_id: opts.extra?.community_template_id ?? null,
          creator_id: member.employeeId,
          updater_id: member.employeeId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveTags(trx, row.id, opts.tagIds);
      for (const f of opts.files)
        await trx
          .insertInto('template_media')
          .values({
            ...f,
            company_id: member.companyId,
            template_id: row.id,
            community_template_id: null,
            created_at: now,
          })
          .execute();
      return row;
    });
  } catch (err) {
    await removeCopies(opts.storage, opts.files, opts.log);
    throw err;
  }
}

/** memo-templates/create: written, or saved from a memo the caller manages (its files copied). */
export async function createTemplate(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  input: CreateRequest;
  log: Log;
}): Promise<MemoTemplateRow> {
  const { db, storage, member, input } = opts;
  await assertTags(db, member.companyId, input.tag_ids);
  if (input.memo_id === undefined) {
    const settings = await getMemoSettings({ db, companyId: member.companyId });
    const content = requestContent(input, {
      type: settings.default_type,
      priority: settings.default_priority,
    });
    return insertTemplate({ ...opts, content, tagIds: input.tag_ids ?? [], files: [] });
  }
  // Another company's memo, one the caller does not manage, or a celebration: 404 on memo_id.
  const memo = await findMemo({ db, member, id: input.memo_id, kind: ['message', 'survey'] }).catch(() => {
    throw notFound(TEMPLATE_TEXT.memoNotFound);
  });
  const [translations, tags, media] = await Promise.all([
    db.selectFrom('memo_translations').selectAll().where('memo_id', '=', memo.id).orderBy('id').execute(),
    db.selectFrom('memo_tags').select('tag_id').where('memo_id', '=', memo.id).execute(),
    db
      .selectFrom('memo_media')
      .selectAll()
      .where('memo_id', '=', memo.id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),
  ]);
  const files = await copyFiles(storage, media, `template-media/${member.companyId}`, opts.log);
  return insertTemplate({
    ...opts,
    content: memoContent(memo, translations, input),
    extra: { source_memo_id: memo.id },
    tagIds: input.tag_ids ?? tags.map((t) => t.tag_id),
    files,
  });
}

/** memo-templates/update: the fields sent (the kind stays). */
export async function updateTemplate(opts: {
  db: Database;
  member: Member;
  template: MemoTemplateRow;
  input: UpdateRequest;
}): Promise<MemoTemplateRow> {
  const { db, member, template, input } = opts;
  assertCanEdit(member, template);
  await assertTags(db, member.companyId, input.tag_ids);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('memo_templates')
      .set({
        ...editedContent(template, input),
        updater_id: member.employeeId,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', template.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveTags(trx, row.id, input.tag_ids);
    return row;
  });
}

/** memo-templates/archive and unarchive (422 when it is already so). */
export async function setArchived(opts: {
  db: Database;
  member: Member;
  template: MemoTemplateRow;
  archived: boolean;
}): Promise<MemoTemplateRow> {
  const { db, member, template, archived } = opts;
  assertCanEdit(member, template);
  if (archived === (template.archived_at !== null))
    throw invalid({ id: [archived ? TEMPLATE_TEXT.alreadyArchived : TEMPLATE_TEXT.notArchived] });
  const now = new Date().toISOString();
  return db
    .updateTable('memo_templates')
    .set({ archived_at: archived ? now : null, updater_id: member.employeeId, updated_at: now })
    .where('id', '=', template.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * memo-templates/delete: the template, its files, and its community share with the share's
 * files (companies that used the share keep their own copies).
 */
export async function deleteTemplate(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  template: MemoTemplateRow;
  log: Log;
}): Promise<void> {
  const { db, template } = opts;
  assertCanEdit(opts.member, template);
  const files = await db.transaction().execute(async (trx) => {
    const shares = trx
      .selectFrom('community_templates')
      .select('id')
      .where('source_template_id', '=', template.id);
    const media = await trx
      .selectFrom('template_media')
      .selectAll()
      .where((eb) => eb.or([eb('template_id', '=', template.id), eb('community_template_id', 'in', shares)]))
      .execute();
    await trx.deleteFrom('community_templates').where('source_template_id', '=', template.id).execute();
    await trx.deleteFrom('memo_templates').where('id', '=', template.id).execute();
    return media;
  });
  await removeCopies(opts.storage, files, opts.log);
}

/**
 * memo-templates/use: a new draft memo made from the template by createMemo (the company's memo
 * rules, its tags checked again), its files copied to the memo; the template counts a use. An
 * archived template is not used (422).
 */
export async function useTemplate(opts: {
  db: Database;
  realtime: Realtime;
  storage: Storage;
  member: Member;
  template: MemoTemplateRow;
  log: Log;
}): Promise<MemoRow> {
  const { db, storage, member, template } = opts;
  if (template.archived_at !== null) throw invalid({ id: [TEMPLATE_TEXT.archived] });
  const { kind, input } = templateToMemoInput(template, await templateTagIds(db, template.id));
  const { memo } = await createMemo({ db, realtime: opts.realtime, member, kind, input });
  const media = await db
    .selectFrom('template_media')
    .selectAll()
    .where('template_id', '=', template.id)
    .orderBy('id')
    .execute();
  let files: FileSource[] = [];
  try {
    files = await copyFiles(storage, media, `memo-media/${member.companyId}/${memo.id}`, opts.log);
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const f of files)
        await trx
          .insertInto('memo_media')
          .values({
            ...f,
            company_id: member.companyId,
            memo_id: memo.id,
            creator_id: member.employeeId,
            created_at: now,
          })
          .execute();
      await trx
        .updateTable('memo_templates')
        .set({ use_count: sql`use_count + 1`, last_used_at: now })
        .where('id', '=', template.id)
        .execute();
      // The memo says which template it came from (memo detail: "From template …").
      await trx.updateTable('memos').set({ template_id: template.id }).where('id', '=', memo.id).execute();
    });
  } catch (err) {
    // The draft is not left half made: it goes, and so do the files copied for it.
    await removeCopies(storage, files, opts.log);
    await deleteMemo({ db, memo });
    throw err;
  }
  return { ...memo, template_id: template.id };
}
