import { chatRoom } from '@teamline/shared';
import type { Database } from '../db/index.js';
import { chatGroupIdsOf, chatMemberIds, chatMemberships } from '../policies/chat.js';
import type { Realtime } from './realtime.js';

/**
 * Chat rooms (`chat:{groupId}`) follow membership (decisions.md, Chat — server): a socket joins
 * the rooms of its user's groups when it connects; a group's change moves its members in or out;
 * an employee's change (locations, audiences, deactivation, deletion) resyncs that user's rooms;
 * a change to many at once (an import, SCIM, the franchise directory, a place deleted) resyncs
 * the company's rooms group by group.
 */

/** The chat rooms of every group the user is a member of now, in each company they are active in. */
export async function chatRoomsOfUser(db: Database, userId: number): Promise<string[]> {
  const employees = await db
    .selectFrom('employees')
    .select(['id', 'company_id'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .execute();
  const out: string[] = [];
  for (const e of employees) {
    const groups = await chatGroupIdsOf(db, { employeeId: e.id, companyId: e.company_id }).execute();
    for (const g of groups) out.push(chatRoom(g.id));
  }
  return out;
}

/** The user ids of a group's members now. */
export async function chatMemberUserIds(
  db: Database,
  group: { id: number; company_id: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('employees')
    .select('user_id')
    .where('id', 'in', chatMemberIds(db, group))
    .where('user_id', 'is not', null)
    .execute();
  return rows.map((r) => r.user_id).filter((id): id is number => id !== null);
}

/** Moves a group's members after its targeting changed: `before` were members, the rest leave. */
export function moveChatMembers(
  realtime: Realtime,
  groupId: number,
  before: readonly number[],
  after: readonly number[],
): void {
  const now = new Set(after);
  const gone = before.filter((id) => !now.has(id));
  realtime.joinRooms(after, [chatRoom(groupId)]);
  realtime.leaveRooms(gone, [chatRoom(groupId)]);
}

/**
 * After employees changed (locations, audiences, active, deleted), their users' open sockets
 * join the rooms of the groups they are members of now and leave the others.
 */
export async function syncChatRooms(
  deps: { db: Database; realtime: Realtime },
  companyId: number,
  employeeIds: readonly number[],
): Promise<void> {
  if (employeeIds.length === 0) return;
  const rows = await deps.db
    .selectFrom('employees')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...employeeIds])
    .where('user_id', 'is not', null)
    .execute();
  for (const row of rows) if (row.user_id !== null) await syncUserChatRooms(deps, row.user_id);
}

/** One user's sockets: into the rooms of their groups now, out of every other chat room. */
export async function syncUserChatRooms(deps: { db: Database; realtime: Realtime }, userId: number) {
  const want = await chatRoomsOfUser(deps.db, userId);
  const wanted = new Set(want);
  const have = await deps.realtime.roomsOfUser(userId);
  const stale = [...have].filter((r) => r.startsWith('chat:') && !wanted.has(r));
  deps.realtime.joinRooms([userId], want);
  deps.realtime.leaveRooms([userId], stale);
}

/**
 * After many employees of a company changed at once (an import, SCIM, the franchise directory, a
 * place deleted): every group's members now join its room, and the sockets in it whose users are
 * no longer members leave. One statement for every group's members; then, per group, who is in
 * its room (on every instance): work by groups, not by people.
 */
export async function syncCompanyChatRooms(
  deps: { db: Database; realtime: Realtime },
  companyId: number,
): Promise<void> {
  const groups = await deps.db
    .selectFrom('chat_groups')
    .select('id')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .execute();
  if (!groups.length) return;
  const members = new Map<number, Set<number>>(groups.map((g) => [g.id, new Set()]));
  const rows = await chatMemberships(
    deps.db,
    companyId,
    groups.map((g) => g.id),
  )
    .select(['r.gid', 'e.user_id'])
    .where('e.user_id', 'is not', null)
    .execute();
  for (const r of rows) if (r.user_id !== null) members.get(Number(r.gid))?.add(r.user_id);
  for (const [groupId, users] of members) {
    const room = chatRoom(groupId);
    const present = await deps.realtime.usersInRoom(room);
    deps.realtime.joinRooms(
      [...users].filter((u) => !present.has(u)),
      [room],
    );
    deps.realtime.leaveRooms(
      [...present].filter((u) => !users.has(u)),
      [room],
    );
  }
}
