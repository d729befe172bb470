import { sql } from 'kysely';
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

interface LabelRow {
  kind: 'tag' | 'name';
  /** The template (a tag), or the person. */
  key: number;
  id: number;
  name: string;
}

/**
 * The page's tags (by title) and the names of its creators and updaters in one statement (UNION
 * ALL): one round trip and one plan on PostgreSQL instead of two, as employees-relations.ts does.
 */
function loadLabels(db: Database, ids: number[], people: number[]): Promise<LabelRow[]> {
  if (!ids.length) return Promise.resolve([]);
  const tags = db
    .selectFrom('memo_template_tags as mt')
    .innerJoin('tags as t', 't.id', 'mt.tag_id')
    .select([sql<LabelRow['kind']>`'tag'`.as('kind'), 'mt.template_id as key', 't.id', 't.title as name'])
    .where('mt.template_id', 'in', ids)
    .where('t.deleted_at', 'is', null);
  const labels = people.length
    ? tags.unionAll(
        db
          .selectFrom('employees')
          .select([sql<LabelRow['kind']>`'name'`.as('kind'), 'id as key', 'id', 'name'])
          .where('id', 'in', people),
      )
    : tags;
  return labels.orderBy('name').execute();
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
  const [settings, labels, media, shares] = await Promise.all([
    getMemoSettings({ db, companyId: member.companyId }),
    loadLabels(db, ids, people),
    loadTemplateMedia(db, 'template_id', ids),
    sharesOf(db, ids),
  ]);
  const tags = new Map<number, { id: number; title: string }[]>();
  const names = new Map<number, string>();
  for (const l of labels) {
    if (l.kind === 'name') names.set(l.id, l.name);
    else tags.set(l.key, [...(tags.get(l.key) ?? []), { id: l.id, title: l.name }]);
  }
  return {
    member,
    hiddenIds: opts.hiddenIds,
    sharing: settings.template_sharing,
    tags,
    media,
    names,
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
