import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildLocation, linkEmployee } from '../../test/people.js';
import { nowIso } from '../db/index.js';
import type { MemoRow } from '../db/schema.js';
import type { Member } from './member.js';
import {
  automaticMemoSender,
  canManageMemo,
  loadMemoReach,
  memoSenderOf,
  memoSenderWithRole,
  scopeMemos,
} from './memo.js';

const { db } = await buildTestApp();

const asMember = (m: { employee: { id: number; company_id: number; role: Role; user_id: number | null } }) =>
  ({
    userId: m.employee.user_id ?? 0,
    companyId: m.employee.company_id,
    employeeId: m.employee.id,
    role: m.employee.role,
  }) satisfies Member;

async function insertMemo(
  companyId: number,
  values: { kind: string; creatorId: number | null; celebratedId?: number | null },
): Promise<MemoRow> {
  const now = nowIso();
  return db
    .insertInto('memos')
    .values({
      company_id: companyId,
      kind: values.kind,
      status: 'draft',
      title: `A ${values.kind}`,
      content: '',
      priority: 'normal',
      signature: false,
      type: 'nonflaggable',
      mode: 'segments',
      options_key: 'custom',
      creator_id: values.creatorId,
      celebrated_employee_id: values.celebratedId ?? null,
      celebration_automatic: values.kind === 'celebration' && values.creatorId === null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One company: North (the celebrated employee, a plain employee beside them, and the manager of
 * North) and South (the manager who writes the message, and another manager). The memos: a
 * message by the South manager, a celebration of the North employee by the admin, and an
 * automatic one of the same employee (no creator).
 */
async function world() {
  const { company } = await buildCompany(db);
  const admin = await db
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', company.id)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  const north = await buildLocation(db, company.id, 'North');
  const south = await buildLocation(db, company.id, 'South');
  const creator = await buildMember(db, company.id, 'manager');
  const other = await buildMember(db, company.id, 'manager');
  const celebratedsManager = await buildMember(db, company.id, 'manager');
  const celebrated = await buildMember(db, company.id);
  const peer = await buildMember(db, company.id);
  await linkEmployee(db, company.id, creator.employee.id, { locationIds: [south.id] });
  await linkEmployee(db, company.id, other.employee.id, { locationIds: [south.id] });
  await linkEmployee(db, company.id, celebratedsManager.employee.id, { locationIds: [north.id] });
  await linkEmployee(db, company.id, celebrated.employee.id, { locationIds: [north.id] });
  await linkEmployee(db, company.id, peer.employee.id, { locationIds: [north.id] });
  const foreign = await buildCompany(db);
  const foreignAdmin = await db
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', foreign.company.id)
    .executeTakeFirstOrThrow();
  const memos = {
    message: await insertMemo(company.id, { kind: 'message', creatorId: creator.employee.id }),
    celebration: await insertMemo(company.id, {
      kind: 'celebration',
      creatorId: admin.id,
      celebratedId: celebrated.employee.id,
    }),
    automatic: await insertMemo(company.id, {
      kind: 'celebration',
      creatorId: null,
      celebratedId: celebrated.employee.id,
    }),
  };
  const members = {
    admin: asMember({ employee: admin }),
    'manager who created it': asMember(creator),
    'other manager': asMember(other),
    'manager of the celebrated employee': asMember(celebratedsManager),
    employee: asMember(peer),
    'the celebrated employee': asMember(celebrated),
    "another company's admin": asMember({ employee: foreignAdmin }),
  };
  return { memos, members };
}

/** role × relation → may manage [the message, the admin's celebration, the automatic celebration]. */
const TABLE: Record<string, [boolean, boolean, boolean]> = {
  admin: [true, true, true],
  'manager who created it': [true, false, false],
  'other manager': [false, false, false],
  'manager of the celebrated employee': [false, true, true],
  employee: [false, false, false],
  'the celebrated employee': [false, false, false],
  "another company's admin": [false, false, false],
};

describe('canManageMemo and scopeMemos', async () => {
  const { memos, members } = await world();
  const rows = [memos.message, memos.celebration, memos.automatic];

  for (const [who, expected] of Object.entries(TABLE)) {
    it(`${who}: ${expected.map((x) => (x ? 'manages' : 'not')).join(', ')}`, async () => {
      const member = members[who as keyof typeof members];
      const reach = await loadMemoReach(db, member, rows);
      expect(rows.map((m) => canManageMemo(member, m, reach))).toEqual(expected);
      // The list narrower answers the same: what it keeps is exactly what the check allows.
      const kept = await scopeMemos(db, member, db.selectFrom('memos').select('memos.id'))
        .where(
          'memos.id',
          'in',
          rows.map((m) => m.id),
        )
        .execute();
      const keptIds = new Set(kept.map((r) => r.id));
      expect(rows.map((m) => keptIds.has(m.id))).toEqual(expected);
    });
  }

  it('without the reach loaded, a manager manages only what they created', () => {
    const member = members['manager of the celebrated employee'];
    expect(canManageMemo(member, memos.celebration)).toBe(false);
    expect(canManageMemo(members['manager who created it'], memos.message)).toBe(true);
  });
});

describe('the sender reach', () => {
  const member = (role: Role): Member => ({ userId: 1, companyId: 7, employeeId: 3, role });

  it('an admin reaches the whole company; a manager their own people', () => {
    expect(memoSenderOf(member('admin'))).toEqual({ companyId: 7, employeeId: 3, wholeCompany: true });
    expect(memoSenderOf(member('manager')).wholeCompany).toBe(false);
    expect(memoSenderWithRole(7, { id: 3, role: 'admin' }).wholeCompany).toBe(true);
    expect(memoSenderWithRole(7, { id: 3, role: 'manager' }).wholeCompany).toBe(false);
    expect(memoSenderWithRole(7, { id: 3, role: 'employee' }).wholeCompany).toBe(false);
  });

  it("nobody's publish (an automatic celebration) reaches its whole targeting", () => {
    expect(automaticMemoSender(7)).toEqual({ companyId: 7, employeeId: 0, wholeCompany: true });
  });
});
