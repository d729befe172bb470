import { MSG, type TCompanyInvitation, type TEmployee } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, buildUser, call, tokenFor } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db, deps } = await buildTestApp();

const team = await buildCompany(db, 'Settings Cafe');
const manager = await buildMember(db, team.company.id, 'manager');
const staff = await buildMember(db, team.company.id, 'employee');
const cid = team.company.id;

let seq = 0;
async function invite(role: 'employee' | 'manager' = 'employee', token = team.adminToken) {
  const email = `pending${++seq}@example.test`;
  const res = await call<TEmployee>(app, 'POST', '/api/employees/invite', {
    token,
    body: { company_id: cid, name: `Pending ${seq}`, email, role },
  });
  expect(res.status).toBe(200);
  const list = await call<TCompanyInvitation[]>(app, 'GET', '/api/company/invitations', {
    token: team.adminToken,
    query: { company_id: String(cid) },
  });
  const row = list.body.data.content.find((i) => i.email === email) as TCompanyInvitation;
  return { email, row, link: deps.outbox.lastTo(email)?.text.match(/token=([\w-]+)/)?.[1] as string };
}

const list = (token: string) =>
  call<TCompanyInvitation[]>(app, 'GET', '/api/company/invitations', {
    token,
    query: { company_id: String(cid) },
  });

describe('GET /api/company/invitations', () => {
  it('lists pending invitations, newest first, with who sent them', async () => {
    const a = await invite();
    const b = await invite('employee', manager.token);
    const res = await list(manager.token);
    expect(res.status).toBe(200);
    const ids = res.body.data.content.map((i) => i.id);
    expect(ids.indexOf(b.row.id)).toBeLessThan(ids.indexOf(a.row.id));
    expect(b.row).toEqual({
      id: expect.any(Number),
      employee: { id: expect.any(Number), name: b.row.employee.name, role: 'employee' },
      phone: null,
      email: b.email,
      created_at: expect.any(String),
      invited_by: manager.user.name,
    });
  });

  it('leaves out accepted, ignored and revoked invitations', async () => {
    const accepted = await invite();
    const ignored = await invite();
    const revoked = await invite();
    const user = await buildUser(db, { email: accepted.email });
    await call(app, 'POST', '/api/accept-invite', {
      token: await tokenFor(db, user.id),
      body: { token: accepted.link },
    });
    const ignorer = await buildUser(db, { email: ignored.email });
    await call(app, 'POST', '/api/ignore-invite', {
      token: await tokenFor(db, ignorer.id),
      body: { token: ignored.link },
    });
    await call(app, 'POST', '/api/company/invitations/revoke', {
      token: team.adminToken,
      body: { company_id: cid, id: revoked.row.id },
    });
    const emails = (await list(team.adminToken)).body.data.content.map((i) => i.email);
    expect(emails).not.toContain(accepted.email);
    expect(emails).not.toContain(ignored.email);
    expect(emails).not.toContain(revoked.email);
  });

  it('is for management only', async () => {
    expect((await list(staff.token)).status).toBe(403);
  });
});

describe('POST /api/company/invitations/resend', () => {
  it('sends a new link, and the old one stops working', async () => {
    const sent = await invite();
    const res = await call<TCompanyInvitation>(app, 'POST', '/api/company/invitations/resend', {
      token: manager.token,
      body: { company_id: cid, id: sent.row.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      email: sent.email,
      employee: sent.row.employee,
      invited_by: manager.user.name,
    });
    expect(res.body.data.content.id).not.toBe(sent.row.id);
    const fresh = deps.outbox.lastTo(sent.email)?.text.match(/token=([\w-]+)/)?.[1] as string;
    expect(fresh).not.toBe(sent.link);

    const user = await buildUser(db, { email: sent.email });
    const token = await tokenFor(db, user.id);
    const old = await call(app, 'POST', '/api/accept-invite', { token, body: { token: sent.link } });
    expect(old.status).toBe(422);
    expect(old.body.errors).toEqual({ token: [MSG.invalidInvite] });
    expect((await call(app, 'POST', '/api/accept-invite', { token, body: { token: fresh } })).status).toBe(
      200,
    );
    const ids = (await list(team.adminToken)).body.data.content.map((i) => i.id);
    expect(ids).not.toContain(sent.row.id);
    expect(ids).not.toContain(res.body.data.content.id);
  });

  it('leaves a management invitation to admins: a manager gets 403', async () => {
    const sent = await invite('manager');
    const res = await call(app, 'POST', '/api/company/invitations/resend', {
      token: manager.token,
      body: { company_id: cid, id: sent.row.id },
    });
    expect(res.status).toBe(403);
    const byAdmin = await call(app, 'POST', '/api/company/invitations/resend', {
      token: team.adminToken,
      body: { company_id: cid, id: sent.row.id },
    });
    expect(byAdmin.status).toBe(200);
  });

  it('refuses an employee (403), and a settled or unknown invitation (404)', async () => {
    const sent = await invite();
    const asStaff = await call(app, 'POST', '/api/company/invitations/resend', {
      token: staff.token,
      body: { company_id: cid, id: sent.row.id },
    });
    expect(asStaff.status).toBe(403);
    await call(app, 'POST', '/api/company/invitations/revoke', {
      token: team.adminToken,
      body: { company_id: cid, id: sent.row.id },
    });
    const settled = await call(app, 'POST', '/api/company/invitations/resend', {
      token: team.adminToken,
      body: { company_id: cid, id: sent.row.id },
    });
    expect(settled.status).toBe(404);
    const missing = await call(app, 'POST', '/api/company/invitations/resend', {
      token: team.adminToken,
      body: { company_id: cid, id: 999_999 },
    });
    expect(missing.status).toBe(404);
    const noId = await call(app, 'POST', '/api/company/invitations/resend', {
      token: team.adminToken,
      body: { company_id: cid },
    });
    expect(noId.status).toBe(422);
  });
});

describe('POST /api/company/invitations/revoke', () => {
  it('withdraws the invitation: the link stops working and the invitee no longer sees it', async () => {
    const sent = await invite();
    const user = await buildUser(db, { email: sent.email });
    const token = await tokenFor(db, user.id);
    const res = await call(app, 'POST', '/api/company/invitations/revoke', {
      token: manager.token,
      body: { company_id: cid, id: sent.row.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBeNull();
    const mine = await call<unknown[]>(app, 'GET', '/api/company-invites/me', { token });
    expect(mine.body.data.content).toEqual([]);
    expect(
      (await call(app, 'POST', '/api/accept-invite', { token, body: { token: sent.link } })).status,
    ).toBe(422);
  });

  it('refuses an employee (403) and a manager on a management invitation (403)', async () => {
    const sent = await invite();
    const staffTry = await call(app, 'POST', '/api/company/invitations/revoke', {
      token: staff.token,
      body: { company_id: cid, id: sent.row.id },
    });
    expect(staffTry.status).toBe(403);
    const mgmt = await invite('manager');
    const managerTry = await call(app, 'POST', '/api/company/invitations/revoke', {
      token: manager.token,
      body: { company_id: cid, id: mgmt.row.id },
    });
    expect(managerTry.status).toBe(403);
  });

  it("answers 404 for another company's invitation, even to its own admin's company id", async () => {
    const sent = await invite();
    const other = await buildCompany(db);
    const res = await call(app, 'POST', '/api/company/invitations/revoke', {
      token: other.adminToken,
      body: { company_id: other.company.id, id: sent.row.id },
    });
    expect(res.status).toBe(404);
    const resend = await call(app, 'POST', '/api/company/invitations/resend', {
      token: other.adminToken,
      body: { company_id: other.company.id, id: sent.row.id },
    });
    expect(resend.status).toBe(404);
    expect((await list(team.adminToken)).body.data.content.map((i) => i.id)).toContain(sent.row.id);
  });
});
