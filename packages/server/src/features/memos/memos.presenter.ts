import type {
  AnyMemoKind,
  MemoStatus,
  TIdName,
  TMemo,
  TMemoMedia,
  TMemoTranslation,
  TSurveyQuestion,
} from '@teamline/shared';
import { MEMO_TYPES } from '@teamline/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import type { MemoRow, MemoTranslationRow } from '../../db/schema.js';
import {
  type CelebrationExtras,
  loadCelebrationExtras,
  NO_CELEBRATION_EXTRAS,
} from '../celebrations/celebration-extras.js';
import { loadMemoMedia } from '../media/media.presenter.js';

/** JSON text of a column, or the fallback when empty or unreadable. */
export function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const displayStart = (m: Pick<MemoRow, 'start_at' | 'published_at'>) => m.start_at ?? m.published_at;
export const memoIsPastDue = (m: Pick<MemoRow, 'due_at' | 'status'>, now: string) =>
  m.status === 'published' && m.due_at !== null && m.due_at < now;

export function presentTranslation(t: MemoTranslationRow): TMemoTranslation {
  return {
    locale_code: t.locale_code,
    title: t.title,
    content: t.content,
    recipient_title: t.recipient_title,
    recipient_content: t.recipient_content,
    options: parseJson(t.options, null),
  };
}

const memoType = (t: string) =>
  MEMO_TYPES.includes(t as 'standard') ? (t as 'standard' | 'nonflaggable') : 'nonflaggable';

interface Extras {
  names: Map<number, string>;
  locations: Map<number, TIdName[]>;
  audiences: Map<number, TIdName[]>;
  recipients: Map<number, TIdName[]>;
  tags: Map<number, number[]>;
  translations: Map<number, TMemoTranslation[]>;
  counts: Map<number, { total: number; responded: number }>;
  media: Map<number, TMemoMedia[]>;
  celebrations: CelebrationExtras;
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

/** Everything the Memo shape names beside the row, for a page of memos, in a few queries. */
async function loadExtras(db: Database, rows: MemoRow[]): Promise<Extras> {
  const ids = rows.map((m) => m.id);
  const people = [
    ...new Set(
      rows
        .flatMap((m) => [m.author_id, m.creator_id, m.publisher_id, m.updater_id])
        .filter((x) => x !== null),
    ),
  ];
  if (!ids.length) {
    return {
      names: new Map(),
      locations: new Map(),
      audiences: new Map(),
      recipients: new Map(),
      tags: new Map(),
      translations: new Map(),
      counts: new Map(),
      media: new Map(),
      celebrations: NO_CELEBRATION_EXTRAS,
    };
  }
  const [names, locations, audiences, recipients, tags, translations, counts, media, celebrations] =
    await Promise.all([
      people.length
        ? db.selectFrom('employees').select(['id', 'name']).where('id', 'in', people).execute()
        : Promise.resolve([]),
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
    ]);
  const idName = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });
  return {
    names: new Map(names.map((n) => [n.id, n.name])),
    locations: group(locations, idName),
    audiences: group(audiences, idName),
    recipients: group(recipients, idName),
    tags: group(tags, (r) => r.tag_id),
    translations: group(translations, presentTranslation),
    counts: new Map(
      counts.map((c) => [c.memo_id, { total: Number(c.total), responded: Number(c.responded) }]),
    ),
    media,
    celebrations,
  };
}

function presentOne(m: MemoRow, x: Extras, now: string): TMemo {
  const person = (id: number | null) =>
    id !== null && x.names.has(id) ? { id, name: x.names.get(id) as string } : null;
  const locations = x.locations.get(m.id) ?? [];
  const audiences = x.audiences.get(m.id) ?? [];
  const recipients = x.recipients.get(m.id) ?? [];
  const count = x.counts.get(m.id) ?? { total: 0, responded: 0 };
  const status = m.status as MemoStatus;
  return {
    id: m.id,
    kind: m.kind as AnyMemoKind,
    status,
    title: m.title,
    content: m.content,
    recipient_title: m.recipient_title,
    recipient_content: m.recipient_content,
    category: m.category,
    priority: m.priority,
    signature: toBool(m.signature),
    type: memoType(m.type),
    display_type: m.display_type,
    mode: m.mode,
    options_key: m.options_key,
    options: parseJson<TSurveyQuestion[]>(m.options, []),
    author: person(m.author_id),
    author_description: m.author_description,
    creator: person(m.creator_id),
    publisher: person(m.publisher_id),
    updater: person(m.updater_id),
    start_at: m.start_at,
    reveal_at: m.reveal_at,
    due_at: m.due_at,
    end_at: m.end_at,
    published_at: m.published_at,
    expired_at: m.expired_at,
    archived_at: m.archived_at,
    deleted_at: m.deleted_at,
    created_at: m.created_at,
    updated_at: m.updated_at,
    display_start_at: displayStart(m),
    is_past_due: memoIsPastDue(m, now),
    response_rate: count.total ? count.responded / count.total : 0,
    recipient_count: count.total,
    tag_ids: x.tags.get(m.id) ?? [],
    location_ids: locations.map((l) => l.id),
    audience_ids: audiences.map((a) => a.id),
    recipient_ids: recipients.map((r) => r.id),
    locations,
    audiences,
    recipients,
    translations: x.translations.get(m.id) ?? [],
    media: x.media.get(m.id) ?? [],
    celebration: x.celebrations.info.get(m.id) ?? null,
    celebration_options: x.celebrations.counts.get(m.id) ?? {},
    can_archive: m.kind === 'message' && (status === 'published' || status === 'expired'),
    can_expire: status === 'scheduled' || status === 'published',
  };
}

export async function presentMemos(db: Database, rows: MemoRow[]): Promise<TMemo[]> {
  const extras = await loadExtras(db, rows);
  const now = new Date().toISOString();
  return rows.map((m) => presentOne(m, extras, now));
}

export async function presentMemo(db: Database, row: MemoRow): Promise<TMemo> {
  const [memo] = await presentMemos(db, [row]);
  return memo as TMemo;
}
