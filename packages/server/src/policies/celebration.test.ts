import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildLocation, linkEmployee } from '../../test/people.js';
import { nowIso } from '../db/index.js';
import {
  canCelebrate,
  scopeCelebrated,
  scopeDefaultLocations,
  scopeSeenCelebrations,
} from './celebration.js';
import type { Member } from './member.js';

const { db } = await buildTestApp();

/**
 * One celebration of `celebrated` (at North and South), made by a manager who does not manage
 * them (since moved away), addressed to the celebrated employee and one colleague. Its people,
 * each built fresh for the test that asks.
 */
async function world() {
  const { company, admin } = await buildCompany(db);
  const companyId = company.id;
  const north = await buildLocation(db, companyId, 'North');
  const south = await buildLocation(db, companyId, 'South');
  const elsewhere = await buildLocation(db, companyId, 'Elsewhere');
  const people = {
    maker: await buildMember(db, companyId, 'manager'),
    managerOfCelebrated: await buildMember(db, companyId, 'manager'),
    otherManager: await buildMember(db, companyId, 'manager'),
    recipient: await buildMember(db, companyId),
    notRecipient: await buildMember(db, companyId),
    celebrated: await buildMember(db, companyId),
  };
  await linkEmployee(db, companyId, people.celebrated.employee.id, { locationIds: [north.id, south.id] });
  await linkEmployee(db, companyId, people.managerOfCelebrated.employee.id, { locationIds: [north.id] });
  await linkEmployee(db, companyId, people.maker.employee.id, { locationIds: [elsewhere.id] });
  await linkEmployee(db, companyId, people.otherManager.employee.id, { locationIds: [elsewhere.id] });
  const now = nowIso();
  const memo = await db
    .insertInto('memos')
    .values({
      company_id: companyId,
      kind: 'celebration',
      status: 'published',
      title: 'Happy birthday',
      content: '',
      priority: 'normal',
      signature: false,
      type: 'nonflaggable',
      mode: 'segments',
      options_key: 'custom',
      creator_id: people.maker.employee.id,
      celebrated_employee_id: people.celebrated.employee.id,
      celebration_type: 'birthday',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const who of [people.celebrated, people.recipient])
    await db
      .insertInto('memo_responses')
      .values({
        company_id: companyId,
        memo_id: memo.id,
        employee_id: who.employee.id,
        is_celebration: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
  const adminEmployee = await db
    .selectFrom('employees')
    .selectAll()
    .where('user_id', '=', admin.id)
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const members = Object.fromEntries(
    Object.entries({ admin: { employee: adminEmployee }, ...people }).map(([k, v]) => [
      k,
      { userId: 0, companyId, employeeId: v.employee.id, role: v.employee.role } satisfies Member,
    ]),
  ) as Record<Relation, Member>;
  return { companyId, memo, members, celebratedId: people.celebrated.employee.id, north, south };
}

type Relation =
  | 'admin'
  | 'maker'
  | 'managerOfCelebrated'
  | 'otherManager'
  | 'recipient'
  | 'notRecipient'
  | 'celebrated';

/**
 * Role × relation to the celebration: sees it on the wall; may celebrate it; may make a
 * celebration of its celebrated employee; the celebrated employee's locations a default goes to.
 */
const TABLE: [Relation, { sees: boolean; celebrates: boolean; mayCelebrate: boolean; defaults: string[] }][] =
  [
    ['admin', { sees: true, celebrates: true, mayCelebrate: true, defaults: ['North', 'South'] }],
    // Making a celebration gives no reach: the manager's people and what is addressed to them do.
    ['maker', { sees: false, celebrates: true, mayCelebrate: false, defaults: [] }],
    ['managerOfCelebrated', { sees: true, celebrates: true, mayCelebrate: true, defaults: ['North'] }],
    ['otherManager', { sees: false, celebrates: true, mayCelebrate: false, defaults: [] }],
    ['recipient', { sees: true, celebrates: true, mayCelebrate: false, defaults: [] }],
    ['notRecipient', { sees: false, celebrates: true, mayCelebrate: false, defaults: [] }],
    ['celebrated', { sees: true, celebrates: false, mayCelebrate: false, defaults: [] }],
  ];

describe('policies/celebration', () => {
  it.each(TABLE)('%s: %o', async (relation, expected) => {
    const w = await world();
    const member = w.members[relation];
    const seen = await scopeSeenCelebrations(db, member, db.selectFrom('memos'))
      .select('memos.id')
      .where('memos.id', '=', w.memo.id)
      .executeTakeFirst();
    const celebratable = await scopeCelebrated(db, member, db.selectFrom('employees'))
      .select('employees.id')
      .where('employees.id', '=', w.celebratedId)
      .executeTakeFirst();
    const names = new Map([
      [w.north.id, 'North'],
      [w.south.id, 'South'],
    ]);
    const defaults = await scopeDefaultLocations(db, member, [w.north.id, w.south.id]);
    expect({
      sees: seen !== undefined,
      celebrates: canCelebrate(member, w.memo),
      // Only management makes celebrations: below it the narrowers answer nobody and nowhere.
      mayCelebrate: celebratable !== undefined,
      defaults: defaults.map((id) => names.get(id)),
    }).toEqual(expected);
  });

  it("an admin may celebrate themself, a manager never; another company's people are nobody's", async () => {
    const w = await world();
    const self = async (m: Member, employeeId = m.employeeId) =>
      (await scopeCelebrated(db, m, db.selectFrom('employees'))
        .select('employees.id')
        .where('employees.id', '=', employeeId)
        .executeTakeFirst()) !== undefined;
    expect(await self(w.members.admin)).toBe(true);
    expect(await self(w.members.managerOfCelebrated)).toBe(false);
    const other = await world();
    expect(await self(other.members.admin, w.celebratedId)).toBe(false);
    const wall = await scopeSeenCelebrations(db, other.members.admin, db.selectFrom('memos'))
      .select('memos.id')
      .where('memos.id', '=', w.memo.id)
      .executeTakeFirst();
    expect(wall).toBeUndefined();
  });
});
