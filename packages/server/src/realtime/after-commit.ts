import type { Database } from '../db/index.js';
import type { Realtime } from './realtime.js';

type Pending =
  | { to: 'users'; userIds: readonly number[]; event: string; payload: unknown }
  | { to: 'company'; companyId: number; event: string; payload: unknown }
  | { to: 'room'; room: string; event: string; payload: unknown };

/**
 * Realtime events a unit of work wants to send, held until its transaction has committed:
 * a rolled-back change never reaches a browser, and a committed one is readable by the time
 * the browser refetches.
 */
export class PendingEvents {
  private readonly items: Pending[] = [];

  toUsers(userIds: readonly number[], event: string, payload: unknown): void {
    this.items.push({ to: 'users', userIds, event, payload });
  }

  toCompany(companyId: number, event: string, payload: unknown): void {
    this.items.push({ to: 'company', companyId, event, payload });
  }

  toRoom(room: string, event: string, payload: unknown): void {
    this.items.push({ to: 'room', room, event, payload });
  }

  get size(): number {
    return this.items.length;
  }

  /** Sends everything collected, once; call only after the commit. */
  flush(realtime: Realtime): void {
    for (const item of this.items.splice(0)) {
      if (item.to === 'users') realtime.publishToUsers(item.userIds, item.event, item.payload);
      else if (item.to === 'company') realtime.publishToCompany(item.companyId, item.event, item.payload);
      else realtime.publishToRoom(item.room, item.event, item.payload);
    }
  }
}

/**
 * Runs `work` in one transaction and publishes the events it collected after the commit
 * (nothing is published if it throws).
 */
export async function transactThenPublish<T>(
  deps: { db: Database; realtime: Realtime },
  work: (trx: Database, events: PendingEvents) => Promise<T>,
): Promise<T> {
  const events = new PendingEvents();
  const result = await deps.db.transaction().execute((trx) => work(trx, events));
  events.flush(deps.realtime);
  return result;
}
