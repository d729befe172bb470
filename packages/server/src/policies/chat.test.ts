import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildMemoCompany } from '../../test/memos.js';
import { nowIso } from '../db/index.js';
import {
  type ChatGroupRecord,
  canChatPrivatelyWith,
  canCreateChatGroup,
  canDeleteChatMessage,
  canEditChatMessage,
  canManageChatGroup,
  chatGroupIdsOf,
  chatMemberIds,
} from './chat.js';
import type { Member } from './member.js';

const companyId = 7;
const me = 11;
const as = (role: Role, company = companyId): Member => ({
  userId: 1,
  companyId: company,
  employeeId: me,
  role,
});
const group = (over: Partial<ChatGroupRecord> = {}): ChatGroupRecord => ({
  company_id: companyId,
  creator_id: 99,
  is_private: false,
  deleted_at: null,
  ...over,
});
const AT = '2026-01-01T00:00:00.000Z';

describe('chat policy (pure rules)', () => {
  it('management makes groups; employees do not', () => {
    expect(canCreateChatGroup({ role: 'admin' })).toBe(true);
    expect(canCreateChatGroup({ role: 'manager' })).toBe(true);
    expect(canCreateChatGroup({ role: 'employee' })).toBe(false);
  });

  const MANAGE: [string, Member, ChatGroupRecord, boolean][] = [
    ['admin, any group', as('admin'), group(), true],
    ['manager, own group', as('manager'), group({ creator_id: me }), true],
    ["manager, another's group", as('manager'), group(), false],
    ['employee, own record', as('employee'), group({ creator_id: me }), false],
    ['admin, private conversation', as('admin'), group({ is_private: true }), false],
    ['admin, deleted group', as('admin'), group({ deleted_at: AT }), false],
    ['admin of another company', as('admin', 8), group(), false],
  ];
  it.each(MANAGE)('manage: %s', (_, member, g, expected) => {
    expect(canManageChatGroup(member, g)).toBe(expected);
  });

  const message = (
    over: Partial<{ employee_id: number | null; deleted_at: string | null; company_id: number }> = {},
  ) => ({
    company_id: companyId,
    employee_id: me,
    deleted_at: null,
    ...over,
  });
  it('the sender edits and deletes their own; a group’s manager deletes any; nobody a deleted one', () => {
    expect(canEditChatMessage(as('employee'), message())).toBe(true);
    expect(canEditChatMessage(as('admin'), message({ employee_id: 99 }))).toBe(false);
    expect(canEditChatMessage(as('employee'), message({ deleted_at: AT }))).toBe(false);
    expect(canEditChatMessage(as('employee', 8), message())).toBe(false);
    expect(canDeleteChatMessage(as('employee'), message(), group())).toBe(true);
    expect(canDeleteChatMessage(as('employee'), message({ employee_id: 99 }), group())).toBe(false);
    expect(canDeleteChatMessage(as('manager'), message({ employee_id: 99 }), group({ creator_id: me }))).toBe(
      true,
    );
    expect(canDeleteChatMessage(as('manager'), message({ employee_id: 99 }), group())).toBe(false);
    expect(canDeleteChatMessage(as('admin'), message({ employee_id: 99 }), group())).toBe(true);
    expect(canDeleteChatMessage(as('admin'), message({ employee_id: 99 }), group({ is_private: true }))).toBe(
      false,
    );
    expect(canDeleteChatMessage(as('admin'), message({ deleted_at: AT }), group())).toBe(false);
  });
});

describe('chat policy (membership on the database)', async () => {
  const { db } = await buildTestApp();
  const C = await buildMemoCompany(db);
  const now = nowIso();
  const insertGroup = async (creatorId: number, isPrivate: boolean, targets: [string, number][]) => {
    const g = await db
      .insertInto('chat_groups')
      .values({
        company_id: C.companyId,
        name: 'G',
        icon: null,
        is_private: isPrivate,
        private_key: null,
        creator_id: creatorId,
        last_message_id: null,
        last_activity_at: now,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const [target_type, target_id] of targets)
      await db.insertInto('chat_targets').values({ chat_group_id: g.id, target_type, target_id }).execute();
    return g;
  };
  const memberOf = (
    m: { employee: { id: number }; user: { id: number } },
    role: Role = 'employee',
  ): Member => ({
    userId: m.user.id,
    companyId: C.companyId,
    employeeId: m.employee.id,
    role,
  });
  const groupsOf = async (m: Member) => (await chatGroupIdsOf(db, m).execute()).map((r) => r.id);
  const membersOf = async (g: { id: number; company_id: number }) =>
    (await chatMemberIds(db, g).execute()).map((r) => r.id).sort((a, b) => a - b);

  it('locations, audiences and names reach their people now; the creator of a group is in it', async () => {
    const g = await insertGroup(C.manager.employee.id, false, [
      ['location', C.north.id],
      ['audience', C.cooks.id],
    ]);
    expect(await membersOf(g)).toEqual(
      [C.manager.employee.id, C.north1.employee.id, C.north2.employee.id, C.south1.employee.id].sort(
        (a, b) => a - b,
      ),
    );
    expect(await groupsOf(memberOf(C.south1))).toContain(g.id);
    await db
      .updateTable('employees')
      .set({ is_active: false })
      .where('id', '=', C.north2.employee.id)
      .execute();
    expect(await membersOf(g)).not.toContain(C.north2.employee.id);
    await db
      .updateTable('employees')
      .set({ is_active: true })
      .where('id', '=', C.north2.employee.id)
      .execute();
  });

  it('a private conversation holds its two people only, never its maker by making it', async () => {
    const p = await insertGroup(C.north1.employee.id, true, [['employee', C.north2.employee.id]]);
    expect(await membersOf(p)).toEqual([C.north2.employee.id]);
    expect(await groupsOf(memberOf(C.north1))).not.toContain(p.id);
    expect(await groupsOf(memberOf(C.manager, 'manager'))).not.toContain(p.id);
  });

  it('a private conversation is open with a colleague the caller can see', async () => {
    const admin = await buildMember(db, C.companyId, 'admin');
    const adminMember = memberOf(admin, 'admin');
    expect(await canChatPrivatelyWith(db, adminMember, C.south1.employee.id)).toBe(true);
    expect(await canChatPrivatelyWith(db, adminMember, admin.employee.id)).toBe(false);
    expect(await canChatPrivatelyWith(db, memberOf(C.manager, 'manager'), C.north1.employee.id)).toBe(true);
    expect(await canChatPrivatelyWith(db, memberOf(C.manager, 'manager'), C.south1.employee.id)).toBe(false);
    expect(await canChatPrivatelyWith(db, memberOf(C.south1), C.north1.employee.id)).toBe(true);
    const other = await buildMemoCompany(db);
    expect(await canChatPrivatelyWith(db, memberOf(C.south1), other.north1.employee.id)).toBe(false);
  });
});
