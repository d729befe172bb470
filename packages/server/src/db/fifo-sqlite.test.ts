import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FifoLock } from './fifo-sqlite.js';
import { openDatabase } from './index.js';

describe('FifoLock', () => {
  it('hands the lock to waiters in arrival order, never to a late caller first', async () => {
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const lock = new FifoLock();
    const order: string[] = [];
    await lock.lock();
    const waiters = ['a', 'b', 'c'].map((name) => lock.lock().then(() => order.push(name)));
    expect(lock.queued).toBe(3);
    lock.unlock();
    // A caller arriving right as the lock is released queues behind those already waiting.
    const late = lock.lock().then(() => order.push('late'));
    await tick();
    lock.unlock();
    await tick();
    lock.unlock();
    await tick();
    lock.unlock();
    await Promise.all([...waiters, late]);
    expect(order).toEqual(['a', 'b', 'c', 'late']);
    lock.unlock();
    expect(lock.queued).toBe(0);
  });
});

describe('SQLite through the FIFO dialect', () => {
  it('runs concurrent queries and transactions one at a time, in the order they were asked', async () => {
    const { db, close } = openDatabase({ sqliteFile: ':memory:' });
    try {
      await sql`create table t (n integer)`.execute(db);
      const done: number[] = [];
      const insert = (n: number) => sql`insert into t (n) values (${n})`;
      await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          n % 5 === 0
            ? db.transaction().execute(async (trx) => {
                await insert(n).execute(trx);
                await insert(n + 100).execute(trx);
                done.push(n);
              })
            : insert(n)
                .execute(db)
                .then(() => done.push(n)),
        ),
      );
      expect(done).toEqual(Array.from({ length: 20 }, (_, n) => n));
      const rows = await sql<{ c: number }>`select count(*) as c from t`.execute(db);
      expect(rows.rows[0]?.c).toBe(24);
    } finally {
      await close();
    }
  });
});

describe('FifoLock and the event loop', () => {
  it('lets timers and I/O run between holders while a long queue is worked off', async () => {
    const lock = new FifoLock();
    // Counts event-loop turns: an immediate that queues itself again each turn.
    let ticks = 0;
    let running = true;
    const turn = () => {
      ticks += 1;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    try {
      await lock.lock();
      // 200 waiters, each releasing at once: without the periodic yield they would all run in one
      // chain of microtasks and the event loop would not turn until the end.
      let seenTicksBeforeLast = 0;
      const waiters = Array.from({ length: 200 }, (_, i) =>
        lock.lock().then(() => {
          if (i === 199) seenTicksBeforeLast = ticks;
          lock.unlock();
        }),
      );
      lock.unlock();
      await Promise.all(waiters);
      expect(seenTicksBeforeLast).toBeGreaterThan(0);
    } finally {
      running = false;
    }
  });
});
