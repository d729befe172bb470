import {
  MSG,
  type TCompanySummary,
  type TInvitation,
  type TNotification,
  type TUserDetails,
} from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, buildUser, call, tokenFor } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { inviteHelpers } from '../../../test/invites.js';

const { app, db, deps } = await buildTestApp();

const team = await buildCompany(db, 'Invite Diner');
const manager = await buildMember(db, team.company.id, 'manager');

const { nextPhone, typed, invite, personWithPhone } = inviteHelpers({ app, deps, team });

describe('GET /api/company-invites/{phone}', () => {
  it("lists the caller's pending invitations for 'me' and for their own phone", async () => {
    const phone = nextPhone();
    await invite({ name: 'Listed', phone: typed(phone) });
    const person = await personWithPhone(phone);
    const me = await call<TInvitation[]>(app, 'GET', '/api/company-invites/me', { token: person.token });
    expect(me.status).toBe(200);
    expect(me.body.data.content).toEqual([
      {
        id: expect.any(Number),
        token: expect.any(String),
        employee: {
          id: expect.any(Number),
          name: 'Listed',
          company: { id: team.company.id, name: 'Invite Diner' },
        },
      },
    ]);
    const own = await call<TInvitation[]>(
      app,
      'GET',
      `/api/company-invites/${encodeURIComponent(typed(phone))}`,
      {
        token: person.token,
      },
    );
    expect(own.body.data.content).toEqual(me.body.data.content);
    const digits = await call(app, 'GET', `/api/company-invites/${phone}`, { token: person.token });
    expect(digits.status).toBe(200);
  });

  it("refuses someone else's phone with 403", async () => {
    const person = await personWithPhone(nextPhone());
    const res = await call(app, 'GET', `/api/company-invites/${nextPhone()}`, { token: person.token });
    expect(res.status).toBe(403);
    const phoneless = await buildUser(db);
    const none = await call(app, 'GET', '/api/company-invites/not-a-phone', {
      token: await tokenFor(db, phoneless.id),
    });
    expect(none.status).toBe(403);
  });

  it('lists an invitation sent to the e-mail of the account', async () => {
    const user = await buildUser(db);
    await invite({ name: 'By Mail', email: user.email as string });
    const res = await call<TInvitation[]>(app, 'GET', '/api/company-invites/me', {
      token: await tokenFor(db, user.id),
    });
    expect(res.body.data.content.map((i) => i.employee.name)).toEqual(['By Mail']);
  });
});

describe('POST /api/accept-invite', () => {
  it('tells the inviter in their own language (here Spanish) who joined', async () => {
    const hablante = await buildMember(db, team.company.id, 'manager');
    await db
      .updateTable('employees')
      .set({ default_locale: 'es' })
      .where('id', '=', hablante.employee.id)
      .execute();
    const phone = nextPhone();
    const sent = await invite({ name: 'Otra', phone: typed(phone) }, hablante.token);
    const person = await personWithPhone(phone);
    await call(app, 'POST', '/api/accept-invite', { token: person.token, body: { token: sent.token } });
    const tray = await call<TNotification[]>(app, 'GET', '/api/notifications', {
      token: hablante.token,
      query: { company_id: String(team.company.id) },
    });
    expect(tray.body.data.content[0]).toMatchObject({
      title: 'Nuevo miembro del equipo',
      content: `${person.user.name} se unió a tu equipo`,
      type: 'INVITE_ACCEPTED',
    });
  });

  it('puts the person in the team, notifies the inviter, and is idempotent', async () => {
    const phone = nextPhone();
    const sent = await invite({ name: 'Joiner', phone: typed(phone) }, manager.token);
    const person = await personWithPhone(phone);
    const res = await call<{ company: TCompanySummary; companies: TCompanySummary[] }>(
      app,
      'POST',
      '/api/accept-invite',
      { token: person.token, body: { token: sent.token } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.content.company).toMatchObject({ id: team.company.id, pivot: { role: 'employee' } });
    expect(res.body.data.content.companies.map((c) => c.id)).toEqual([team.company.id]);
    const employee = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', sent.employee.id)
      .executeTakeFirstOrThrow();
    expect(employee.user_id).toBe(person.user.id);
    expect(employee.invite_accepted_at).not.toBeNull();

    const tray = await call<TNotification[]>(app, 'GET', '/api/notifications', {
      token: manager.token,
      query: { company_id: String(team.company.id) },
    });
    expect(tray.body.data.content[0]).toMatchObject({
      title: 'New team member',
      content: `${person.user.name} joined your team`,
      type: 'INVITE_ACCEPTED',
      type_id: sent.employee.id,
      read: false,
    });

    const again = await call(app, 'POST', '/api/accept-invite', {
      token: person.token,
      body: { token: sent.token },
    });
    expect(again.status).toBe(200);
    const members = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', team.company.id)
      .where('user_id', '=', person.user.id)
      .execute();
    expect(members).toHaveLength(1);
    const listed = await call<TInvitation[]>(app, 'GET', '/api/company-invites/me', { token: person.token });
    expect(listed.body.data.content).toEqual([]);
    const details = await call<TUserDetails>(app, 'GET', '/api/user/details', { token: person.token });
    expect(details.body.data.content.company?.id).toBe(team.company.id);
  });

  it('refuses an invitation already taken by someone else', async () => {
    const phone = nextPhone();
    const sent = await invite({ name: 'Taken', phone: typed(phone) });
    const person = await personWithPhone(phone);
    await call(app, 'POST', '/api/accept-invite', { token: person.token, body: { token: sent.token } });
    const thief = await buildUser(db);
    const res = await call(app, 'POST', '/api/accept-invite', {
      token: await tokenFor(db, thief.id),
      body: { token: sent.token },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ token: [MSG.invalidInvite] });
  });

  it('joins by the team join code (any case), once', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const res = await call<{ company: TCompanySummary }>(app, 'POST', '/api/accept-invite', {
      token,
      body: { token: team.company.join_code.toLowerCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.company).toMatchObject({ id: team.company.id, pivot: { role: 'employee' } });
    const again = await call(app, 'POST', '/api/accept-invite', {
      token,
      body: { token: team.company.join_code },
    });
    expect(again.status).toBe(200);
    const rows = await db.selectFrom('employees').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps the role of a member who joins by code again', async () => {
    const res = await call<{ company: TCompanySummary }>(app, 'POST', '/api/accept-invite', {
      token: team.adminToken,
      body: { token: team.company.join_code },
    });
    expect(res.body.data.content.company.pivot.role).toBe('admin');
  });

  it('answers 422 for a revoked invitation and for an unknown code', async () => {
    const phone = nextPhone();
    const sent = await invite({ name: 'Revoked', phone: typed(phone) });
    await db
      .updateTable('invitations')
      .set({ revoked_at: new Date().toISOString() })
      .where('token', '=', sent.token)
      .execute();
    const person = await personWithPhone(phone);
    const revoked = await call(app, 'POST', '/api/accept-invite', {
      token: person.token,
      body: { token: sent.token },
    });
    expect(revoked.status).toBe(422);
    expect(revoked.body.errors).toEqual({ token: [MSG.invalidInvite] });
    const unknown = await call(app, 'POST', '/api/accept-invite', {
      token: person.token,
      body: { token: 'ZZZZ9999' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ token: [MSG.invalidJoinCode] });
    const empty = await call(app, 'POST', '/api/accept-invite', { token: person.token, body: { token: '' } });
    expect(empty.body.errors).toEqual({ token: [MSG.required] });
  });

  it('accepts an invitation carried along a login', async () => {
    const user = await buildUser(db);
    const sent = await invite({ name: 'Carried', email: user.email as string });
    const login = await call<{ token: string }>(app, 'POST', '/api/login', {
      body: { email: user.email, password: 'correct horse battery', token: sent.token },
    });
    expect(login.status).toBe(200);
    const details = await call<TUserDetails>(app, 'GET', '/api/user/details', {
      token: login.body.data.content.token,
    });
    expect(details.body.data.content.companies.map((c) => c.id)).toEqual([team.company.id]);
  });
});

describe('POST /api/ignore-invite', () => {
  it('hides the invitation from the list', async () => {
    const phone = nextPhone();
    const sent = await invite({ name: 'Ignorer', phone: typed(phone) });
    const person = await personWithPhone(phone);
    const res = await call(app, 'POST', '/api/ignore-invite', {
      token: person.token,
      body: { token: sent.token },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBeNull();
    const listed = await call<TInvitation[]>(app, 'GET', '/api/company-invites/me', { token: person.token });
    expect(listed.body.data.content).toEqual([]);
  });

  it("answers 404 for someone else's invitation", async () => {
    const sent = await invite({ name: 'Not Yours', phone: typed(nextPhone()) });
    const stranger = await personWithPhone(nextPhone());
    const res = await call(app, 'POST', '/api/ignore-invite', {
      token: stranger.token,
      body: { token: sent.token },
    });
    expect(res.status).toBe(404);
    const bogus = await call(app, 'POST', '/api/ignore-invite', {
      token: stranger.token,
      body: { token: 'nope' },
    });
    expect(bogus.status).toBe(404);
  });
});
