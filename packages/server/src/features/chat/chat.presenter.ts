import {
  type TChatGif,
  type TChatImage,
  type TChatMessage,
  type TChatPrimary,
  type TChatReaction,
  type TChatShared,
  ZChatGif,
} from '@teamline/shared';
import { chunks } from '../../db/chunks.js';
import { employeeNames } from '../../db/employee-names.js';
import type { Database } from '../../db/index.js';
import { preparedIn } from '../../db/prepared-list.js';
import type { ChatImageRow, ChatMessageRow } from '../../db/schema-chat.js';
import { visibleSharedMemoIds } from '../../policies/chat.js';
import type { Member } from '../../policies/member.js';
import { loadPageReads, type PageReads, receiptsOf } from './chat-receipts.js';

/**
 * Chat messages as the API answers them (spec §3 Chat message). Everything a page needs is loaded
 * once for the page: senders, images, reactions, read marks, quoted messages and shared cards.
 * `viewer` null presents for a realtime event (everyone in the room): no shared card.
 */

/** Where a chat image is read (with the session cookie): its group's members only. */
export const chatImageUrl = (companyId: number, imageId: number, thumb: boolean) =>
  `/api/chat/images/${imageId}?company_id=${companyId}${thumb ? '&thumb=yes' : ''}`;

export function presentImage(row: ChatImageRow): TChatImage {
  return {
    id: row.id,
    url: chatImageUrl(row.company_id, row.id, false),
    thumb_url: row.thumb_key ? chatImageUrl(row.company_id, row.id, true) : null,
    width: row.width,
    height: row.height,
  };
}

function parseGif(text: string | null): TChatGif | null {
  if (!text) return null;
  try {
    const parsed = ZChatGif.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface Loaded {
  names: Map<number, string>;
  images: Map<number, ChatImageRow>;
  reactions: Map<number, TChatReaction[]>;
  reads: PageReads | null;
  primaries: Map<number, ChatMessageRow>;
  shared: Map<number, TChatShared>;
}

const SHARED_KIND = { message_id: 'message', survey_id: 'survey', celebration_id: 'celebration' } as const;

/** The memo, survey or celebration a message shares, if any. */
export function sharedIdOf(m: ChatMessageRow): number | null {
  return m.message_id ?? m.survey_id ?? m.celebration_id;
}

/**
 * Whose readers a message names: the caller's own messages (the only ones whose "Read by" the app
 * shows), or every message for a realtime room. The others carry their count alone: a deep page
 * of a big group read by everyone named 50 readers on each of its 30 messages (docs/decisions.md).
 */
const namedFor = (viewer: Member | null, m: ChatMessageRow) =>
  viewer === null || m.employee_id === viewer.employeeId;

// A page's statements over its lists of ids, compiled once per length (db/prepared-list.ts).
const imagesById = preparedIn((db: Database, ids: number[]) =>
  db.selectFrom('chat_images').selectAll().where('id', 'in', ids),
);
const reactionsOf = preparedIn((db: Database, messageIds: number[]) =>
  db
    .selectFrom('chat_reactions')
    .selectAll()
    .where('chat_message_id', 'in', messageIds)
    .orderBy('created_at')
    .orderBy('employee_id'),
);

async function load(
  db: Database,
  viewer: Member | null,
  rows: readonly ChatMessageRow[],
  opts: { receipts: boolean },
): Promise<Loaded> {
  const replyIds = [...new Set(rows.map((r) => r.chat_message_id).filter((id) => id !== null))];
  const primaries = new Map<number, ChatMessageRow>();
  for (const part of chunks(replyIds))
    if (part.length)
      for (const p of await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('id', 'in', part)
        .where('chat_group_id', 'in', [...new Set(rows.map((r) => r.chat_group_id))])
        .execute())
        primaries.set(p.id, p);
  const all = [...rows, ...primaries.values()];
  const employeeIds = [...new Set(all.map((r) => r.employee_id).filter((id) => id !== null))];
  const imageIds = [...new Set(all.map((r) => r.image_id).filter((id) => id !== null))];
  const images = new Map<number, ChatImageRow>();
  for (const part of chunks(imageIds)) for (const i of await imagesById(db, part)) images.set(i.id, i);
  // The group list's latest messages show no reactions or receipts: neither is loaded for them.
  const reactions = opts.receipts
    ? await loadReactions(
        db,
        rows.map((r) => r.id),
      )
    : new Map<number, TChatReaction[]>();
  const groupId = rows[0]?.chat_group_id;
  // A page of one group: its read marks, with the names of the people it shows.
  const page =
    opts.receipts && groupId !== undefined && rows.every((r) => r.chat_group_id === groupId)
      ? await loadPageReads(
          db,
          groupId,
          rows,
          rows.some((r) => namedFor(viewer, r)),
          employeeIds,
        )
      : null;
  const names = page ? page.names : await employeeNames(db, employeeIds);
  const reads = page ? page.reads : null;
  const shared = new Map<number, TChatShared>();
  const sharedIds = rows.map(sharedIdOf).filter((id) => id !== null);
  if (viewer && sharedIds.length) {
    const visible = await visibleSharedMemoIds(db, viewer, sharedIds);
    if (visible.size)
      for (const m of await db
        .selectFrom('memos')
        .select(['id', 'kind', 'title'])
        .where('id', 'in', [...visible])
        .execute())
        if (m.kind === 'message' || m.kind === 'survey' || m.kind === 'celebration')
          shared.set(m.id, { kind: m.kind, id: m.id, title: m.title });
  }
  return { names, images, reactions, reads, primaries, shared };
}

/** The reactions of some messages, grouped by emoji (first reacted first). */
export async function loadReactions(
  db: Database,
  messageIds: readonly number[],
): Promise<Map<number, TChatReaction[]>> {
  const out = new Map<number, TChatReaction[]>();
  for (const part of chunks([...new Set(messageIds)])) {
    const rows = await reactionsOf(db, part);
    for (const r of rows) {
      const list = out.get(r.chat_message_id) ?? [];
      let item = list.find((x) => x.emoji === r.emoji);
      if (!item) {
        item = { emoji: r.emoji, count: 0, employee_ids: [] };
        list.push(item);
      }
      item.count += 1;
      item.employee_ids.push(r.employee_id);
      out.set(r.chat_message_id, list);
    }
  }
  return out;
}

function primaryOf(m: ChatMessageRow, l: Loaded): TChatPrimary {
  const deleted = m.deleted_at !== null;
  const image = !deleted && m.image_id !== null ? l.images.get(m.image_id) : undefined;
  const sharedId = sharedIdOf(m);
  return {
    id: m.id,
    chat_group_id: m.chat_group_id,
    employee_id: m.employee_id,
    message_id: m.message_id,
    survey_id: m.survey_id,
    celebration_id: m.celebration_id,
    chat_message_id: m.chat_message_id,
    content: deleted ? null : m.content,
    image: image ? presentImage(image) : null,
    gif: deleted ? null : parseGif(m.gif),
    shared: !deleted && sharedId !== null ? (l.shared.get(sharedId) ?? null) : null,
    employee: m.employee_id !== null ? { id: m.employee_id, name: l.names.get(m.employee_id) ?? '' } : null,
    client_id: m.client_id,
    created_at: m.created_at,
    updated_at: m.updated_at,
    edited_at: m.edited_at,
    deleted_at: m.deleted_at,
  };
}

/** Messages as the caller (or, with `viewer` null, a realtime room) sees them, in the order given. */
export async function presentMessages(
  db: Database,
  viewer: Member | null,
  rows: readonly ChatMessageRow[],
  opts: { receipts?: boolean } = {},
): Promise<TChatMessage[]> {
  const l = await load(db, viewer, rows, { receipts: opts.receipts ?? true });
  return rows.map((m) => {
    const { receipts, count } = receiptsOf(m, l.reads, namedFor(viewer, m));
    const quoted = m.chat_message_id !== null ? l.primaries.get(m.chat_message_id) : undefined;
    // One literal, not `{ ...primaryOf(m, l), reactions, ... }`: V8 copied the spread object
    // property by property on its slow path, and the page took twice the CPU (docs/performance.md).
    const p = primaryOf(m, l);
    return {
      id: p.id,
      chat_group_id: p.chat_group_id,
      employee_id: p.employee_id,
      message_id: p.message_id,
      survey_id: p.survey_id,
      celebration_id: p.celebration_id,
      chat_message_id: p.chat_message_id,
      content: p.content,
      image: p.image,
      gif: p.gif,
      shared: p.shared,
      employee: p.employee,
      client_id: p.client_id,
      created_at: p.created_at,
      updated_at: p.updated_at,
      edited_at: p.edited_at,
      deleted_at: p.deleted_at,
      reactions: m.deleted_at ? [] : (l.reactions.get(m.id) ?? []),
      receipts,
      receipt_count: count,
      primary: quoted ? primaryOf(quoted, l) : null,
    };
  });
}

export async function presentMessage(
  db: Database,
  viewer: Member | null,
  row: ChatMessageRow,
): Promise<TChatMessage> {
  const [one] = await presentMessages(db, viewer, [row]);
  return one as TChatMessage;
}

/** The latest messages of groups as the list shows them (no reactions, receipts or cards). */
export async function presentLatest(
  db: Database,
  rows: readonly ChatMessageRow[],
): Promise<Map<number, TChatPrimary>> {
  const l = await load(db, null, rows, { receipts: false });
  return new Map(rows.map((m) => [m.chat_group_id, primaryOf(m, l)]));
}

export { SHARED_KIND };
