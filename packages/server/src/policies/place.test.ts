import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildEmployee, buildLocation } from '../../test/people.js';
import type { Member } from './member.js';
import { reachesAllLocations, scopeOwnLocations } from './place.js';

const { db } = await buildTestApp();
const team = await buildCompany(db);
const cid = team.company.id;
const locations = {
  'their own': await buildLocation(db, cid, 'Own'),
  "the company's other": await buildLocation(db, cid, 'Other'),
};
const caller = await buildEmployee(db, cid, { name: 'Caller', locationIds: [locations['their own'].id] });

async function picks(role: Role) {
  const member: Member = { userId: 0, companyId: cid, employeeId: caller.id, role };
  const query = db.selectFrom('locations').select('locations.id').where('locations.company_id', '=', cid);
  return new Set((await scopeOwnLocations(db, member, query).execute()).map((r) => r.id));
}

describe('scopeOwnLocations: caller role × location', () => {
  it.each([
    ['employee', 'their own', true],
    ['employee', "the company's other", false],
    ['manager', 'their own', true],
    ['manager', "the company's other", true],
    ['admin', "the company's other", true],
  ] as const)('%s and %s location → listed %s', async (role, which, allowed) => {
    expect((await picks(role)).has(locations[which].id)).toBe(allowed);
    expect(reachesAllLocations({ role })).toBe(role !== 'employee');
  });
});
