import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { buildLocation } from '../../test/people.js';
import { containsTerms } from '../http/paging.js';
import { dialectOf, planFence } from './index.js';

const { db } = await buildTestApp();
const sqlite = dialectOf(db) === 'sqlite';

async function companyWith(names: string[]) {
  const { company } = await buildCompany(db);
  for (const name of names) await buildLocation(db, company.id, name);
  return company.id;
}

const named = (companyId: number) =>
  db.selectFrom('locations').select('name').where('company_id', '=', companyId).orderBy('name');

describe('the SQLite compiler', () => {
  it('writes a bound LIMIT as an expression on SQLite, and leaves PostgreSQL as Kysely writes it', () => {
    const { sql: text, parameters } = named(1).limit(25).offset(50).compile();
    expect(text).toMatch(sqlite ? /limit \? \+ 0 offset \?$/ : /limit \$2 offset \$3$/);
    expect(parameters).toEqual([1, 25, 50]);
    // A limit written in by the caller stays as it is.
    expect(named(1).limit(sql.lit(5)).compile().sql).toMatch(/limit 5$/);
  });

  it('answers the rows a bound LIMIT and OFFSET ask for, whatever the values of each run', async () => {
    const companyId = await companyWith(['A', 'B', 'C', 'D', 'E']);
    const page = (limit: number, offset: number) =>
      named(companyId)
        .limit(limit)
        .offset(offset)
        .execute()
        .then((rows) => rows.map((r) => r.name));
    expect(await page(2, 0)).toEqual(['A', 'B']);
    expect(await page(2, 2)).toEqual(['C', 'D']);
    expect(await page(3, 3)).toEqual(['D', 'E']);
    expect(await page(1, 0)).toEqual(['A']);
    expect(await page(10, 5)).toEqual([]);
  });

  it('keeps a fenced subquery whole (no limit) under the same expression', async () => {
    const companyId = await companyWith(['Fence 1', 'Fence 2', 'Fence 3']);
    const fenced = planFence(db, db.selectFrom('locations').selectAll().where('company_id', '=', companyId));
    const rows = await db.selectFrom(fenced.as('l')).select('l.name').orderBy('l.name').execute();
    expect(rows.map((r) => r.name)).toEqual(['Fence 1', 'Fence 2', 'Fence 3']);
  });
});

describe('bound LIKE patterns', () => {
  it('find the terms anywhere, ignoring case, their wildcards taken literally', async () => {
    const companyId = await companyWith(['50% Off Corner', '500 Main', 'Snake_Case St', 'SnakeXCase St']);
    const matching = async (terms: string) =>
      (await named(companyId).where(containsTerms('locations.name', terms)).execute()).map((r) => r.name);
    expect(await matching('50%')).toEqual(['50% Off Corner']);
    expect(await matching('e_c')).toEqual(['Snake_Case St']);
    expect(await matching('CORNER')).toEqual(['50% Off Corner']);
    expect(await matching('main')).toEqual(['500 Main']);
    expect(await matching('x\\')).toEqual([]);
    expect(named(companyId).where(containsTerms('locations.name', 'a')).compile().sql).toContain(
      sqlite ? 'like cast(? as text)' : 'like cast($2 as text)',
    );
  });
});
