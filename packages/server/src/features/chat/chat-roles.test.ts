import crypto from 'node:crypto';
import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { chatCalls } from '../../../test/chat.js';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { linkEmployee } from '../../../test/people.js';

/**
 * Every chat route by role: management's routes (create, update, delete a group) refuse an
 * employee with 403; the others take every role. Each role is a member of the group asked
 * about, so anything but 403 is the route's own answer.
 */

const { app, db, deps } = await buildTestApp();
const C = await buildMemoCompany(db);
const X = chatCalls(app, C.companyId);
const adminEmployee = (
  await db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', C.companyId)
    .where('user_id', '=', C.admin.id)
    .executeTakeFirstOrThrow()
).id;

// The admin works at North too, so every role is a member of North's group.
await linkEmployee(db, C.companyId, adminEmployee, { locationIds: [C.north.id] });

type Who = 'admin' | 'manager' | 'employee';
const tokenOf = (who: Who) =>
  ({ admin: C.adminToken, manager: C.manager.token, employee: C.north1.token })[who];
const roleOf: Record<Who, Role> = { admin: 'admin', manager: 'manager', employee: 'employee' };

async function scene() {
  // Dozens of sends in a few seconds: the rate limit is chat.test.ts's subject, not this file's.
  for (const m of [C.north1, C.north2, C.manager]) deps.limiter.reset(`chat:send:${m.employee.id}`);
  deps.limiter.reset(`chat:send:${adminEmployee}`);
  const g = await X.newGroup(C.manager.token, {
    name: 'Roles',
    location_ids: [C.north.id],
  });
  const m = await X.say(C.north2.token, g.id, 'hello');
  return { g: g.id, m: m.id };
}
type Scene = Awaited<ReturnType<typeof scene>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ROUTES: [Method, (s: Scene) => string, 'manage' | 'use', Record<string, unknown>][] = [
  ['GET', () => '/api/chat/groups', 'use', {}],
  ['POST', () => '/api/chat/groups', 'manage', { name: 'New', location_ids: [C.north.id] }],
  ['POST', () => '/api/chat/groups/private', 'use', { employee_id: C.north2.employee.id }],
  ['GET', (s) => `/api/chat/groups/${s.g}`, 'use', {}],
  ['PUT', (s) => `/api/chat/groups/${s.g}`, 'manage', { name: 'Renamed' }],
  ['DELETE', (s) => `/api/chat/groups/${s.g}`, 'manage', {}],
  ['GET', (s) => `/api/chat/groups/${s.g}/messages`, 'use', {}],
  [
    'POST',
    (s) => `/api/chat/groups/${s.g}/messages`,
    'use',
    { client_id: crypto.randomUUID(), content: 'x' },
  ],
  ['POST', (s) => `/api/chat/groups/${s.g}/read`, 'use', {}],
  ['PUT', (s) => `/api/chat/groups/${s.g}/notifications`, 'use', { is_notifications_active: false }],
  ['GET', (s) => `/api/chat/messages/${s.m}`, 'use', {}],
  ['POST', (s) => `/api/chat/messages/${s.m}/reactions`, 'use', { emoji: '👍' }],
];
const CASES = ROUTES.flatMap(([method, url, kind, input]) =>
  (['admin', 'manager', 'employee'] as const).map((who) => ({ method, url, kind, input, who })),
);

describe('chat routes by role', () => {
  it.each(CASES)('$method $kind as $who', async ({ method, url, kind, input, who }) => {
    const s = await scene();
    const body = { company_id: C.companyId, ...input };
    const res = await call(app, method, url(s), {
      token: tokenOf(who),
      ...(method === 'GET' || method === 'DELETE'
        ? { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) }
        : { body }),
    });
    if (kind === 'manage' && roleOf[who] === 'employee') expect(res.status).toBe(403);
    else expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('the sender edits and deletes their message; a group’s manager deletes anyone’s', async () => {
    const s = await scene();
    expect((await X.edit(C.north1.token, s.m, 'no')).status).toBe(403);
    expect((await X.edit(C.manager.token, s.m, 'no')).status).toBe(403);
    expect((await X.remove(C.north1.token, s.m)).status).toBe(403);
    expect((await X.remove(C.manager.token, s.m)).status).toBe(200);
    const t = await scene();
    expect((await X.remove(C.adminToken, t.m)).status).toBe(200);
  });
});
