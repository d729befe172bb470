import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import {
  asMember,
  buildFollowupCompany,
  enableCheckins,
  type FollowupCompany,
} from '../../test/followups.js';
import { buildTestApp } from '../../test/harness.js';
import { nowIso } from '../db/index.js';
import {
  authorizeCheckins,
  canAnswerFollowup,
  canRespondToFollowup,
  canScheduleCheckin,
  checkinsEnabled,
  type FollowupRelation,
  followupWatchers,
  managersOf,
  relationTo,
  scopeFollowups,
} from './followup.js';
import type { Member } from './member.js';

const { db } = await buildTestApp();

const ROLES: Role[] = ['admin', 'manager', 'employee'];
const member = (role: Role, employeeId = 1, companyId = 10): Member => ({
  userId: 100 + employeeId,
  companyId,
  employeeId,
  role,
});
const item = { company_id: 10, employee_id: 7 };

describe('canAnswerFollowup / canScheduleCheckin: role × relation', () => {
  const allowed: Record<Role, Record<FollowupRelation, boolean>> = {
    admin: { managed: true, other: false, self: false },
    manager: { managed: true, other: false, self: false },
    employee: { managed: false, other: false, self: false },
  };
  for (const role of ROLES)
    for (const relation of ['managed', 'other', 'self'] as const)
      it(`${role}, ${relation} → ${allowed[role][relation]}`, () => {
        expect(canAnswerFollowup(member(role), item, relation)).toBe(allowed[role][relation]);
        expect(canScheduleCheckin(member(role), { id: 7, company_id: 10 }, relation)).toBe(
          allowed[role][relation],
        );
      });

  it("never another company's, whatever the relation", () => {
    for (const role of ROLES) expect(canAnswerFollowup(member(role, 1, 11), item, 'managed')).toBe(false);
  });
});

describe('canRespondToFollowup: only the employee themself, whatever their role', () => {
  for (const role of ROLES)
    it(`${role}`, () => {
      expect(canRespondToFollowup(member(role, 7), item)).toBe(true);
      expect(canRespondToFollowup(member(role, 8), item)).toBe(false);
      expect(canRespondToFollowup(member(role, 7, 11), item)).toBe(false);
    });
});

/** The five callers of the table, about north1 (managed by `manager` at North). */
function callers(C: FollowupCompany) {
  const admin = asMember(C.companyId, { user: C.admin, employee: C.adminEmployee });
  return {
    admin,
    'manager of the employee': asMember(C.companyId, C.manager),
    'other manager': asMember(C.companyId, C.southManager),
    'the employee themself': asMember(C.companyId, C.north1),
    // A colleague at the same location: in the employee's reach for the Team list, not for follow-ups.
    'another employee': asMember(C.companyId, C.north2),
  };
}

const hand = (C: FollowupCompany, employeeId: number, note: string) => {
  const now = nowIso();
  return db
    .insertInto('raised_hands')
    .values({ company_id: C.companyId, employee_id: employeeId, note, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
};

describe('relationTo and the record checks on a real company', () => {
  it('answers and schedules for the admin and the manager of the employee only; the employee responds', async () => {
    const C = await buildFollowupCompany(db);
    const north1 = { company_id: C.companyId, employee_id: C.north1.employee.id };
    const expected = {
      admin: { relation: 'managed', answers: true, responds: false },
      'manager of the employee': { relation: 'managed', answers: true, responds: false },
      'other manager': { relation: 'other', answers: false, responds: false },
      'the employee themself': { relation: 'self', answers: false, responds: true },
      'another employee': { relation: 'other', answers: false, responds: false },
    };
    for (const [who, m] of Object.entries(callers(C))) {
      const relation = await relationTo(db, m, north1.employee_id);
      expect({
        who,
        relation,
        answers: canAnswerFollowup(m, north1, relation),
        responds: canRespondToFollowup(m, north1),
      }).toEqual({ who, ...expected[who as keyof typeof expected] });
    }
  });
});

describe('scopeFollowups', () => {
  it("narrows a list to the caller's people: an admin everyone, a manager theirs, an employee none", async () => {
    const C = await buildFollowupCompany(db);
    const north = await hand(C, C.north1.employee.id, 'north');
    const south = await hand(C, C.south1.employee.id, 'south');
    await hand(C, C.adminEmployee.id, 'admin');
    const elsewhere = await buildFollowupCompany(db);
    await hand(elsewhere, elsewhere.north1.employee.id, 'elsewhere');
    const seen = async (m: Member) =>
      (
        await scopeFollowups(
          db,
          m,
          db.selectFrom('raised_hands').select('id').where('company_id', '=', C.companyId).orderBy('id'),
          'employee_id',
        ).execute()
      ).map((r) => r.id);
    const c = callers(C);
    // Never one's own: the admin's hand goes to the other admins (none here), not back to them.
    expect(await seen(c.admin)).toEqual([north.id, south.id]);
    expect(await seen(c['manager of the employee'])).toEqual([north.id]);
    expect(await seen(c['other manager'])).toEqual([south.id]);
    expect(await seen(c['the employee themself'])).toEqual([]);
    expect(await seen(c['another employee'])).toEqual([]);
  });
});

describe('managersOf (whom a raised hand, check-in or flag goes to)', () => {
  it("the employee's active managers, else the company's active admins but never the employee", async () => {
    const C = await buildFollowupCompany(db);
    expect((await managersOf(db, C.north1.employee)).map((p) => p.id)).toEqual([C.manager.employee.id]);
    // south1 has a manager at their location but none of their own: the admins hear.
    expect((await managersOf(db, C.south1.employee)).map((p) => p.id)).toEqual([C.adminEmployee.id]);
    expect(await managersOf(db, C.adminEmployee)).toEqual([]);
    await db
      .updateTable('employees')
      .set({ is_active: false })
      .where('id', '=', C.manager.employee.id)
      .execute();
    expect((await managersOf(db, C.north1.employee)).map((p) => p.id)).toEqual([C.adminEmployee.id]);
  });
});

describe('followupWatchers', () => {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  it('the management who answer the employee, and the employee; no other manager', async () => {
    const C = await buildFollowupCompany(db);
    expect(sorted(await followupWatchers(db, C.companyId, C.north1.employee.id))).toEqual(
      sorted([C.admin.id, C.manager.user.id, C.north1.user.id]),
    );
    expect(sorted(await followupWatchers(db, C.companyId, C.south1.employee.id))).toEqual(
      sorted([C.admin.id, C.southManager.user.id, C.south1.user.id]),
    );
  });

  it('nobody for an employee of another company; a manager is not told of their own', async () => {
    const C = await buildFollowupCompany(db);
    const other = await buildFollowupCompany(db);
    expect(await followupWatchers(db, C.companyId, other.north1.employee.id)).toEqual([]);
    expect(sorted(await followupWatchers(db, C.companyId, C.manager.employee.id))).toEqual(
      sorted([C.admin.id, C.manager.user.id]),
    );
  });
});

describe('check-ins flag', () => {
  it('403 with its text while off; on once the flag is set', async () => {
    const { company } = await buildCompany(db);
    expect(await checkinsEnabled(db, company.id)).toBe(false);
    await expect(authorizeCheckins(db, company.id)).rejects.toMatchObject({
      status: 403,
      message: 'Check-ins are turned off for this company',
    });
    await enableCheckins(db, company.id);
    await expect(authorizeCheckins(db, company.id)).resolves.toBeUndefined();
  });
});
