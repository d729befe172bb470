import {
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  SqliteDialect,
  type TransactionSettings,
} from 'kysely';
import { BoundLimitSqliteCompiler } from './sqlite-compiler.js';

/**
 * A first-come, first-served lock for the one SQLite connection (Kysely's own wakes every waiter
 * at once and lets whoever runs first take it), which now and then lets the event loop run
 * between two holders (YIELD_EVERY).
 */
/**
 * better-sqlite3 answers synchronously, so a queue of waiting queries is worked off in one chain of
 * microtasks and the event loop cannot read or write sockets meanwhile: with 100 concurrent
 * requests some waited 10 s. Every this many hand-overs the next waiter is resumed from the event
 * loop instead (setImmediate), so I/O interleaves. 8 measured best (4: p99 507 ms, 8: 444 ms,
 * 16: 642 ms, never: 4.5 s with timeouts; docs/performance.md).
 */
const YIELD_EVERY = 8;
export class FifoLock {
  #held = false;
  #handoffs = 0;
  readonly #waiting: Array<() => void> = [];

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the lock straight to the longest waiter (it stays held), else frees it. */
  unlock(): void {
    const next = this.#waiting.shift();
    if (next) {
      this.#handoffs += 1;
      if (this.#handoffs % YIELD_EVERY === 0) setImmediate(next);
      else next();
    } else this.#held = false;
  }

  get queued(): number {
    return this.#waiting.length;
  }

  get held(): boolean {
    return this.#held;
  }
}

/** Kysely's SQLite driver behind a FIFO lock: the inner lock is then never contended. */
class FifoDriver implements Driver {
  readonly #lock: FifoLock;
  constructor(
    private readonly inner: Driver,
    lock: FifoLock,
  ) {
    this.#lock = lock;
  }

  init(): Promise<void> {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.lock();
    return this.inner.acquireConnection();
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    this.#lock.unlock();
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }
  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }
  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }
  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * SqliteDialect whose connection is handed out in arrival order, compiling a bound LIMIT so that
 * SQLite keeps the prepared statement (sqlite-compiler.ts).
 */
export class FifoSqliteDialect extends SqliteDialect {
  /** The connection's lock: who holds it and how many wait (the metrics' pool figures). */
  readonly lock = new FifoLock();
  override createDriver(): Driver {
    return new FifoDriver(super.createDriver(), this.lock);
  }
  override createQueryCompiler(): QueryCompiler {
    return new BoundLimitSqliteCompiler();
  }
}
