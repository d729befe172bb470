import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildLocation } from '../../test/people.js';
import type { Database } from './index.js';
import { preparedForList, preparedIn } from './prepared-list.js';

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

  it('takes a scalar of another type with its own stand-in, a list alone, and lists past a page', async () => {
    const { company } = await buildCompany(db);
    const spots = await Promise.all(['S1', 'S2', 'S3'].map((n) => buildLocation(db, company.id, n)));
    const ids = spots.map((s) => s.id);
    const notNamed = preparedForList(
      (d: Database, name: string, list: number[]) =>
        d
          .selectFrom('locations')
          .select('name')
          .where('id', 'in', list)
          .where('name', '!=', name)
          .orderBy('name'),
      '\u0000name',
    );
    expect(await notNamed(db, 'S2', ids)).toEqual([{ name: 'S1' }, { name: 'S3' }]);
    let builds = 0;
    const byId = preparedIn((d: Database, list: number[]) => {
      builds += 1;
      return d.selectFrom('locations').select('name').where('id', 'in', list).orderBy('name');
    });
    expect(await byId(db, ids)).toEqual([{ name: 'S1' }, { name: 'S2' }, { name: 'S3' }]);
    expect(await byId(db, [ids[2] as number, ids[0] as number, -5])).toEqual([
      { name: 'S1' },
      { name: 'S3' },
    ]);
    expect(builds).toBe(1);
    // Longer than a page: compiled for the call and not kept.
    const long = [...ids, ...Array.from({ length: 150 }, (_, i) => -10 - i)];
    expect(await byId(db, long)).toHaveLength(3);
    expect(await byId(db, long)).toHaveLength(3);
    expect(builds).toBe(3);
  });
});
