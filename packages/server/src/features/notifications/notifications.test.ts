import type { TNotification } from '@teamline/shared';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import type { NotificationsTable } from '../../db/schema.js';
import { notifyUser, TRAY_LIMIT } from './notifications.service.js';

const { app, db } = await buildTestApp();

const team = await buildCompany(db, 'Tray Co');
const cid = team.company.id;

const tray = (token: string, companyId = cid) =>
  call<TNotification[]>(app, 'GET', '/api/notifications', {
    token,
    query: { company_id: String(companyId) },
  });

describe('GET /api/notifications', () => {
  it("answers the caller's own notifications in the company, newest first", async () => {
    const { user, token } = await buildMember(db, cid);
    const other = await buildMember(db, cid);
    const elsewhere = await buildCompany(db);
    await notifyUser({
      db,
      companyId: cid,
      userId: user.id,
      title: 'First',
      content: 'one',
      type: 'CHAT',
      typeId: 7,
    });
    await notifyUser({ db, companyId: cid, userId: user.id, title: 'Second', content: 'two', type: 'CHAT' });
    await notifyUser({
      db,
      companyId: cid,
      userId: other.user.id,
      title: 'Not mine',
      content: 'x',
      type: 'CHAT',
    });
    await notifyUser({
      db,
      companyId: elsewhere.company.id,
      userId: user.id,
      title: 'Other team',
      content: 'x',
      type: 'CHAT',
    });
    const res = await tray(token);
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(res.body.data.content[1]).toEqual({
      id: expect.any(Number),
      title: 'First',
      content: 'one',
      type: 'CHAT',
      read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      type_id: 7,
    });
  });

  it(`shows at most ${TRAY_LIMIT}`, async () => {
    const { user, token } = await buildMember(db, cid);
    await db
      .insertInto('notifications')
      .values(
        Array.from({ length: TRAY_LIMIT + 5 }, (_, i) => ({
          company_id: cid,
          user_id: user.id,
          title: `N${i}`,
          content: 'c',
          type: 'CHAT',
          created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString(),
        })),
      )
      .execute();
    const res = await tray(token);
    expect(res.body.data.content).toHaveLength(TRAY_LIMIT);
    expect(res.body.data.content[0]?.title).toBe(`N${TRAY_LIMIT + 4}`);
  });

  it('counts every unread notification for the badge, beyond the 50 listed, and none read or cleared', async () => {
    const { user, token } = await buildMember(db, cid);
    const elsewhere = await buildCompany(db);
    const at = (i: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString();
    const row = (i: number): Insertable<NotificationsTable> => ({
      company_id: cid,
      user_id: user.id,
      title: `U${i}`,
      content: 'c',
      type: 'CHAT',
      created_at: at(i),
      read_at: i < 5 ? at(i) : null,
      cleared_at: i >= 5 && i < 8 ? at(i) : null,
    });
    const mine = Array.from({ length: TRAY_LIMIT + 20 }, (_, i) => row(i));
    await db
      .insertInto('notifications')
      .values([...mine, { ...row(99), title: 'Other team', company_id: elsewhere.company.id }])
      .execute();
    const unread = (companyId = cid) =>
      call<{ unread: number }>(app, 'GET', '/api/notifications/unread', {
        token,
        query: { company_id: String(companyId) },
      });
    const res = await unread();
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual({ unread: TRAY_LIMIT + 20 - 5 - 3 });
    expect((await unread(elsewhere.company.id)).status).toBe(404);
  });

  it('answers 404 for a company of which the caller is not a member, and 422 without company_id', async () => {
    const other = await buildCompany(db);
    expect((await tray(team.adminToken, other.company.id)).status).toBe(404);
    const res = await call(app, 'GET', '/api/notifications', { token: team.adminToken });
    expect(res.status).toBe(422);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks one of your notifications read', async () => {
    const { user, token } = await buildMember(db, cid);
    const n = await notifyUser({
      db,
      companyId: cid,
      userId: user.id,
      title: 'T',
      content: 'C',
      type: 'CHAT',
    });
    const res = await call<TNotification>(app, 'POST', '/api/notifications/read', {
      token,
      body: { company_id: cid, id: n.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({ id: n.id, read: true });
    expect((await tray(token)).body.data.content[0]?.read).toBe(true);
    // Again is fine.
    const again = await call(app, 'POST', '/api/notifications/read', {
      token,
      body: { company_id: cid, id: n.id },
    });
    expect(again.status).toBe(200);
  });

  it("answers 404 for another user's notification, and one given with another company's id", async () => {
    const owner = await buildMember(db, cid);
    const n = await notifyUser({
      db,
      companyId: cid,
      userId: owner.user.id,
      title: 'T',
      content: 'C',
      type: 'CHAT',
    });
    const snoop = await buildMember(db, cid, 'admin');
    const res = await call(app, 'POST', '/api/notifications/read', {
      token: snoop.token,
      body: { company_id: cid, id: n.id },
    });
    expect(res.status).toBe(404);
    const other = await buildCompany(db);
    await db
      .insertInto('employees')
      .values({
        company_id: other.company.id,
        user_id: owner.user.id,
        name: 'Owner',
        role: 'employee',
        default_locale: 'en',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const wrongCompany = await call(app, 'POST', '/api/notifications/read', {
      token: owner.token,
      body: { company_id: other.company.id, id: n.id },
    });
    expect(wrongCompany.status).toBe(404);
    const row = await db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', n.id)
      .executeTakeFirst();
    expect(row?.read_at).toBeNull();
  });
});

describe('POST /api/notifications/clear', () => {
  it("empties the caller's tray in that company only", async () => {
    const { user, token } = await buildMember(db, cid);
    const other = await buildMember(db, cid);
    await notifyUser({ db, companyId: cid, userId: user.id, title: 'A', content: 'a', type: 'CHAT' });
    await notifyUser({ db, companyId: cid, userId: user.id, title: 'B', content: 'b', type: 'CHAT' });
    await notifyUser({
      db,
      companyId: cid,
      userId: other.user.id,
      title: 'Theirs',
      content: 'x',
      type: 'CHAT',
    });
    const res = await call(app, 'POST', '/api/notifications/clear', { token, body: { company_id: cid } });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBeNull();
    expect((await tray(token)).body.data.content).toEqual([]);
    expect((await tray(other.token)).body.data.content.map((n) => n.title)).toEqual(['Theirs']);
    // A cleared notification cannot be marked read any more.
    const cleared = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const read = await call(app, 'POST', '/api/notifications/read', {
      token,
      body: { company_id: cid, id: cleared.id },
    });
    expect(read.status).toBe(404);
    // New ones arrive in the emptied tray.
    await notifyUser({ db, companyId: cid, userId: user.id, title: 'C', content: 'c', type: 'CHAT' });
    expect((await tray(token)).body.data.content.map((n) => n.title)).toEqual(['C']);
  });
});
