import type { TChatGroup } from '@teamline/shared';
import { type Database, toBool } from '../../db/index.js';
import type { ChatGroupRow } from '../../db/schema-chat.js';
import { canManageChatGroup, chatMemberIds } from '../../policies/chat.js';
import type { Member } from '../../policies/member.js';
import { presentLatest } from './chat.presenter.js';
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

/** Groups as the caller sees them: their own read mark and mute, unread count, latest message. */
export async function presentGroups(
  db: Database,
  member: Member,
  rows: ChatGroupRow[],
): Promise<TChatGroup[]> {
  if (!rows.length) return [];
  const ids = rows.map((g) => g.id);
  const targets = await loadChatTargets(db, ids);
  const states = new Map(
    (
      await db
        .selectFrom('chat_members')
        .selectAll()
        .where('employee_id', '=', member.employeeId)
        .where('chat_group_id', 'in', ids)
        .execute()
    ).map((s) => [s.chat_group_id, s]),
  );
  const latestIds = rows.map((g) => g.last_message_id).filter((id) => id !== null);
  const latestRows = latestIds.length
    ? await db.selectFrom('chat_messages').selectAll().where('id', 'in', latestIds).execute()
    : [];
  const latest = await presentLatest(db, latestRows);
  const otherIds = rows
    .filter((g) => toBool(g.is_private))
    .map((g) => (targets.get(g.id)?.recipientIds ?? []).find((id) => id !== member.employeeId))
    .filter((id) => id !== undefined);
  const names = new Map(
    otherIds.length
      ? (await db.selectFrom('employees').select(['id', 'name']).where('id', 'in', otherIds).execute()).map(
          (e) => [e.id, e.name],
        )
      : [],
  );
  const out: TChatGroup[] = [];
  for (const g of rows) {
    const state = states.get(g.id);
    const lastRead = state?.last_read_message_id ?? null;
    let unread = db
      .selectFrom('chat_messages')
      .select('id')
      .where('chat_group_id', '=', g.id)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('employee_id', 'is', null), eb('employee_id', '!=', member.employeeId)]));
    if (lastRead !== null) unread = unread.where('id', '>', lastRead);
    const counted = await db
      .selectFrom(unread.limit(UNREAD_CAP).as('u'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom(chatMemberIds(db, g).as('m'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
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
      unread_count: Number(counted.n),
      latest_message: latest.get(g.id) ?? null,
      audience_ids: t?.audienceIds ?? [],
      location_ids: t?.locationIds ?? [],
      recipient_ids: t?.recipientIds ?? [],
      is_private: isPrivate,
      is_notifications_active: state ? toBool(state.is_notifications_active) : true,
      member_count: Number(members.n),
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
