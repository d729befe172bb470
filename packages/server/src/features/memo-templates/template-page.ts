import type { Database } from '../../db/index.js';
import type { CommunityTemplateRow, MemoTemplateRow, TemplateMediaRow } from '../../db/schema-templates.js';
import type { Member } from '../../policies/member.js';
import type { TemplateSharing } from '../../policies/memo-template.js';
import { getMemoSettings } from '../settings/settings.service.js';
import { sharesOf } from './community.service.js';
import { loadTemplateMedia } from './template-media.js';

/** Everything a page of templates names, loaded in one round of queries (the presenter makes none). */
export interface TemplatePage {
  member: Member;
  hiddenIds: readonly number[];
  sharing: TemplateSharing;
  tags: Map<number, { id: number; title: string }[]>;
  media: Map<number, TemplateMediaRow[]>;
  names: Map<number, string>;
  shares: Map<number, CommunityTemplateRow>;
}

export async function loadTemplatePage(opts: {
  db: Database;
  member: Member;
  hiddenIds: readonly number[];
  rows: readonly MemoTemplateRow[];
}): Promise<TemplatePage> {
  const { db, member, rows } = opts;
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.flatMap((r) => [r.creator_id, r.updater_id]).filter((id) => id !== null))];
  const [settings, tagRows, media, nameRows, shares] = await Promise.all([
    getMemoSettings({ db, companyId: member.companyId }),
    ids.length
      ? db
          .selectFrom('memo_template_tags as mt')
          .innerJoin('tags as t', 't.id', 'mt.tag_id')
          .select(['mt.template_id', 't.id', 't.title'])
          .where('mt.template_id', 'in', ids)
          .where('t.deleted_at', 'is', null)
          .orderBy('t.title')
          .execute()
      : Promise.resolve([]),
    loadTemplateMedia(db, 'template_id', ids),
    people.length
      ? db.selectFrom('employees').select(['id', 'name']).where('id', 'in', people).execute()
      : Promise.resolve([]),
    sharesOf(db, ids),
  ]);
  const tags = new Map<number, { id: number; title: string }[]>();
  for (const t of tagRows)
    tags.set(t.template_id, [...(tags.get(t.template_id) ?? []), { id: t.id, title: t.title }]);
  return {
    member,
    hiddenIds: opts.hiddenIds,
    sharing: settings.template_sharing,
    tags,
    media,
    names: new Map(nameRows.map((n) => [n.id, n.name])),
    shares,
  };
}

/** A page of shared templates: their files. */
export interface CommunityPage {
  member: Member;
  media: Map<number, TemplateMediaRow[]>;
}

export async function loadCommunityPage(opts: {
  db: Database;
  member: Member;
  rows: readonly CommunityTemplateRow[];
}): Promise<CommunityPage> {
  return {
    member: opts.member,
    media: await loadTemplateMedia(
      opts.db,
      'community_template_id',
      opts.rows.map((r) => r.id),
    ),
  };
}
