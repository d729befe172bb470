import type SQLite from 'better-sqlite3';
import type { FifoLock } from './fifo-sqlite.js';

interface Direct {
  sqlite: SQLite.Database;
  lock: FifoLock;
}

/** By Kysely instance (db/index.ts's Database; typed loosely here, which index.ts imports). */
const handles = new WeakMap<object, Direct>();

/** Called by openDatabase for an SQLite database: its connection and the connection's lock. */
export function registerDirect(db: object, sqlite: SQLite.Database, lock: FifoLock): void {
  handles.set(db, { sqlite, lock });
}

/**
 * Runs a compiled reading statement on SQLite's one connection at once, without Kysely's executor,
 * when nobody holds the connection (no transaction open, no query waiting): better-sqlite3 answers
 * synchronously, so running it now is the same as taking the lock and giving it back, without the
 * half-dozen promises and closures Kysely's connection provider and our FIFO lock make for every
 * query (docs/performance.md, "Queries that skip the executor"). Undefined when it cannot: a
 * PostgreSQL or transaction handle, the connection in use, or a statement that writes — the caller
 * then goes through Kysely.
 */
export function readNow<R>(db: object, sql: string, parameters: readonly unknown[]): R[] | undefined {
  const direct = handles.get(db);
  if (!direct || direct.lock.held) return undefined;
  const stmt = direct.sqlite.prepare(sql);
  if (!stmt.reader) return undefined;
  return stmt.all(parameters) as R[];
}
