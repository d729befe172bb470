import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type SelectQueryBuilder } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_MAX } from '../config.js';
import { registerDirect } from './direct.js';
import { FifoSqliteDialect } from './fifo-sqlite.js';
import type { DB } from './schema.js';
import { rowBuilder } from './sqlite-rows.js';

export type Database = Kysely<DB>;
export type Dialect = 'sqlite' | 'postgres';

/** Connections of the pool (SQLite: its one connection) and queries waiting for one. */
export interface DbPoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DbHandle {
  db: Database;
  dialect: Dialect;
  /** The pool's figures now (Prometheus metrics). */
  poolStats(): DbPoolStats;
  close(): Promise<void>;
}

// Counts and ids come back as numbers, timestamps as ISO strings, on both dialects.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());

/** better-sqlite3 binds neither booleans nor Dates: map them as PostgreSQL would store them. */
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Wraps better-sqlite3 for Kysely: parameters are made bindable, and prepared statements are
 * kept (LRU) by their SQL, since Kysely prepares every query it runs and compiling dominates
 * small queries.
 */
function wrapSqlite(database: SQLite.Database): SQLite.Database {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SQLite.Statement>();
  const map = (args: unknown[]) => args.map((a) => (Array.isArray(a) ? a.map(bindable) : bindable(a)));

  const prepareBindable = (sql: string): SQLite.Statement => {
    const stmt = prepare(sql);
    const all = stmt.all.bind(stmt);
    const run = stmt.run.bind(stmt);
    const iterate = stmt.iterate.bind(stmt);
    const get = stmt.get.bind(stmt);
    // Rows built in JavaScript (sqlite-rows.ts), unless the caller asks for raw, plucked or expanded rows.
    let rows = rowBuilder(prepare, stmt);
    for (const mode of ['raw', 'pluck', 'expand'] as const) {
      const set = stmt[mode].bind(stmt);
      stmt[mode] = ((toggle?: boolean) => {
        rows = undefined;
        return set(toggle);
      }) as typeof stmt.raw;
    }
    stmt.all = ((...args: unknown[]) => (rows ? rows.all(map(args)) : all(...map(args)))) as typeof stmt.all;
    stmt.run = ((...args: unknown[]) => run(...map(args))) as typeof stmt.run;
    stmt.iterate = ((...args: unknown[]) => iterate(...map(args))) as typeof stmt.iterate;
    stmt.get = ((...args: unknown[]) => (rows ? rows.get(map(args)) : get(...map(args)))) as typeof stmt.get;
    return stmt;
  };

  database.prepare = ((sql: string) => {
    const cached = cache.get(sql);
    if (cached) {
      // A statement still being iterated cannot run twice at once: give that caller its own.
      if (cached.busy) return prepareBindable(sql);
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const stmt = prepareBindable(sql);
    cache.set(sql, stmt);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return stmt;
  }) as typeof database.prepare;
  return database;
}

/**
 * Opens PostgreSQL when a URL is given (a pool of at most `poolMax` connections: the
 * configuration's DATABASE_POOL_MAX), else the embedded SQLite file (or ':memory:').
 */
export function openDatabase(opts: {
  databaseUrl?: string;
  sqliteFile?: string;
  poolMax?: number;
}): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? DEFAULT_DATABASE_POOL_MAX,
    });
    // An idle client losing its connection (a PostgreSQL restart, a failover, an admin's
    // terminate) is emitted on the pool; unhandled it would crash the process. The pool drops
    // that client and the next query opens a new one.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL idle client error: ${err.message}`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, dialect: 'postgres', poolStats, close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = wrapSqlite(new SQLite(file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const dialect = new FifoSqliteDialect({ database: sqlite });
  const db = new Kysely<DB>({ dialect });
  registerDirect(db, sqlite, dialect.lock);
  const poolStats = () => ({ total: 1, idle: dialect.lock.held ? 0 : 1, waiting: dialect.lock.queued });
  return { db, dialect: 'sqlite', poolStats, close: () => db.destroy() };
}

/** Which database a Kysely instance talks to (for the few queries that differ). */
export function dialectOf(db: Database): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Makes a query a subquery the planner keeps as it is (`offset 0`; SQLite takes OFFSET only
 * after LIMIT, -1 meaning none, which PostgreSQL refuses). Select from it `.as(...)` and sort
 * outside, so that a filter's own index finds the few rows and they are sorted afterwards,
 * instead of the planner walking the sort column's index and filtering all the company's rows
 * (SQLite has no statistics to know better; docs/decisions.md, Employees).
 */
export function planFence<D, T extends keyof D, O>(db: Database, q: SelectQueryBuilder<D, T, O>) {
  return dialectOf(db) === 'sqlite' ? q.limit(-1).offset(0) : q.offset(0);
}

export function toBool(v: boolean | number | null | undefined): boolean {
  return v === true || v === 1;
}

export function nowIso(): string {
  return new Date().toISOString();
}
