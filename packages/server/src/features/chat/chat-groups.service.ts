import {
  CHAT_EVENTS,
  CHAT_NOTIFICATION_TYPE,
  CHAT_TEXT,
  chatRoom,
  type TChatGroup,
  type TRealtimeChatGroup,
  type ZChatGroupCreateRequest,
  type ZChatGroupUpdateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import { type Database, nowIso, toBool } from '../../db/index.js';
import type { ChatGroupRow } from '../../db/schema-chat.js';
import { forbidden, invalid, notFound } from '../../http/errors.js';
import {
  canChatPrivatelyWith,
  canCreateChatGroup,
  canManageChatGroup,
  isChatMember,
} from '../../policies/chat.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import type { PendingEvents } from '../../realtime/after-commit.js';
import { chatMemberUserIds, moveChatMembers } from '../../realtime/chat-rooms.js';
import type { Realtime } from '../../realtime/realtime.js';
import { assertTargets } from '../memos/memo-targets.js';
import { queueTrayRead } from '../notifications/notifications.service.js';
import { groupRecord, presentGroups } from './chat-groups.presenter.js';
import { memberGroupRow, memberGroupRows } from './chat-statements.js';
import { saveChatTargets } from './chat-targets.js';

/** Groups and private conversations (decisions.md, Chat — server); who may do what is policies/chat.ts. */

type Deps = { db: Database; realtime: Realtime };

/** The live group of the caller's company, whether or not they are a member (else 404). */
async function findCompanyGroup(db: Database, member: Member, id: number): Promise<ChatGroupRow> {
  const row = await db
    .selectFrom('chat_groups')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', member.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Chat group not found');
  return row;
}

/** A group the caller is a member of now (else 404: another's group, another company's, deleted). */
export async function findMemberGroup(db: Database, member: Member, id: number): Promise<ChatGroupRow> {
  const [row] = await memberGroupRow(db, id, member.companyId, member.employeeId);
  if (!row) throw notFound('Chat group not found');
  return row;
}

/** A group the caller manages (404 when they cannot see it; 403 when a member who may not). */
async function findManagedGroup(db: Database, member: Member, id: number): Promise<ChatGroupRow> {
  const row = await findCompanyGroup(db, member, id);
  if (canManageChatGroup(member, groupRecord(row))) return row;
  if (!toBool(row.is_private) && (await isChatMember(db, member, id))) throw forbidden();
  throw notFound('Chat group not found');
}

/** GET chat/groups: the caller's groups, newest activity first. */
export async function listGroups(db: Database, member: Member): Promise<TChatGroup[]> {
  const rows = await memberGroupRows(db, member.companyId, member.employeeId);
  return presentGroups(db, member, rows);
}

const changed = (
  realtime: Realtime,
  g: ChatGroupRow,
  userIds: readonly number[],
  change: TRealtimeChatGroup['change'],
) => {
  const payload: TRealtimeChatGroup = { company_id: g.company_id, chat_group_id: g.id, change };
  realtime.publishToUsers(userIds, CHAT_EVENTS.groupChanged, payload);
};

/** POST chat/groups: management, for targets within its reach; the creator is a member. */
export async function createGroup(
  deps: Deps,
  member: Member,
  input: z.output<typeof ZChatGroupCreateRequest>,
): Promise<ChatGroupRow> {
  if (!canCreateChatGroup(member)) throw forbidden();
  const { db } = deps;
  const targets = {
    locationIds: input.location_ids,
    audienceIds: input.audience_ids,
    recipientIds: input.recipient_ids,
  };
  const row = await db.transaction().execute(async (trx) => {
    await assertTargets(trx, memoSenderOf(member), targets);
    const now = nowIso();
    const g = await trx
      .insertInto('chat_groups')
      .values({
        company_id: member.companyId,
        name: input.name,
        icon: input.icon,
        is_private: false,
        private_key: null,
        creator_id: member.employeeId,
        last_message_id: null,
        last_activity_at: now,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveChatTargets(trx, g.id, targets);
    return g;
  });
  const users = await chatMemberUserIds(db, row);
  moveChatMembers(deps.realtime, row.id, [], users);
  changed(deps.realtime, row, users, 'created');
  return row;
}

/** PUT chat/groups/{id}: name, icon, targeting (each when sent); members move with it. */
export async function updateGroup(
  deps: Deps,
  member: Member,
  id: number,
  input: z.output<typeof ZChatGroupUpdateRequest>,
): Promise<ChatGroupRow> {
  const { db } = deps;
  const group = await findManagedGroup(db, member, id);
  const before = await chatMemberUserIds(db, group);
  const targets = {
    ...(input.location_ids ? { locationIds: input.location_ids } : {}),
    ...(input.audience_ids ? { audienceIds: input.audience_ids } : {}),
    ...(input.recipient_ids ? { recipientIds: input.recipient_ids } : {}),
  };
  const row = await db.transaction().execute(async (trx) => {
    await assertTargets(trx, memoSenderOf(member), targets);
    await saveChatTargets(trx, group.id, targets);
    const left = await trx
      .selectFrom('chat_targets')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('chat_group_id', '=', group.id)
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0) throw invalid({ recipient_ids: [CHAT_TEXT.noTargets] });
    return trx
      .updateTable('chat_groups')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.icon !== undefined ? { icon: input.icon } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', group.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const after = await chatMemberUserIds(db, row);
  moveChatMembers(deps.realtime, row.id, before, after);
  const now = new Set(after);
  changed(deps.realtime, row, after, 'updated');
  changed(
    deps.realtime,
    row,
    before.filter((u) => !now.has(u)),
    'removed',
  );
  return row;
}

/** DELETE chat/groups/{id}: the group leaves every list; its members' sockets leave its room. */
export async function deleteGroup(deps: Deps, member: Member, id: number): Promise<void> {
  const { db } = deps;
  const group = await findManagedGroup(db, member, id);
  const before = await chatMemberUserIds(db, group);
  await db.updateTable('chat_groups').set({ deleted_at: nowIso() }).where('id', '=', group.id).execute();
  moveChatMembers(deps.realtime, group.id, before, []);
  changed(deps.realtime, group, before, 'removed');
}

/**
 * POST chat/groups/private: the conversation of the caller and a colleague they can see; the
 * same pair always gets the same one (private_key is unique).
 */
export async function openPrivateGroup(
  deps: Deps,
  member: Member,
  employeeId: number,
): Promise<ChatGroupRow> {
  const { db } = deps;
  if (employeeId === member.employeeId) throw invalid({ employee_id: [CHAT_TEXT.notYourself] });
  if (!(await canChatPrivatelyWith(db, member, employeeId))) throw notFound('Employee not found');
  const [low, high] = [member.employeeId, employeeId].sort((a, b) => a - b);
  const key = `${member.companyId}:${low}:${high}`;
  const existing = () =>
    db.selectFrom('chat_groups').selectAll().where('private_key', '=', key).executeTakeFirst();
  const found = await existing();
  if (found) return found;
  try {
    const row = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const g = await trx
        .insertInto('chat_groups')
        .values({
          company_id: member.companyId,
          name: '',
          icon: null,
          is_private: true,
          private_key: key,
          creator_id: member.employeeId,
          last_message_id: null,
          last_activity_at: now,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveChatTargets(trx, g.id, { recipientIds: [member.employeeId, employeeId] });
      return g;
    });
    const users = await chatMemberUserIds(db, row);
    moveChatMembers(deps.realtime, row.id, [], users);
    changed(deps.realtime, row, users, 'created');
    return row;
  } catch (err) {
    // Both opened it at once: the other insert won the key.
    const again = await existing();
    if (again) return again;
    throw err;
  }
}

/** Creates the caller's state row of a group when missing (read mark, mute). */
async function ensureState(db: Database, member: Member, groupId: number): Promise<void> {
  await db
    .insertInto('chat_members')
    .values({
      chat_group_id: groupId,
      employee_id: member.employeeId,
      company_id: member.companyId,
      last_read_message_id: null,
      last_read_at: null,
    })
    .onConflict((oc) => oc.columns(['chat_group_id', 'employee_id']).doNothing())
    .execute();
}

/** PUT chat/groups/{id}/notifications: the caller mutes or unmutes the group. */
export async function setNotifications(db: Database, member: Member, id: number, active: boolean) {
  const group = await findMemberGroup(db, member, id);
  await ensureState(db, member, group.id);
  await db
    .updateTable('chat_members')
    .set({ is_notifications_active: active })
    .where('chat_group_id', '=', group.id)
    .where('employee_id', '=', member.employeeId)
    .execute();
  return group;
}

/**
 * POST chat/groups/{id}/read: the caller's read mark moves to `messageId` (a message of the group;
 * else the latest), never back; the room hears who read how far.
 */
export async function markRead(
  db: Database,
  events: PendingEvents,
  member: Member,
  id: number,
  messageId: number | undefined,
): Promise<{ group: ChatGroupRow; lastRead: number | null }> {
  const group = await findMemberGroup(db, member, id);
  let target = group.last_message_id;
  if (messageId !== undefined) {
    const m = await db
      .selectFrom('chat_messages')
      .select('id')
      .where('id', '=', messageId)
      .where('chat_group_id', '=', group.id)
      .executeTakeFirst();
    if (!m) throw notFound('Chat message not found');
    target = m.id;
  }
  await ensureState(db, member, group.id);
  // Opening the group reads its CHAT items in the tray.
  const tray = await db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('company_id', '=', member.companyId)
    .where('user_id', '=', member.userId)
    .where('type', '=', CHAT_NOTIFICATION_TYPE)
    .where('type_id', '=', group.id)
    .where('read_at', 'is', null)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  if (Number(tray.numUpdatedRows) > 0) queueTrayRead(events, member.userId, member.companyId);
  if (target === null) return { group, lastRead: null };
  const now = nowIso();
  const moved = await db
    .updateTable('chat_members')
    .set({ last_read_message_id: target, last_read_at: now })
    .where('chat_group_id', '=', group.id)
    .where('employee_id', '=', member.employeeId)
    .where((eb) => eb.or([eb('last_read_message_id', 'is', null), eb('last_read_message_id', '<', target)]))
    .executeTakeFirst();
  const state = await db
    .selectFrom('chat_members as cm')
    .innerJoin('employees as e', 'e.id', 'cm.employee_id')
    .select(['cm.last_read_message_id', 'cm.last_read_at', 'e.name'])
    .where('cm.chat_group_id', '=', group.id)
    .where('cm.employee_id', '=', member.employeeId)
    .executeTakeFirstOrThrow();
  if (Number(moved.numUpdatedRows) > 0)
    events.toRoom(chatRoom(group.id), CHAT_EVENTS.read, {
      company_id: group.company_id,
      chat_group_id: group.id,
      employee_id: member.employeeId,
      name: state.name,
      last_read_message_id: target,
      read_at: state.last_read_at ?? now,
    });
  return { group, lastRead: state.last_read_message_id };
}
