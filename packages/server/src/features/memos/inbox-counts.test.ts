import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';
import { buildInboxScene, newMemo } from '../../../test/memos.js';

const { app, db } = await buildTestApp();
const HOUR = 3_600_000;

/** The inbox counts are kept per employee under their inbox version (0034): every change shows at once. */
describe('kept inbox counts', () => {
  afterEach(() => vi.useRealTimers());

  it('a read, a new memo, a memo leaving and a reveal each show on the next call', async () => {
    const { C, base, toAll, hidden, inbox } = await buildInboxScene(app, db);
    const counts = async () => {
      const { total, unread_count } = (await inbox(C.south1.token)).body.data.content;
      return [total, unread_count];
    };
    expect(await counts()).toEqual([3, 3]);
    expect(await counts()).toEqual([3, 3]);

    // A write made anywhere (here straight to the database, as another instance would).
    await db
      .updateTable('memo_responses')
      .set({ read_at: new Date().toISOString() })
      .where('memo_id', '=', toAll.id)
      .where('employee_id', '=', C.south1.employee.id)
      .execute();
    expect(await counts()).toEqual([3, 2]);

    const added = await newMemo(app, C.adminToken, 'message', {
      ...base,
      title: 'One more',
      location_ids: [C.south.id],
      publish: true,
    });
    expect(await counts()).toEqual([4, 3]);

    await db.updateTable('memo_responses').set({ inbox_at: null }).where('memo_id', '=', added.id).execute();
    expect(await counts()).toEqual([3, 2]);

    // No write: the hidden memo's reveal time passes.
    expect(hidden.id).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(await counts()).toEqual([4, 3]);
  });

  it('a change to one employee leaves the counts of another right', async () => {
    const { C, toAll, inbox } = await buildInboxScene(app, db);
    const counts = async (token: string) => {
      const { total, unread_count } = (await inbox(token)).body.data.content;
      return [total, unread_count];
    };
    const north = await counts(C.north1.token);
    const south = await counts(C.south1.token);
    await db
      .updateTable('memo_responses')
      .set({ read_at: new Date().toISOString() })
      .where('memo_id', '=', toAll.id)
      .where('employee_id', '=', C.north1.employee.id)
      .execute();
    expect(await counts(C.north1.token)).toEqual([north[0], (north[1] ?? 0) - 1]);
    expect(await counts(C.south1.token)).toEqual(south);
  });
});
