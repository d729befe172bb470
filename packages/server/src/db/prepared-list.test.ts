import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildLocation } from '../../test/people.js';
import type { Database } from './index.js';
import { preparedForList } from './prepared-list.js';

const { db } = await buildTestApp();

describe('prepared list queries', () => {
  it('compile once per list length; each call answers with its own scalar and list, constants kept', async () => {
    const { company: a } = await buildCompany(db);
    const { company: b } = await buildCompany(db);
    const a1 = await buildLocation(db, a.id, 'A1');
    const a2 = await buildLocation(db, a.id, 'A2');
    const b1 = await buildLocation(db, b.id, 'B1');
    const builds: number[] = [];
    const named = preparedForList((d: Database, companyId: number, ids: number[]) => {
      builds.push(ids.length);
      // The scalar and the list twice each, beside a constant.
      return d
        .selectFrom('locations')
        .select('name')
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .where('timezone', '!=', 'Nowhere/At_All')
        .unionAll(
          d.selectFrom('locations').select('name').where('company_id', '=', companyId).where('id', 'in', ids),
        )
        .orderBy('name');
    });
    expect(await named(db, a.id, [a1.id, a2.id])).toEqual([
      { name: 'A1' },
      { name: 'A1' },
      { name: 'A2' },
      { name: 'A2' },
    ]);
    expect(await named(db, a.id, [a2.id, b1.id])).toEqual([{ name: 'A2' }, { name: 'A2' }]);
    expect(await named(db, b.id, [a2.id, b1.id])).toEqual([{ name: 'B1' }, { name: 'B1' }]);
    expect(await named(db, b.id, [b1.id])).toEqual([{ name: 'B1' }, { name: 'B1' }]);
    expect(builds).toEqual([2, 1]);
  });
});
