import { REALTIME_EVENTS, type TMemo, type TRealtimeNotification } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo, QUESTIONS } from '../../../test/memos.js';
import { collect, connect, listen, settle } from '../../../test/sockets.js';

/**
 * Every path that publishes a memo pushes the recipients' tray items once it has committed —
 * the services do it, not the routes or the jobs — so each path is checked here: create and
 * publish, save and publish, a published memo's targeting widened by an edit or by
 * memos/recipients, the minute job at a scheduled start and at a later reveal.
 */

const { app, deps, db } = await buildTestApp();
const url = await listen(app);

/** A company of its own with its three employees online, and what each socket receives. */
async function online() {
  const co = await buildMemoCompany(db);
  const watch = async (m: { token: string }) =>
    collect<TRealtimeNotification>(await connect(url, m.token), REALTIME_EVENTS.notification);
  const seen = {
    north1: await watch(co.north1),
    north2: await watch(co.north2),
    south1: await watch(co.south1),
  };
  return { co, base: { company_id: co.companyId }, seen };
}

const itemsFor = (seen: TRealtimeNotification[], memoId: number) =>
  seen.filter((p) => p.notification.type_id === memoId);

/** Waits for the tray item of a memo on one socket (fails after `ms`). */
async function arrives(seen: TRealtimeNotification[], memoId: number, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const found = itemsFor(seen, memoId);
    if (found.length) return found;
    await settle(20);
  }
  throw new Error(`no tray item for memo ${memoId} within ${ms} ms`);
}

describe('memo notifications reach the recipients live', () => {
  it('message/new with publish pushes a tray item to each recipient, and to nobody else', async () => {
    const { co, base, seen } = await online();
    const memo = await newMemo(app, co.adminToken, 'message', {
      ...base,
      title: 'Freezer check',
      location_ids: [co.north.id],
      publish: true,
    });
    for (const socket of [seen.north1, seen.north2]) {
      const [payload] = await arrives(socket, memo.id);
      expect(payload?.company_id).toBe(co.companyId);
      expect(payload?.notification).toMatchObject({ type_id: memo.id, read: false });
    }
    await settle();
    expect(itemsFor(seen.south1, memo.id)).toEqual([]);
  });

  it('saving a draft with publish (POST company/message, PUT memos/update) pushes then, not before', async () => {
    const { co, base, seen } = await online();
    const draft = await newMemo(app, co.adminToken, 'message', { ...base, location_ids: [co.north.id] });
    await settle();
    expect(itemsFor(seen.north1, draft.id)).toEqual([]);
    const saved = await call<TMemo>(app, 'POST', '/api/company/message', {
      token: co.adminToken,
      body: { ...base, id: draft.id, publish: true },
    });
    expect(saved.body.data.content.status).toBe('published');
    await arrives(seen.north1, draft.id);

    const survey = await newMemo(app, co.adminToken, 'survey', {
      ...base,
      options: QUESTIONS,
      recipient_ids: [co.south1.employee.id],
    });
    const updated = await call<TMemo>(app, 'PUT', '/api/memos/update', {
      token: co.adminToken,
      body: { ...base, id: survey.id, publish: true },
    });
    expect(updated.body.data.content.status).toBe('published');
    await arrives(seen.south1, survey.id);
  });

  it("widening a published memo's targeting, by an edit or by memos/recipients, tells only the new people", async () => {
    const { co, base, seen } = await online();
    const memo = await newMemo(app, co.adminToken, 'message', {
      ...base,
      recipient_ids: [co.north1.employee.id],
      publish: true,
    });
    await arrives(seen.north1, memo.id);
    const edited = await call(app, 'POST', '/api/company/message', {
      token: co.adminToken,
      body: { ...base, id: memo.id, recipient_ids: [co.north1.employee.id, co.north2.employee.id] },
    });
    expect(edited.status).toBe(200);
    await arrives(seen.north2, memo.id);
    const added = await call<{ added_count: number }>(app, 'POST', '/api/memos/recipients', {
      token: co.adminToken,
      body: { ...base, id: memo.id, location_ids: [co.south.id] },
    });
    expect(added.body.data.content.added_count).toBe(1);
    await arrives(seen.south1, memo.id);
    await settle();
    expect(itemsFor(seen.north1, memo.id)).toHaveLength(1);
    expect(itemsFor(seen.north2, memo.id)).toHaveLength(1);
  });

  it('a scheduled survey is published by the minute job when its start comes, and pushed then', async () => {
    const { co, base, seen } = await online();
    const start = new Date(Date.now() + 60 * 60_000);
    const memo = await newMemo(app, co.adminToken, 'survey', {
      ...base,
      title: 'Later survey',
      location_ids: [co.south.id],
      options: [{ question: 'Ready?', options: ['Yes', 'No'] }],
      start_at: start.toISOString(),
      publish: true,
    });
    expect(memo.status).toBe('scheduled');
    await settle();
    expect(itemsFor(seen.south1, memo.id)).toEqual([]);
    await deps.jobs.runDue(new Date(start.getTime() + 60_000));
    await arrives(seen.south1, memo.id);
    const row = await db
      .selectFrom('memos')
      .select('status')
      .where('id', '=', memo.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('published');
  });

  it('a memo revealed later is announced at its reveal, once, not at publish', async () => {
    const { co, base, seen } = await online();
    const reveal = new Date(Date.now() + 3 * 60 * 60_000);
    const memo = await newMemo(app, co.adminToken, 'message', {
      ...base,
      title: 'Revealed later',
      recipient_ids: [co.north2.employee.id],
      reveal_at: reveal.toISOString(),
      publish: true,
    });
    expect(memo.status).toBe('published');
    const rows = () =>
      db
        .selectFrom('notifications')
        .select('id')
        .where('type_id', '=', memo.id)
        .where('user_id', '=', co.north2.user.id)
        .execute();
    await deps.jobs.runDue(new Date(reveal.getTime() - 60_000));
    await settle();
    expect(itemsFor(seen.north2, memo.id)).toEqual([]);
    expect(await rows()).toHaveLength(0);
    await deps.jobs.runDue(new Date(reveal.getTime() + 60_000));
    await arrives(seen.north2, memo.id);
    await deps.jobs.runDue(new Date(reveal.getTime() + 2 * 60_000));
    await settle();
    expect(await rows()).toHaveLength(1);
    expect(itemsFor(seen.north2, memo.id)).toHaveLength(1);
  });

  it('the minute job expires a memo whose end has passed', async () => {
    const { co, base } = await online();
    const end = new Date(Date.now() + 2 * 60 * 60_000);
    const memo = await newMemo(app, co.adminToken, 'message', {
      ...base,
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
