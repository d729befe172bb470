import type { TIdName, TMemoMedia } from '@teamline/shared';
import { sql } from 'kysely';
import { employeeNames } from '../../db/employee-names.js';
import type { Database } from '../../db/index.js';
import type { MemoRow, MemoTranslationRow } from '../../db/schema.js';
import type { Member } from '../../policies/member.js';
import { canManageMemo, loadMemoReach } from '../../policies/memo.js';
import { scopeTemplates } from '../../policies/memo-template.js';
import { scopeSends } from '../../policies/memo-template-send.js';
import {
  type CelebrationExtras,
  loadCelebrationExtras,
  NO_CELEBRATION_EXTRAS,
} from './celebration-extras.js';
import { loadMemoMedia } from './memo-media.js';

/**
 * Everything the Memo shape names beside its row, for a page of memos, in one round of queries
 * (memos.presenter.ts maps it, running none): people's names, targeting, tags, translations,
 * response counts, attachments, celebration details, and which of them the caller manages.
 */
export interface MemoPage {
  names: Map<number, string>;
  locations: Map<number, TIdName[]>;
  audiences: Map<number, TIdName[]>;
  recipients: Map<number, TIdName[]>;
  tags: Map<number, number[]>;
  translations: Map<number, MemoTranslationRow[]>;
  counts: Map<number, { total: number; responded: number }>;
  media: Map<number, TMemoMedia[]>;
  celebrations: CelebrationExtras;
  /** Titles of the templates and names of the template sends the memos came from, those the caller opens. */
  templates: Map<number, string>;
  sends: Map<number, string>;
  /** The memos the caller may manage (policies/memo.ts), for can_archive and can_expire. */
  managed: ReadonlySet<number>;
}

function group<R extends { memo_id: number }, T>(rows: R[], pick: (r: R) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.memo_id) ?? [];
    list.push(pick(r));
    out.set(r.memo_id, list);
  }
  return out;
}

const EMPTY: MemoPage = {
  names: new Map(),
  locations: new Map(),
  audiences: new Map(),
  recipients: new Map(),
  tags: new Map(),
  translations: new Map(),
  counts: new Map(),
  media: new Map(),
  celebrations: NO_CELEBRATION_EXTRAS,
  templates: new Map(),
  sends: new Map(),
  managed: new Set(),
};

const distinct = (ids: (number | null)[]) => [...new Set(ids.filter((id) => id !== null))];

/** The templates the memos were made from, as the caller finds them (policies/memo-template.ts). */
function loadOrigins(db: Database, member: Member, rows: readonly MemoRow[]) {
  const ids = distinct(rows.map((m) => m.template_id));
  if (!ids.length) return Promise.resolve([]);
  return scopeTemplates(member, db.selectFrom('memo_templates'))
    .select(['memo_templates.id', 'memo_templates.title'])
    .where('memo_templates.id', 'in', ids)
    .execute();
}

/** The template sends the memos are part of, as the caller finds them (policies/memo-template-send.ts). */
function loadSends(db: Database, member: Member, rows: readonly MemoRow[]) {
  const ids = distinct(rows.map((m) => m.template_send_id));
  if (!ids.length) return Promise.resolve([]);
  return scopeSends(member, db.selectFrom('memo_template_sends'))
    .select(['memo_template_sends.id', 'memo_template_sends.name'])
    .where('memo_template_sends.id', 'in', ids)
    .execute();
}

export async function loadMemoPage(opts: {
  db: Database;
  member: Member;
  rows: readonly MemoRow[];
}): Promise<MemoPage> {
  const { db, member, rows } = opts;
  const ids = rows.map((m) => m.id);
  if (!ids.length) return EMPTY;
  const people = rows.flatMap((m) => [m.author_id, m.creator_id, m.publisher_id, m.updater_id]);
  const [
    names,
    locations,
    audiences,
    recipients,
    tags,
    translations,
    counts,
    media,
    celebrations,
    reach,
    templates,
    sends,
  ] = await Promise.all([
    employeeNames(db, people),
    db
      .selectFrom('memo_locations as ml')
      .innerJoin('locations as l', 'l.id', 'ml.location_id')
      .select(['ml.memo_id', 'l.id', 'l.name'])
      .where('ml.memo_id', 'in', ids)
      .orderBy('l.name')
      .execute(),
    db
      .selectFrom('memo_audiences as ma')
      .innerJoin('audiences as a', 'a.id', 'ma.audience_id')
      .select(['ma.memo_id', 'a.id', 'a.name'])
      .where('ma.memo_id', 'in', ids)
      .orderBy('a.name')
      .execute(),
    db
      .selectFrom('memo_recipients as mr')
      .innerJoin('employees as e', 'e.id', 'mr.employee_id')
      .select(['mr.memo_id', 'e.id', 'e.name'])
      .where('mr.memo_id', 'in', ids)
      .orderBy('e.name')
      .execute(),
    db.selectFrom('memo_tags').select(['memo_id', 'tag_id']).where('memo_id', 'in', ids).execute(),
    db.selectFrom('memo_translations').selectAll().where('memo_id', 'in', ids).execute(),
    db
      .selectFrom('memo_responses')
      .select([
        'memo_id',
        sql<number>`count(*)`.as('total'),
        sql<number>`count(acknowledged_at)`.as('responded'),
      ])
      .where('memo_id', 'in', ids)
      .groupBy('memo_id')
      .execute(),
    loadMemoMedia(db, ids),
    loadCelebrationExtras(db, rows),
    loadMemoReach(db, member, rows),
    loadOrigins(db, member, rows),
    loadSends(db, member, rows),
  ]);
  const idName = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });
  return {
    names,
    locations: group(locations, idName),
    audiences: group(audiences, idName),
    recipients: group(recipients, idName),
    tags: group(tags, (r) => r.tag_id),
    translations: group(translations, (t) => t),
    counts: new Map(
      counts.map((c) => [c.memo_id, { total: Number(c.total), responded: Number(c.responded) }]),
    ),
    media,
    celebrations,
    templates: new Map(templates.map((t) => [t.id, t.title])),
    sends: new Map(sends.map((s) => [s.id, s.name])),
    managed: new Set(rows.filter((m) => canManageMemo(member, m, reach)).map((m) => m.id)),
  };
}
