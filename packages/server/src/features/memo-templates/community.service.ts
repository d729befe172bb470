import { TEMPLATE_TEXT, type ZMemoTemplateShareRequest } from '@teamline/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { CommunityTemplateRow, MemoTemplateRow } from '../../db/schema-templates.js';
import { forbidden, invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { canReadCommunity, canShareTemplate } from '../../policies/memo-template.js';
import { getMemoSettings } from '../settings/settings.service.js';
import { insertTemplate } from './memo-templates.service.js';
import { copiedContent } from './template-fields.js';
import { copyFiles, type Log, removeCopies } from './template-media.js';

/**
 * The community of shared templates: a company shares a copy of its template (content, questions,
 * translation and files; never its tags, recipients, people or statistics), updates or withdraws
 * it; the management of every company reads published shares and copies one into its own
 * templates (share/use). An operator hides a share with COMMUNITY_HIDDEN_IDS.
 */

type ShareRequest = z.output<typeof ZMemoTemplateShareRequest>;

/** A shared template the caller may read (policies/memo-template.ts canReadCommunity), else 404. */
export async function findCommunity(opts: {
  db: Database;
  member: Member;
  hiddenIds: readonly number[];
  id: number;
}): Promise<CommunityTemplateRow> {
  const row = await opts.db
    .selectFrom('community_templates')
    .selectAll()
    .where('id', '=', opts.id)
    .executeTakeFirst();
  if (!row || !canReadCommunity(opts.member, row, opts.hiddenIds)) throw notFound('Template not found');
  return row;
}

/** The shares of some templates (the template shape shows its share). */
export async function sharesOf(
  db: Database,
  templateIds: number[],
): Promise<Map<number, CommunityTemplateRow>> {
  if (!templateIds.length) return new Map();
  const rows = await db
    .selectFrom('community_templates')
    .selectAll()
    .where('source_template_id', 'in', templateIds)
    .execute();
  return new Map(rows.map((r) => [r.source_template_id as number, r]));
}

async function assertCanShare(db: Database, member: Member, template: MemoTemplateRow): Promise<void> {
  const { template_sharing } = await getMemoSettings({ db, companyId: member.companyId });
  if (!canShareTemplate(member, template, template_sharing)) {
    throw forbidden(template_sharing === 'admins' ? TEMPLATE_TEXT.sharingAdminsOnly : undefined);
  }
}

/**
 * POST share (share, or share again) and PUT share (update; `published` withdraws or publishes
 * again): the share is the template's current content, sanitised again, with its files copied
 * anew (the previous copies go once the new ones are in).
 */
export async function shareTemplate(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  template: MemoTemplateRow;
  input: ShareRequest;
  /** PUT: the share must exist (404 otherwise). */
  update: boolean;
  log: Log;
}): Promise<CommunityTemplateRow> {
  const { db, storage, member, template, input } = opts;
  await assertCanShare(db, member, template);
  const existing = (await sharesOf(db, [template.id])).get(template.id);
  if (opts.update && !existing) throw notFound(TEMPLATE_TEXT.notShared);
  const publish = input.published ?? true;
  if (publish && template.archived_at !== null) throw invalid({ id: [TEMPLATE_TEXT.archived] });
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', member.companyId)
    .executeTakeFirstOrThrow();
  const media = await db
    .selectFrom('template_media')
    .selectAll()
    .where('template_id', '=', template.id)
    .orderBy('id')
    .execute();
  const files = await copyFiles(storage, media, `community-media/${member.companyId}`, opts.log);
  const now = new Date().toISOString();
  const values = {
    ...copiedContent(template),
    company_name: company.name,
    description: input.description === undefined ? (existing?.description ?? null) : input.description,
    category: input.category === undefined ? (existing?.category ?? template.category) : input.category,
    language: input.language ?? existing?.language ?? 'en',
    withdrawn_at: publish ? null : (existing?.withdrawn_at ?? now),
    published_at: publish
      ? existing && existing.withdrawn_at === null
        ? existing.published_at
        : now
      : (existing?.published_at ?? null),
    updated_at: now,
  };
  let previous: typeof media = [];
  try {
    const row = await db.transaction().execute(async (trx) => {
      let share: CommunityTemplateRow;
      if (existing) {
        previous = await trx
          .selectFrom('template_media')
          .selectAll()
          .where('community_template_id', '=', existing.id)
          .execute();
        await trx.deleteFrom('template_media').where('community_template_id', '=', existing.id).execute();
        share = await trx
          .updateTable('community_templates')
          .set(values)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } else {
        share = await trx
          .insertInto('community_templates')
          .values({
            ...values,
            company_id: member.companyId,
            source_template_id: template.id,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      for (const f of files)
        await trx
          .insertInto('template_media')
          .values({
            ...f,
            company_id: member.companyId,
            template_id: null,
            community_template_id: share.id,
            created_at: now,
          })
          .execute();
      return share;
    });
    await removeCopies(storage, previous, opts.log);
    return row;
  } catch (err) {
    await removeCopies(storage, files, opts.log);
    throw err;
  }
}

/**
 * share/use: the shared template copied into the caller's company's templates (content
 * sanitised again, files copied; no tags), and one use counted on the share.
 */
export async function useCommunityTemplate(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  shared: CommunityTemplateRow;
  log: Log;
}): Promise<MemoTemplateRow> {
  const { db, storage, member, shared } = opts;
  const media = await db
    .selectFrom('template_media')
    .selectAll()
    .where('community_template_id', '=', shared.id)
    .orderBy('id')
    .execute();
  const files = await copyFiles(storage, media, `template-media/${member.companyId}`, opts.log);
  const row = await insertTemplate({
    db,
    storage,
    member,
    content: copiedContent(shared),
    extra: { community_template_id: shared.id },
    tagIds: [],
    files,
    log: opts.log,
  });
  await db
    .updateTable('community_templates')
    .set({ use_count: sql`use_count + 1` })
    .where('id', '=', shared.id)
    .execute();
  return row;
}
