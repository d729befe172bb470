import type { TChatGroup } from '@teamline/shared';
import { sql } from 'kysely';
import { employeeNames } from '../../db/employee-names.js';
import { type Database, toBool } from '../../db/index.js';
import { preparedForList, preparedIn } from '../../db/prepared-list.js';
import type { ChatGroupRow } from '../../db/schema-chat.js';
import { canManageChatGroup } from '../../policies/chat.js';
import type { Member } from '../../policies/member.js';
import { presentLatest } from './chat.presenter.js';
import { memberCountsOf } from './chat-member-counts.js';
import { loadChatTargets } from './chat-targets.js';

/** Chat groups as a caller sees them (GET chat/groups, one group's answers). */

/** A group record as the policy reads it. */
export const groupRecord = (g: ChatGroupRow) => ({
  company_id: g.company_id,
  creator_id: g.creator_id,
  is_private: toBool(g.is_private),
  deleted_at: g.deleted_at,
});

/** Unread messages counted at most this far (the badge shows 99+). */
const UNREAD_CAP = 100;

interface ReadState {
  last_read_message_id: number | null;
  active: boolean;
  unread: number;
}

/**
 * The caller's read mark, mute and unread count (capped) of every group, and the company's chat
 * membership version, in one statement: each count walks chat_messages_group_idx from the read
 * mark, at most UNREAD_CAP rows. Compiled once per number of groups (db/prepared-list.ts).
 */
const readStateRows = preparedForList((db: Database, me: number, ids: number[]) =>
  db
    .selectFrom('chat_groups as g')
    .leftJoin('chat_members as cm', (j) =>
      j.onRef('cm.chat_group_id', '=', 'g.id').on('cm.employee_id', '=', me),
    )
    .select((eb) => [
      'g.id',
      'cm.last_read_message_id',
      'cm.is_notifications_active',
      eb
        .selectFrom(
          eb
            .selectFrom('chat_messages as m')
            .select('m.id')
            .whereRef('m.chat_group_id', '=', 'g.id')
            .where((w) => w('m.id', '>', w.fn.coalesce('cm.last_read_message_id', sql.lit(0))))
            .where('m.deleted_at', 'is', null)
            .where((w) => w.or([w('m.employee_id', 'is', null), w('m.employee_id', '!=', me)]))
            .limit(UNREAD_CAP)
            .as('u'),
        )
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .as('unread'),
      eb
        .selectFrom('chat_member_versions as v')
        .select('v.version')
        .whereRef('v.company_id', '=', 'g.company_id')
        .as('member_version'),
    ])
    .where('g.id', 'in', ids),
);

async function readStates(
  db: Database,
  member: Member,
  ids: number[],
): Promise<{ states: Map<number, ReadState>; version: string }> {
  const rows = await readStateRows(db, member.employeeId, ids);
  const states = new Map(
    rows.map((r) => [
      r.id,
      {
        last_read_message_id: r.last_read_message_id,
        active: r.is_notifications_active === null ? true : toBool(r.is_notifications_active),
        unread: Number(r.unread ?? 0),
      },
    ]),
  );
  return { states, version: String(rows[0]?.member_version ?? 0) };
}

const messagesById = preparedIn((db: Database, ids: number[]) =>
  db.selectFrom('chat_messages').selectAll().where('id', 'in', ids),
);

/** Groups as the caller sees them: their own read mark and mute, unread count, latest message. */
export async function presentGroups(
  db: Database,
  member: Member,
  rows: ChatGroupRow[],
): Promise<TChatGroup[]> {
  if (!rows.length) return [];
  const ids = rows.map((g) => g.id);
  const targets = await loadChatTargets(db, ids);
  // The membership version is read (with the states) before any count is made.
  const { states, version } = await readStates(db, member, ids);
  const memberCounts = await memberCountsOf(db, member.companyId, rows, version);
  const latestIds = rows.map((g) => g.last_message_id).filter((id) => id !== null);
  const latestRows = latestIds.length ? await messagesById(db, latestIds) : [];
  const latest = await presentLatest(db, latestRows);
  const otherIds = rows
    .filter((g) => toBool(g.is_private))
    .map((g) => (targets.get(g.id)?.recipientIds ?? []).find((id) => id !== member.employeeId))
    .filter((id) => id !== undefined);
  const names = await employeeNames(db, otherIds);
  const out: TChatGroup[] = [];
  for (const g of rows) {
    const state = states.get(g.id);
    const lastRead = state?.last_read_message_id ?? null;
    const t = targets.get(g.id);
    const isPrivate = toBool(g.is_private);
    const otherId = isPrivate ? (t?.recipientIds ?? []).find((id) => id !== member.employeeId) : undefined;
    const other = otherId !== undefined ? { id: otherId, name: names.get(otherId) ?? '' } : null;
    out.push({
      id: g.id,
      company_id: g.company_id,
      name: isPrivate ? (other?.name ?? g.name) : g.name,
      icon: g.icon,
      created_at: g.created_at,
      updated_at: g.updated_at,
      last_activity_at: g.last_activity_at,
      unread_count: state?.unread ?? 0,
      latest_message: latest.get(g.id) ?? null,
      audience_ids: t?.audienceIds ?? [],
      location_ids: t?.locationIds ?? [],
      recipient_ids: t?.recipientIds ?? [],
      is_private: isPrivate,
      is_notifications_active: state?.active ?? true,
      member_count: memberCounts.get(g.id) ?? 0,
      last_read_message_id: lastRead,
      other,
      can_manage: canManageChatGroup(member, groupRecord(g)),
    });
  }
  return out;
}

export async function presentGroup(db: Database, member: Member, row: ChatGroupRow): Promise<TChatGroup> {
  const [one] = await presentGroups(db, member, [row]);
  return one as TChatGroup;
}
