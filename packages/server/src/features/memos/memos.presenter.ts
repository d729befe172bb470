import {
  type AnyMemoKind,
  MEMO_TYPES,
  type MemoKind,
  type MemoStatus,
  memoAllows,
  parseReminderSteps,
  type TMemo,
  type TMemoTranslation,
  type TSurveyQuestion,
  type ZMemoListItem,
  type ZMemosQuery,
} from '@teamline/shared';
import type { z } from 'zod';
import { toBool } from '../../db/index.js';
import type { MemoRow, MemoTranslationRow } from '../../db/schema.js';
import { pageInfo } from '../../http/paging.js';
import type { MemoPage } from './memo-page.js';
import type { RecipientsChange } from './memo-recipients.js';

/**
 * The Memo shape from a row and its page's loaded data (memo-page.ts); runs no query.
 * `can_archive`/`can_expire` are the state rule (@teamline/shared memo-states) where the caller
 * manages the memo (policies/memo.ts).
 */

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

function presentOne(m: MemoRow, x: MemoPage, now: string): TMemo {
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
    reminder_steps: parseReminderSteps(m.reminder_steps),
    escalate_after_hours: m.escalate_after_hours,
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
    translations: (x.translations.get(m.id) ?? []).map(presentTranslation),
    media: x.media.get(m.id) ?? [],
    celebration: x.celebrations.info.get(m.id) ?? null,
    celebration_options: x.celebrations.counts.get(m.id) ?? {},
    template_id: m.template_id,
    template_send_id: m.template_send_id,
    template:
      m.template_id !== null && x.templates.has(m.template_id)
        ? { id: m.template_id, title: x.templates.get(m.template_id) as string }
        : null,
    template_send:
      m.template_send_id !== null && x.sends.has(m.template_send_id)
        ? { id: m.template_send_id, name: x.sends.get(m.template_send_id) as string }
        : null,
    can_archive: x.managed.has(m.id) && memoAllows(m, 'archive'),
    can_expire: x.managed.has(m.id) && memoAllows(m, 'expire'),
  };
}

export function presentMemos(
  rows: readonly MemoRow[],
  page: MemoPage,
  now = new Date().toISOString(),
): TMemo[] {
  return rows.map((m) => presentOne(m, page, now));
}

export function presentMemo(row: MemoRow, page: MemoPage): TMemo {
  return presentOne(row, page, new Date().toISOString());
}

/** memos/all's light shape. */
export const presentMemoListItem = (m: MemoRow): z.infer<typeof ZMemoListItem> => ({
  id: m.id,
  kind: m.kind as MemoKind,
  status: m.status as MemoStatus,
  title: m.title,
  display_start_at: displayStart(m),
  created_at: m.created_at,
});

/** The paging, sorting and filters of a memo list answer (its memos go under the list's key). */
export function presentMemoPaging(opts: {
  query: Pick<
    z.output<typeof ZMemosQuery>,
    'page' | 'per_page' | 'terms' | 'sort_by' | 'sort_direction' | 'status' | 'category'
  >;
  total: number;
  kind: string | null;
}) {
  const q = opts.query;
  return {
    ...pageInfo({ total: opts.total, page: q.page, perPage: q.per_page }),
    sort_by: q.sort_by,
    sort_direction: q.sort_direction,
    filters: { terms: q.terms, status: q.status ?? null, category: q.category ?? null, kind: opts.kind },
  };
}

/** memos/recipients and memos/delete-recipients: the counts, and the memo as it now is. */
export function presentRecipientsChange(change: RecipientsChange, page: MemoPage) {
  return {
    recipient_count: change.recipientCount,
    added_count: change.added,
    removed_count: change.removed,
    memo: change.memo ? presentMemo(change.memo, page) : null,
  };
}
