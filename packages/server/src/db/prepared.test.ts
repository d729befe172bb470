import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildLocation } from '../../test/people.js';
import type { Database } from './index.js';
import { prepared } from './prepared.js';

const { db } = await buildTestApp();

describe('prepared queries', () => {
  it('compile once and answer each call with its own values, constants kept', async () => {
    const { company: a } = await buildCompany(db);
    const { company: b } = await buildCompany(db);
    await buildLocation(db, a.id, 'A1');
    await buildLocation(db, b.id, 'B1');
    const deleted = await buildLocation(db, b.id, 'B gone');
    await db
      .updateTable('locations')
      .set({ deleted_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', deleted.id)
      .execute();
    let builds = 0;
    const live = prepared(
      (d: Database, companyId: number, name: string) => {
        builds += 1;
        return d
          .selectFrom('locations')
          .select('name')
          .where('company_id', '=', companyId)
          .where('deleted_at', 'is', null)
          .where('name', '!=', name)
          .where('timezone', '=', 'America/Chicago')
          .orderBy('id');
      },
      [-1_001, '\u0000name'],
    );
    expect(await live(db, a.id, 'nothing')).toEqual([{ name: 'A1' }]);
    expect(await live(db, b.id, 'nothing')).toEqual([{ name: 'B1' }]);
    expect(await live(db, b.id, 'B1')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('fills a placeholder used several times, and refuses one that does not appear', async () => {
    const { company } = await buildCompany(db);
    const spot = await buildLocation(db, company.id, 'Spot');
    const twice = prepared(
      (d: Database, id: number) =>
        d.selectFrom('locations').select('name').where('id', '=', id).where('id', '>=', id),
      [-1_002],
    );
    expect(await twice(db, spot.id)).toEqual([{ name: 'Spot' }]);
    const unused = prepared((d: Database, _id: number) => d.selectFrom('locations').select('id'), [-1_003]);
    await expect(unused(db, 1)).rejects.toThrow(/placeholder 0 does not appear/);
  });

  it('waits for a transaction that holds the connection, and never reads what it rolls back', async () => {
    const { company } = await buildCompany(db);
    const names = prepared(
      (d: Database, companyId: number) =>
        d.selectFrom('locations').select('name').where('company_id', '=', companyId).orderBy('name'),
      [-1_004],
    );
    let outside: Promise<{ name: string }[]> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await buildLocation(trx, company.id, 'Uncommitted');
        // Asked from outside while the transaction is open: on SQLite the one connection is held,
        // so the read waits for it instead of running at once inside the open transaction.
        outside = names(db, company.id);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
    await buildLocation(db, company.id, 'Committed');
    expect(await names(db, company.id)).toEqual([{ name: 'Committed' }]);
  });
});
