import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { notifyUser } from '../src/features/notifications/notifications.service.js';
import { buildCompany, buildMember, call } from './factories.js';
import { buildTestApp } from './harness.js';

/**
 * The worst bug of a multi-tenant app, tested as a class: the admin of company B, asking with
 * company A's id (or for A's records under B's id), gets 404 on every company-scoped endpoint,
 * never the data and never a 403 that would tell A exists. Each feature adds its rows here.
 */

const { app, db } = await buildTestApp();

/** Company A with one record of each kind a row may point at. */
async function buildTenantA(database: Database) {
  const a = await buildCompany(database, 'Tenant A');
  const member = await buildMember(database, a.company.id);
  const invite = await call(app, 'POST', '/api/employees/invite', {
    token: a.adminToken,
    body: { company_id: a.company.id, name: 'A Invitee', email: 'a-invitee@example.test' },
  });
  expect(invite.status).toBe(200);
  const invitation = await database
    .selectFrom('invitations')
    .select('id')
    .where('company_id', '=', a.company.id)
    .executeTakeFirstOrThrow();
  const notification = await notifyUser({
    db: database,
    companyId: a.company.id,
    userId: a.admin.id,
    title: 'A only',
    content: 'x',
    type: 'CHAT',
  });
  return { ...a, member, invitationId: invitation.id, notificationId: notification.id };
}

const A = await buildTenantA(db);
const B = await buildCompany(db, 'Tenant B');

type Ctx = { a: typeof A; b: typeof B };
interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Query for reads, body for writes. */
  input: (ctx: Ctx) => Record<string, unknown>;
}

const CROSS_TENANT: Row[] = [
  {
    name: 'company/details',
    method: 'GET',
    url: '/api/company/details',
    input: ({ a }) => ({ company_id: a.company.id }),
  },
  {
    name: 'company/managers',
    method: 'GET',
    url: '/api/company/managers',
    input: ({ a }) => ({ company_id: a.company.id }),
  },
  {
    name: 'user/details?company_id=A',
    method: 'GET',
    url: '/api/user/details',
    input: ({ a }) => ({ company_id: a.company.id }),
  },
  {
    name: 'user/default-company',
    method: 'POST',
    url: '/api/user/default-company',
    input: ({ a }) => ({ company_id: a.company.id }),
  },
  {
    name: 'employees/invite',
    method: 'POST',
    url: '/api/employees/invite',
    input: ({ a }) => ({ company_id: a.company.id, name: 'Intruder', email: 'intruder@example.test' }),
  },
  // Notifications
  {
    name: 'notifications',
    method: 'GET',
    url: '/api/notifications',
    input: ({ a }) => ({ company_id: a.company.id }),
  },
  {
    name: 'notifications/read (A id)',
    method: 'POST',
    url: '/api/notifications/read',
    input: ({ a }) => ({ company_id: a.company.id, id: a.notificationId }),
  },
  {
    name: "notifications/read (A's notification under B)",
    method: 'POST',
    url: '/api/notifications/read',
    input: ({ a, b }) => ({ company_id: b.company.id, id: a.notificationId }),
  },
  {
    name: 'notifications/clear',
    method: 'POST',
    url: '/api/notifications/clear',
    input: ({ a }) => ({ company_id: a.company.id }),
  },
  // Team invitations
  {
    name: 'company/invitations',
    method: 'GET',
    url: '/api/company/invitations',
    input: ({ a }) => ({ company_id: a.company.id }),
  },
  {
    name: 'company/invitations/resend (A id)',
    method: 'POST',
    url: '/api/company/invitations/resend',
    input: ({ a }) => ({ company_id: a.company.id, id: a.invitationId }),
  },
  {
    name: "company/invitations/resend (A's invitation under B)",
    method: 'POST',
    url: '/api/company/invitations/resend',
    input: ({ a, b }) => ({ company_id: b.company.id, id: a.invitationId }),
  },
  {
    name: 'company/invitations/revoke (A id)',
    method: 'POST',
    url: '/api/company/invitations/revoke',
    input: ({ a }) => ({ company_id: a.company.id, id: a.invitationId }),
  },
  {
    name: "company/invitations/revoke (A's invitation under B)",
    method: 'POST',
    url: '/api/company/invitations/revoke',
    input: ({ a, b }) => ({ company_id: b.company.id, id: a.invitationId }),
  },
];

describe('cross-tenant: company B gets 404 on company A', () => {
  it.each(CROSS_TENANT)('$method $name', async (row) => {
    const input = row.input({ a: A, b: B });
    const res = await call(app, row.method, row.url, {
      token: B.adminToken,
      ...(row.method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
        : { body: input }),
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Tenant A');
  });

  it("left A's records untouched", async () => {
    const invitation = await db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', A.invitationId)
      .executeTakeFirstOrThrow();
    expect(invitation.revoked_at).toBeNull();
    const notification = await db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', A.notificationId)
      .executeTakeFirstOrThrow();
    expect(notification.read_at).toBeNull();
    expect(notification.cleared_at).toBeNull();
    const intruders = await db.selectFrom('employees').select('id').where('name', '=', 'Intruder').execute();
    expect(intruders).toEqual([]);
  });

  it("leaves A's member unaffected by B's tries (control: A's admin still reads A)", async () => {
    const res = await call(app, 'GET', '/api/company/details', {
      token: A.adminToken,
      query: { company_id: String(A.company.id) },
    });
    expect(res.status).toBe(200);
    expect(A.member.employee.company_id).toBe(A.company.id);
  });
});
