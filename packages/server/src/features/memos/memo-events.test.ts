import { REALTIME_EVENTS, type TRealtimeNotification } from '@teamline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';
import { collect, connect, listen, nextEvent, settle } from '../../../test/sockets.js';

const { app, deps, db } = await buildTestApp();
const url = await listen(app);
const co = await buildMemoCompany(db);
const sockets = await Promise.all([co.north1, co.north2, co.south1].map((m) => connect(url, m.token)));
const [north1, north2, south1] = sockets as [(typeof sockets)[0], (typeof sockets)[0], (typeof sockets)[0]];
afterAll(() => {
  for (const s of sockets) s.close();
});

describe('memo notifications reach the recipients live', () => {
  it('a published message pushes a tray item to each recipient, and to nobody else', async () => {
    const missed = collect<TRealtimeNotification>(south1, REALTIME_EVENTS.notification);
    const arrivals = [north1, north2].map((s) =>
      nextEvent<TRealtimeNotification>(s, REALTIME_EVENTS.notification),
    );
    const memo = await newMemo(app, co.adminToken, 'message', {
      company_id: co.companyId,
      title: 'Freezer check',
      location_ids: [co.north.id],
      publish: true,
    });
    for (const payload of await Promise.all(arrivals)) {
      expect(payload.company_id).toBe(co.companyId);
      expect(payload.notification).toMatchObject({ type_id: memo.id, read: false });
    }
    await settle();
    expect(missed).toEqual([]);
  });

  it('a scheduled survey is published by the minute job when its start comes, and pushed then', async () => {
    const start = new Date(Date.now() + 60 * 60_000);
    const memo = await newMemo(app, co.adminToken, 'survey', {
      company_id: co.companyId,
      title: 'Later survey',
      location_ids: [co.south.id],
      options: [{ question: 'Ready?', options: ['Yes', 'No'] }],
      start_at: start.toISOString(),
      publish: true,
    });
    expect(memo.status).toBe('scheduled');
    const arrival = nextEvent<TRealtimeNotification>(south1, REALTIME_EVENTS.notification);
    await deps.jobs.runDue(new Date(start.getTime() + 60_000));
    expect((await arrival).notification.type_id).toBe(memo.id);
    const row = await db
      .selectFrom('memos')
      .select('status')
      .where('id', '=', memo.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('published');
  });

  it('a memo revealed later is announced at its reveal, once, not at publish', async () => {
    const reveal = new Date(Date.now() + 3 * 60 * 60_000);
    const early = collect<TRealtimeNotification>(north2, REALTIME_EVENTS.notification);
    const memo = await newMemo(app, co.adminToken, 'message', {
      company_id: co.companyId,
      title: 'Revealed later',
      recipient_ids: [co.north2.employee.id],
      reveal_at: reveal.toISOString(),
      publish: true,
    });
    expect(memo.status).toBe('published');
    await settle();
    expect(early).toEqual([]);
    const rows = () =>
      db
        .selectFrom('notifications')
        .select('id')
        .where('type_id', '=', memo.id)
        .where('user_id', '=', co.north2.user.id)
        .execute();
    expect(await rows()).toHaveLength(0);

    await deps.jobs.runDue(new Date(reveal.getTime() - 60_000));
    await settle();
    expect(early).toEqual([]);
    const arrival = nextEvent<TRealtimeNotification>(north2, REALTIME_EVENTS.notification);
    await deps.jobs.runDue(new Date(reveal.getTime() + 60_000));
    expect((await arrival).notification.type_id).toBe(memo.id);
    await deps.jobs.runDue(new Date(reveal.getTime() + 2 * 60_000));
    expect(await rows()).toHaveLength(1);
  });

  it('the minute job expires a memo whose end has passed', async () => {
    const end = new Date(Date.now() + 2 * 60 * 60_000);
    const memo = await newMemo(app, co.adminToken, 'message', {
      company_id: co.companyId,
      title: 'Short lived',
      location_ids: [co.north.id],
      end_at: end.toISOString(),
      publish: true,
    });
    await deps.jobs.runDue(new Date(end.getTime() + 60_000));
    const row = await db
      .selectFrom('memos')
      .select('status')
      .where('id', '=', memo.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  });
});
