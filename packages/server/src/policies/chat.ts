import type { Kysely, NotNull } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { scopeEmployees } from './employee.js';
import type { Member } from './member.js';
import { scopeMemos } from './memo.js';
import { isAdmin, isManagement, isSameCompany, isSelf } from './predicates.js';

/**
 * Who may do what in chat (decisions.md, Chat — server). A group's members are the people its
 * locations, audiences and names reach now, and its creator; only they read and write it (anyone
 * else, and another company, answers 404). A private conversation is its two people's alone:
 * management does not read it. Management makes groups within its reach (the memo rule); an admin
 * changes and deletes any group of the company, a manager those they made, and they delete any
 * message in a group they manage. Everyone edits and deletes their own messages, and starts a
 * private conversation with a colleague they can see (the Team list's rule). A memo, survey or
 * celebration shared into a conversation shows as a card only to a member who may see it.
 */

/** What the policy reads of a group. */
export interface ChatGroupRecord {
  company_id: number;
  creator_id: number | null;
  is_private: boolean;
  deleted_at: string | null;
}

/** What the policy reads of a message. */
export interface ChatMessageRecord {
  company_id: number;
  employee_id: number | null;
  deleted_at: string | null;
}

/**
 * The ids of the live groups an employee of a company is a member of now (a subquery): targeted
 * to them by name, by one of their locations or audiences, or made by them.
 */
export function chatGroupIdsOf(db: Kysely<DB>, member: Pick<Member, 'employeeId' | 'companyId'>) {
  const me = member.employeeId;
  return db
    .selectFrom('chat_groups as g')
    .select('g.id')
    .where('g.company_id', '=', member.companyId)
    .where('g.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('g.creator_id', '=', me), eb('g.is_private', '=', false)]),
        eb(
          'g.id',
          'in',
          db
            .selectFrom('chat_targets as t')
            .select('t.chat_group_id')
            .where((t) =>
              t.or([
                t.and([t('t.target_type', '=', 'employee'), t('t.target_id', '=', me)]),
                t.and([
                  t('t.target_type', '=', 'location'),
                  t(
                    't.target_id',
                    'in',
                    db.selectFrom('employee_locations').select('location_id').where('employee_id', '=', me),
                  ),
                ]),
                t.and([
                  t('t.target_type', '=', 'audience'),
                  t(
                    't.target_id',
                    'in',
                    db.selectFrom('employee_audiences').select('audience_id').where('employee_id', '=', me),
                  ),
                ]),
              ]),
            ),
        ),
      ]),
    );
}

/**
 * The live, active employees who are members of a group now (a subquery of employee ids): the
 * people its targets reach, and its creator (a group, not a private conversation).
 */
export function chatMemberIds(db: Kysely<DB>, group: { id: number; company_id: number }) {
  const targets = (type: string) =>
    db
      .selectFrom('chat_targets')
      .select('target_id')
      .where('chat_group_id', '=', group.id)
      .where('target_type', '=', type);
  return db
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.company_id', '=', group.company_id)
    .where('e.deleted_at', 'is', null)
    .where('e.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('e.id', 'in', targets('employee')),
        eb(
          'e.id',
          'in',
          db
            .selectFrom('employee_locations')
            .select('employee_id')
            .where('location_id', 'in', targets('location')),
        ),
        eb(
          'e.id',
          'in',
          db
            .selectFrom('employee_audiences')
            .select('employee_id')
            .where('audience_id', 'in', targets('audience')),
        ),
        eb(
          'e.id',
          'in',
          db
            .selectFrom('chat_groups')
            .select('creator_id')
            .where('id', '=', group.id)
            .where('is_private', '=', false)
            .where('creator_id', 'is not', null),
        ),
      ]),
    );
}

/**
 * The members of some groups of a company now, one row per group and member (a member reached
 * twice is two rows): the same rule as chatMemberIds — live, active employees its targets reach,
 * and a group's creator — for many groups in one statement.
 */
export function chatMemberships(db: Kysely<DB>, companyId: number, groupIds: readonly number[]) {
  const ids = [...new Set(groupIds)];
  const reached = db
    .selectFrom('chat_targets as t')
    .select(['t.chat_group_id as gid', 't.target_id as eid'])
    .where('t.chat_group_id', 'in', ids)
    .where('t.target_type', '=', 'employee')
    .unionAll(
      db
        .selectFrom('chat_targets as t')
        .innerJoin('employee_locations as el', 'el.location_id', 't.target_id')
        .select(['t.chat_group_id as gid', 'el.employee_id as eid'])
        .where('t.chat_group_id', 'in', ids)
        .where('t.target_type', '=', 'location'),
    )
    .unionAll(
      db
        .selectFrom('chat_targets as t')
        .innerJoin('employee_audiences as ea', 'ea.audience_id', 't.target_id')
        .select(['t.chat_group_id as gid', 'ea.employee_id as eid'])
        .where('t.chat_group_id', 'in', ids)
        .where('t.target_type', '=', 'audience'),
    )
    .unionAll(
      db
        .selectFrom('chat_groups as g')
        .select(['g.id as gid', 'g.creator_id as eid'])
        .where('g.id', 'in', ids)
        .where('g.is_private', '=', false)
        .where('g.creator_id', 'is not', null)
        .$narrowType<{ eid: NotNull }>(),
    );
  return db
    .selectFrom(reached.as('r'))
    .innerJoin('employees as e', 'e.id', 'r.eid')
    .where('e.company_id', '=', companyId)
    .where('e.deleted_at', 'is', null)
    .where('e.is_active', '=', true);
}

/** How many members each of some groups of a company has now (absent: none), in one statement. */
export async function chatMemberCounts(
  db: Kysely<DB>,
  companyId: number,
  groupIds: readonly number[],
): Promise<Map<number, number>> {
  if (!groupIds.length) return new Map();
  const rows = await chatMemberships(db, companyId, groupIds)
    .select((eb) => ['r.gid', eb.fn.count<number | string>('r.eid').distinct().as('n')])
    .groupBy('r.gid')
    .execute();
  return new Map(rows.map((r) => [Number(r.gid), Number(r.n)]));
}

/** Whether the caller is a member of this group now. */
export async function isChatMember(db: Database, member: Member, groupId: number): Promise<boolean> {
  const row = await chatGroupIdsOf(db, member).where('g.id', '=', groupId).executeTakeFirst();
  return row !== undefined;
}

/** Management makes groups (for targets within its reach: memo-targets' rule). */
export const canCreateChatGroup = (member: Pick<Member, 'role'>): boolean => isManagement(member);

/** The caller renames, retargets and deletes this group, and deletes any message in it. */
export function canManageChatGroup(member: Member, group: ChatGroupRecord): boolean {
  if (!isSameCompany(member, group) || group.deleted_at !== null || group.is_private) return false;
  if (!isManagement(member)) return false;
  return isAdmin(member) || (group.creator_id !== null && isSelf(member, group.creator_id));
}

/** The caller edits this message: its sender, while it is not deleted. */
export function canEditChatMessage(member: Member, message: ChatMessageRecord): boolean {
  if (!isSameCompany(member, message) || message.deleted_at !== null) return false;
  return message.employee_id !== null && isSelf(member, message.employee_id);
}

/** The caller deletes this message: its sender, or whoever manages its group. */
export function canDeleteChatMessage(
  member: Member,
  message: ChatMessageRecord,
  group: ChatGroupRecord,
): boolean {
  if (!isSameCompany(member, message) || message.deleted_at !== null) return false;
  return canEditChatMessage(member, message) || canManageChatGroup(member, group);
}

/**
 * The colleague the caller may start a private conversation with: a live, active employee of the
 * company other than themself, whom the caller can see (the Team list's rule: a manager their own
 * people, everyone else the company's roster).
 */
export async function canChatPrivatelyWith(
  db: Database,
  member: Member,
  employeeId: number,
): Promise<boolean> {
  if (isSelf(member, employeeId)) return false;
  const q = db
    .selectFrom('employees')
    .select('employees.id')
    .where('employees.company_id', '=', member.companyId)
    .where('employees.id', '=', employeeId)
    .where('employees.deleted_at', 'is', null)
    .where('employees.is_active', '=', true);
  return (await scopeEmployees(db, member, q).executeTakeFirst()) !== undefined;
}

/**
 * Of some memos (messages, surveys, celebrations), those the caller may see, so a shared card
 * shows: the memos the caller manages (policies/memo.ts), and those in the caller's inbox now.
 */
export async function visibleSharedMemoIds(
  db: Database,
  member: Member,
  memoIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(memoIds)];
  if (!ids.length) return new Set();
  const now = new Date().toISOString();
  const managed = await scopeMemos(db, member, db.selectFrom('memos').select('memos.id'))
    .where('memos.id', 'in', ids)
    .where('memos.deleted_at', 'is', null)
    .execute();
  const received = await db
    .selectFrom('memo_responses as r')
    .innerJoin('memos as m', 'm.id', 'r.memo_id')
    .select('m.id')
    .where('r.employee_id', '=', member.employeeId)
    .where('m.company_id', '=', member.companyId)
    .where('m.id', 'in', ids)
    .where('m.deleted_at', 'is', null)
    .where('r.inbox_at', '<=', now)
    .execute();
  return new Set([...managed, ...received].map((r) => r.id));
}
