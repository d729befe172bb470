import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { rowBuilder } from './sqlite-rows.js';

/** Rows built in JavaScript are better-sqlite3's own rows: keys, order, values, repeated names. */
describe('rowBuilder', () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(`create table t (id integer primary key, name text, n real, b blob, gone text);
    insert into t values (1, 'Ann', 1.5, x'0102', null), (2, 'Bo "q"', -3, null, 'x');`);
  const prepare = (sql: string) => sqlite.prepare(sql);

  it('answers all() and get() as better-sqlite3 does', () => {
    for (const sql of [
      'select * from t order by id',
      'select t.id, t.name as "a b", a.name as name, t.name as name from t join t as a on a.id = 3 - t.id',
      'select count(*) as n, max(name) from t',
      'select * from t where id = ?',
    ]) {
      const stmt = prepare(sql);
      const rows = rowBuilder(prepare, stmt);
      const args = sql.includes('?') ? [2] : [];
      expect(rows?.all(args)).toEqual(stmt.all(...args));
      expect(rows?.all(args).map((r) => Object.keys(r))).toEqual(
        stmt.all(...args).map((r) => Object.keys(r as object)),
      );
      expect(rows?.get(args)).toEqual(stmt.get(...args));
    }
    const none = prepare('select * from t where id = ?');
    expect(rowBuilder(prepare, none)?.get([9])).toBeUndefined();
  });

  it('leaves statements that read nothing, or a column named __proto__, to better-sqlite3', () => {
    expect(rowBuilder(prepare, prepare("update t set name = 'x' where id = 0"))).toBeUndefined();
    expect(rowBuilder(prepare, prepare('select 1 as "__proto__"'))).toBeUndefined();
  });
});
