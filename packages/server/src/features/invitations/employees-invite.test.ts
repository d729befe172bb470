import { MSG, type TEmployee } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { inviteHelpers } from '../../../test/invites.js';

const { app, db, deps } = await buildTestApp();

const team = await buildCompany(db, 'Invite Diner');
const manager = await buildMember(db, team.company.id, 'manager');
const staff = await buildMember(db, team.company.id, 'employee');

const { nextPhone, typed, linkToken, invite, personWithPhone } = inviteHelpers({ app, deps, team });

describe('POST /api/employees/invite', () => {
  it('lets an admin invite by phone and e-mail: an SMS and a mail carry the link', async () => {
    const phone = nextPhone();
    const res = await call<TEmployee>(app, 'POST', '/api/employees/invite', {
      token: team.adminToken,
      body: {
        company_id: team.company.id,
        name: 'Ivy Invitee',
        phone: typed(phone),
        email: 'ivy@example.test',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      company_id: team.company.id,
      user_id: null,
      name: 'Ivy Invitee',
      phone,
      email: 'ivy@example.test',
      role: 'employee',
      is_management: false,
      invite_accepted_at: null,
    });
    expect(res.body.data.content.last_invited_at).not.toBeNull();
    const sms = deps.outbox.lastTo(phone);
    const mail = deps.outbox.lastTo('ivy@example.test');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.text).toContain('Invite Diner');
    expect(sms?.text).toContain('http://teamline.test/login?token=');
    expect(mail).toMatchObject({ channel: 'mail', subject: 'Join Invite Diner on Teamline' });
    expect(linkToken(phone)).toBe(linkToken('ivy@example.test'));
  });

  it('lets a manager invite employees but not managers or admins', async () => {
    const ok = await call(app, 'POST', '/api/employees/invite', {
      token: manager.token,
      body: { company_id: team.company.id, name: 'By Manager', email: 'bymanager@example.test' },
    });
    expect(ok.status).toBe(200);
    for (const role of ['manager', 'admin']) {
      const res = await call(app, 'POST', '/api/employees/invite', {
        token: manager.token,
        body: { company_id: team.company.id, name: 'Too High', email: 'toohigh@example.test', role },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.forbidden);
    }
    expect(deps.outbox.lastTo('toohigh@example.test')).toBeUndefined();
  });

  it('lets an admin invite an admin', async () => {
    const res = await call<TEmployee>(app, 'POST', '/api/employees/invite', {
      token: team.adminToken,
      body: {
        company_id: team.company.id,
        name: 'Second Admin',
        email: 'admin2@example.test',
        role: 'admin',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({ role: 'admin', is_management: true });
  });

  it('refuses an employee with 403', async () => {
    const res = await call(app, 'POST', '/api/employees/invite', {
      token: staff.token,
      body: { company_id: team.company.id, name: 'Nope', email: 'nope@example.test' },
    });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another company's id", async () => {
    const other = await buildCompany(db);
    const res = await call(app, 'POST', '/api/employees/invite', {
      token: team.adminToken,
      body: { company_id: other.company.id, name: 'Cross', email: 'cross@example.test' },
    });
    expect(res.status).toBe(404);
  });

  it('validates with the spec texts and needs a phone or an e-mail', async () => {
    const bad = await call(app, 'POST', '/api/employees/invite', {
      token: team.adminToken,
      body: { company_id: team.company.id, name: '', phone: '(555)-12', email: 'x@' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ name: [MSG.required], phone: [MSG.phoneLength], email: [MSG.email] });
    const neither = await call(app, 'POST', '/api/employees/invite', {
      token: team.adminToken,
      body: { company_id: team.company.id, name: 'No Address' },
    });
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toEqual({ phone: [MSG.required], email: [MSG.required] });
  });

  it('re-inviting the same person reuses their employee record and retires the old link', async () => {
    const phone = nextPhone();
    const a = await invite({ name: 'Twice', phone: typed(phone) });
    const b = await invite({ name: 'Twice', phone: typed(phone) });
    expect(b.employee.id).toBe(a.employee.id);
    expect(b.token).not.toBe(a.token);
    const person = await personWithPhone(phone);
    const stale = await call(app, 'POST', '/api/accept-invite', {
      token: person.token,
      body: { token: a.token },
    });
    expect(stale.status).toBe(422);
  });
});

describe('POST /api/employees/invite with ids (re-invite existing employees)', () => {
  it('re-invites employees by the phone and e-mail on their records', async () => {
    const phone = nextPhone();
    const created = await call<TEmployee>(app, 'POST', '/api/employee/new', {
      token: team.adminToken,
      body: {
        company_id: team.company.id,
        name: 'Rex Reinvite',
        phone: typed(phone),
        email: 'rex@example.test',
      },
    });
    const noContact = await call<TEmployee>(app, 'POST', '/api/employee/new', {
      token: team.adminToken,
      body: { company_id: team.company.id, name: 'Nora Nocontact' },
    });
    const ids = [created.body.data.content.id, noContact.body.data.content.id];
    const res = await call<TEmployee[]>(app, 'POST', '/api/employees/invite', {
      token: manager.token,
      body: { company_id: team.company.id, ids },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((e) => e.name)).toEqual(['Rex Reinvite']);
    expect(res.body.data.content[0]?.last_invited_at).not.toBeNull();
    expect(linkToken(phone)).toBe(linkToken('rex@example.test'));
  });

  it('answers 404 for an unknown id and 403 when a manager re-invites an admin', async () => {
    const unknown = await call(app, 'POST', '/api/employees/invite', {
      token: team.adminToken,
      body: { company_id: team.company.id, ids: [999_999] },
    });
    expect(unknown.status).toBe(404);
    const admin = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', team.company.id)
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const res = await call(app, 'POST', '/api/employees/invite', {
      token: manager.token,
      body: { company_id: team.company.id, ids: [admin.id] },
    });
    expect(res.status).toBe(403);
    const staffTry = await call(app, 'POST', '/api/employees/invite', {
      token: staff.token,
      body: { company_id: team.company.id, ids: [admin.id] },
    });
    expect(staffTry.status).toBe(403);
  });

  it('still asks for a name when no ids are sent', async () => {
    const res = await call(app, 'POST', '/api/employees/invite', {
      token: team.adminToken,
      body: { company_id: team.company.id, email: 'nameless@example.test' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: [MSG.required] });
  });
});
