import { REALTIME_EVENTS, type TRealtimeNotification } from '@teamline/shared';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call, tokenFor } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { inviteHelpers } from '../../test/invites.js';
import {
  collect,
  connect,
  connected,
  disconnected,
  listen,
  nextEvent,
  openSocket,
  settle,
} from '../../test/sockets.js';
import { notifyUser } from '../features/notifications/notifications.service.js';
import { PendingEvents, transactThenPublish } from './after-commit.js';

const { app, deps, db } = await buildTestApp();
const url = await listen(app);
const team = await buildCompany(db, 'Socket Co');
const cid = team.company.id;

describe('realtime sign-in', () => {
  it('refuses a handshake without a token, with an unknown one, and with a revoked one', async () => {
    await expect(connected(openSocket(url))).rejects.toThrow('unauthorized');
    await expect(connected(openSocket(url, { token: 'not-a-token' }))).rejects.toThrow('unauthorized');
    const { token } = await buildMember(db, cid);
    await call(app, 'POST', '/api/logout', { token });
    await expect(connected(openSocket(url, { token }))).rejects.toThrow('unauthorized');
  });

  it('refuses an expired token', async () => {
    const { user } = await buildMember(db, cid);
    const token = await tokenFor(db, user.id);
    await db
      .updateTable('auth_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', user.id)
      .execute();
    await expect(connected(openSocket(url, { token }))).rejects.toThrow('unauthorized');
  });

  it("accepts the browser's session cookie from its own origin, not from another site", async () => {
    const { token } = await buildMember(db, cid);
    const host = new URL(url).host;
    const mine = await connected(
      openSocket(url, { cookie: `teamline_token=${token}`, origin: `http://${host}` }),
    );
    expect(mine.connected).toBe(true);
    const foreign = openSocket(url, { cookie: `teamline_token=${token}`, origin: 'http://evil.test' });
    await expect(connected(foreign)).rejects.toThrow('unauthorized');
  });
});

describe('rooms and notifications', () => {
  it('puts a socket in its user, token and active companies rooms only', async () => {
    const { user, token } = await buildMember(db, cid);
    const other = await buildCompany(db);
    const socket = await connect(url, token);
    const [server] = await deps.realtime.io.in(`user:${user.id}`).fetchSockets();
    expect(server?.id).toBe(socket.id);
    const joined = [...(server?.rooms ?? [])].filter((r) => r !== socket.id).sort();
    expect(joined).toHaveLength(3);
    expect(joined[0]).toBe(`company:${cid}`);
    expect(joined[1]).toMatch(/^token:\d+$/);
    expect(joined[2]).toBe(`user:${user.id}`);
    expect(server?.rooms.has(`company:${other.company.id}`)).toBe(false);
  });

  it('delivers a notification to its user after the commit, and to nobody else', async () => {
    const me = await buildMember(db, cid);
    const colleague = await buildMember(db, cid);
    const elsewhere = await buildCompany(db);
    const mine = await connect(url, me.token);
    const theirs = await connect(url, colleague.token);
    const outsider = await connect(url, elsewhere.adminToken);
    const leaked = [...collect(theirs, 'notification'), ...collect(outsider, 'notification')];
    const arrived = nextEvent<TRealtimeNotification>(mine, REALTIME_EVENTS.notification);
    const row = await transactThenPublish({ db, realtime: deps.realtime }, (trx, events) =>
      notifyUser({
        db: trx,
        events,
        companyId: cid,
        userId: me.user.id,
        title: 'Hi',
        content: 'there',
        type: 'TEST',
        typeId: 3,
      }),
    );
    expect(await arrived).toEqual({
      company_id: cid,
      notification: {
        id: row.id,
        title: 'Hi',
        content: 'there',
        type: 'TEST',
        read: false,
        created_at: row.created_at,
        type_id: 3,
      },
    });
    await settle();
    expect(leaked).toEqual([]);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const me = await buildMember(db, cid);
    const socket = await connect(url, me.token);
    const seen = collect(socket, 'notification');
    await expect(
      transactThenPublish({ db, realtime: deps.realtime }, async (trx, events) => {
        await notifyUser({
          db: trx,
          events,
          companyId: cid,
          userId: me.user.id,
          title: 'x',
          content: 'y',
          type: 'T',
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await settle();
    expect(seen).toEqual([]);
    const events = new PendingEvents();
    events.toCompany(cid, 'x', 1);
    expect(events.size).toBe(1);
  });

  it('publishes to every member of a company and to no other company', async () => {
    const a = await buildMember(db, cid);
    const elsewhere = await buildCompany(db);
    const member = await connect(url, a.token);
    const outsider = await connect(url, elsewhere.adminToken);
    const leaked = collect(outsider, 'hello');
    const arrived = nextEvent(member, 'hello');
    deps.realtime.publishToCompany(cid, 'hello', { n: 1 });
    expect(await arrived).toEqual({ n: 1 });
    await settle();
    expect(leaked).toEqual([]);
  });

  it('the inviter hears of an accepted invitation without asking, and the new member joins the company room', async () => {
    const { invite, nextPhone, personWithPhone } = inviteHelpers({ app, deps, team });
    const admin = await connect(url, team.adminToken);
    const phone = nextPhone();
    const sent = await invite({
      name: 'Rita Realtime',
      phone: `(${phone.slice(1, 4)})-${phone.slice(4, 7)}-${phone.slice(7)}`,
    });
    const person = await personWithPhone(phone);
    const newcomer = await connect(url, person.token);
    const arrived = nextEvent<TRealtimeNotification>(admin, REALTIME_EVENTS.notification);
    const res = await call(app, 'POST', '/api/accept-invite', {
      token: person.token,
      body: { token: sent.token },
    });
    expect(res.status).toBe(200);
    const got = await arrived;
    expect(got.company_id).toBe(cid);
    expect(got.notification).toMatchObject({
      title: 'New team member',
      type: 'INVITE_ACCEPTED',
      read: false,
    });
    const toNewcomer = nextEvent(newcomer, 'welcome');
    deps.realtime.publishToCompany(cid, 'welcome', true);
    expect(await toNewcomer).toBe(true);
  });
});

describe('membership changes', () => {
  /** Publishes to the company and answers whether the socket got it. */
  async function hears(socket: Socket): Promise<boolean> {
    const seen = collect(socket, 'company.ping');
    deps.realtime.publishToCompany(cid, 'company.ping', 1);
    await settle();
    socket.off('company.ping');
    return seen.length > 0;
  }

  it('deactivated, a member stops hearing the company at once; reactivated, hears it again', async () => {
    const m = await buildMember(db, cid);
    const socket = await connect(url, m.token);
    expect(await hears(socket)).toBe(true);
    const bulk = (is_active: boolean) =>
      call(app, 'POST', '/api/employees/bulk', {
        token: team.adminToken,
        body: { company_id: cid, ids: [m.employee.id], changes: { is_active } },
      });
    expect((await bulk(false)).status).toBe(200);
    expect(await hears(socket)).toBe(false);
    expect((await bulk(true)).status).toBe(200);
    expect(await hears(socket)).toBe(true);
  });

  it('deleted, a member stops hearing the company', async () => {
    const m = await buildMember(db, cid);
    const socket = await connect(url, m.token);
    const res = await call(app, 'DELETE', '/api/company/employee', {
      token: team.adminToken,
      body: { company_id: cid, id: m.employee.id },
    });
    expect(res.status).toBe(200);
    expect(await hears(socket)).toBe(false);
    expect(socket.connected).toBe(true);
  });
});

describe('ending sessions', () => {
  it('a socket ends when its token expires', async () => {
    const { user } = await buildMember(db, cid);
    const token = await tokenFor(db, user.id);
    await db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() + 400).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const socket = await connect(url, token);
    expect(await disconnected(socket)).toBe('io server disconnect');
  });

  it('logout ends the sockets of that token only', async () => {
    const { user, token } = await buildMember(db, cid);
    const otherSession = await tokenFor(db, user.id);
    const socket = await connect(url, token);
    const other = await connect(url, otherSession);
    const ended = disconnected(socket);
    const res = await call(app, 'POST', '/api/logout', { token });
    expect(res.status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    await settle();
    expect(other.connected).toBe(true);
  });

  it('a server shutting down drops its sockets so that they reconnect elsewhere', async () => {
    const other = await buildTestApp();
    const otherUrl = await listen(other.app);
    const team = await buildCompany(other.db);
    const socket = await connect(otherUrl, team.adminToken);
    const ended = disconnected(socket);
    await other.app.close();
    expect(await ended).toBe('transport close');
  });
});
