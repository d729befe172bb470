import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { nowIso } from '../src/db/index.js';
import { notifyUser } from '../src/features/notifications/notifications.service.js';
import { buildTenantAChat, chatRows, expectTenantAChatUntouched } from './chat-tenant.js';
import { buildCompany, buildMember, call } from './factories.js';
import { buildTenantAForms, expectTenantAFormsUntouched, formRows } from './forms-tenant.js';
import { buildTenantAFranchise, expectTenantAFranchiseUntouched, franchiseRows } from './franchise-tenant.js';
import { buildTestApp } from './harness.js';
import { buildAudience, buildEmployee, buildLocation } from './people.js';
import { buildTenantASso, expectTenantASsoUntouched, ssoRows } from './sso-tenant.js';
import { csv, upload } from './uploads.js';

/**
 * The worst bug of a multi-tenant app, tested as a class: the admin of company B, asking with
 * company A's id (or for A's records under B's id), gets 404 on every company-scoped endpoint,
 * never the data and never a 403 that would tell A exists. Each feature adds its rows here.
 */

const { app, db, deps } = await buildTestApp();

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
  const places = await buildPlaces(database, a.company.id, member.employee.id);
  return { ...a, member, invitationId: invitation.id, notificationId: notification.id, ...places };
}

/** A location, an audience, a tag and a device of company A. */
async function buildPlaces(database: Database, companyId: number, employeeId: number) {
  const now = nowIso();
  const base = { company_id: companyId, created_at: now };
  const location = await database
    .insertInto('locations')
    .values({ ...base, name: 'A Place', timezone: 'America/Chicago', updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const audience = await database
    .insertInto('audiences')
    .values({ ...base, name: 'A Crowd', updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tag = await database
    .insertInto('tags')
    .values({ ...base, title: 'A Tag' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const device = await database
    .insertInto('devices')
    .values({ ...base, employee_id: employeeId, name: 'A Phone', platform: 'ios' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { locationId: location.id, audienceId: audience.id, tagId: tag.id, deviceId: device.id };
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
  /** Sent as a multipart upload with a small CSV file. */
  multipart?: boolean;
  /** A DELETE whose company_id is in the query (chat). */
  inQuery?: boolean;
}

/**
 * A second company of the A side for the employee rows, so A's own places stay as built above:
 * an employee with a location, and an audience.
 */
async function buildTenantAPeople(database: Database) {
  const { company } = await buildCompany(database, 'Tenant A Staff');
  const companyId = company.id;
  const location = await buildLocation(database, companyId, 'Tenant A Street');
  const audience = await buildAudience(database, companyId, 'Tenant A Cooks');
  const employee = await buildEmployee(database, companyId, {
    name: 'Tenant A Person',
    email: 'tenant-a-person@example.test',
    locationIds: [location.id],
  });
  return { companyId, employeeId: employee.id, locationId: location.id, audienceId: audience.id };
}

const AP = await buildTenantAPeople(db);
const AM = await buildTenantAMemos(db);
const AF = await buildTenantAFollowups(db);
const AC = await buildTenantACelebration(db);
const AMD = await buildTenantAMedia(db);
const AT = await buildTenantATemplates(db);
const AS = await buildTenantASend(db);
const ASC = await buildTenantASchedule(db);
const AK = await buildTenantAPackage(db);
const AL = await buildTenantALibrary(db);

/** A preview of each import kind, uploaded by A's admin and never confirmed. */
async function buildTenantAImports() {
  const ids = { employees: 0, managers: 0 };
  for (const [kind, url, header] of [
    ['employees', '/api/company/employees/upload', ['name', 'email']],
    ['managers', '/api/company/employees/manager-upload', ['employee_email', 'manager_email']],
  ] as const) {
    const res = await upload<{ id: number }>(app, url, {
      token: A.adminToken,
      fields: { company_id: String(A.company.id) },
      file: { name: 'a.csv', content: csv([...header], ['A Person', 'a-person@example.test']) },
    });
    expect(res.status).toBe(200);
    ids[kind] = res.body.data.content.id;
  }
  return ids;
}

const AI = await buildTenantAImports();

/** A SCIM token of company A, made by A's admin. */
async function buildTenantAScim(): Promise<number> {
  const res = await call<{ token: { id: number } }>(app, 'POST', '/api/company/scim-tokens', {
    token: A.adminToken,
    body: { company_id: A.company.id, name: 'A IdP' },
  });
  expect(res.status).toBe(200);
  return res.body.data.content.token.id;
}
const ASCIM = await buildTenantAScim();
const AFO = await buildTenantAForms(app, db, A);
const ASO = await buildTenantASso(db, deps.secrets, A.company.id);
const AFR = await buildTenantAFranchise(db, A);
const ACH = await buildTenantAChat(app, db, A, B);

/** Employees: each endpoint asked with company A's id, and A's employee (or place) under B's id. */
function employeesRows(): Row[] {
  const rows: Row[] = [];
  const add = (method: Row['method'], url: string, extra: Record<string, unknown> = {}, withId = true) => {
    const id = withId ? { id: AP.employeeId } : {};
    rows.push({
      name: `${method} ${url} (A id)`,
      method,
      url,
      input: () => ({ company_id: AP.companyId, ...id, ...extra }),
    });
    if (withId)
      rows.push({
        name: `${method} ${url} (A's employee under B)`,
        method,
        url,
        input: ({ b }) => ({ company_id: b.company.id, ...id, ...extra }),
      });
  };
  for (const url of ['/api/employees', '/api/employees-list', '/api/employees-completed'])
    add('GET', url, {}, false);
  add('GET', '/api/company/employee');
  add('GET', '/api/employee/memo-summary');
  add('GET', '/api/employee/read-memos');
  add('GET', '/api/employee/unread-memos');
  add('GET', '/api/employee/memos-csv');
  add('POST', '/api/company/employee', { name: 'Intruder' });
  add('DELETE', '/api/company/employee');
  add('POST', '/api/employee/request');
  add('POST', '/api/employee/unrequest');
  add('POST', '/api/employee/new', { name: 'Intruder' }, false);
  add('POST', '/api/employees/bulk', { ids: [AP.employeeId], changes: { type: 'Intruder' } }, false);
  add('POST', '/api/employees/invite', { ids: [AP.employeeId] }, false);
  add('POST', '/api/employees/download', {}, false);
  add('POST', '/api/employee-managers/download', {}, false);
  const underB = (name: string, url: string, body: Record<string, unknown>) =>
    rows.push({ name, method: 'POST', url, input: ({ b }) => ({ company_id: b.company.id, ...body }) });
  underB("employee/new (A's location and audience under B)", '/api/employee/new', {
    name: 'Intruder',
    location_ids: [AP.locationId],
    audience_ids: [AP.audienceId],
  });
  underB("employee/new (A's manager under B)", '/api/employee/new', {
    name: 'Intruder',
    manager_ids: [AP.employeeId],
  });
  underB("employees/bulk (A's employee under B)", '/api/employees/bulk', {
    ids: [AP.employeeId],
    changes: { type: 'Intruder' },
  });
  underB("employees/invite ids (A's employee under B)", '/api/employees/invite', { ids: [AP.employeeId] });
  return rows;
}

const CROSS_TENANT: Row[] = [
  ...employeesRows(),
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
    name: 'notifications/unread',
    method: 'GET',
    url: '/api/notifications/unread',
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
  ...placesRows(),
  ...importRows(),
  ...memoRows(),
  ...followupRows(),
  ...mediaRows(),
  ...libraryRows(),
  ...celebrationRows(),
  ...templateRows(),
  ...sendRows(),
  ...packageRows(),
  ...scheduleRows(),
  ...billingRows(),
  ...formRows(AFO),
  ...scimTokenRows(),
  ...gifRows(),
  ...ssoRows(),
  ...franchiseRows(AFR),
  ...chatRows(ACH, A.locationId),
];

/** SCIM tokens: each call asked with A's id, and A's token revoked under B's id (SCIM itself: scim-tokens.test.ts). */
function scimTokenRows(): Row[] {
  const url = '/api/company/scim-tokens';
  return [
    { name: `${url} (A id)`, method: 'GET', url, input: ({ a }) => ({ company_id: a.company.id }) },
    {
      name: `${url} (A id)`,
      method: 'POST',
      url,
      input: ({ a }) => ({ company_id: a.company.id, name: 'Intruder' }),
    },
    {
      name: `${url} (A id)`,
      method: 'DELETE',
      url,
      input: ({ a }) => ({ company_id: a.company.id, id: ASCIM }),
    },
    {
      name: `${url} (A's token under B)`,
      method: 'DELETE',
      url,
      input: ({ b }) => ({ company_id: b.company.id, id: ASCIM }),
    },
  ];
}

/** GIF search (features/gifs): each call asked with company A's id (A's GIF rating must not leak). */
function gifRows(): Row[] {
  const calls: [string, Record<string, unknown>][] = [
    ['/api/gifs/status', {}],
    ['/api/gifs/trending', {}],
    ['/api/gifs/search', { q: 'cat' }],
    ['/api/gifs/categories', {}],
    ['/api/gifs/gif1', {}],
  ];
  return calls.map(([url, extra]) => ({
    name: `${url} (A id)`,
    method: 'GET',
    url,
    input: ({ a }) => ({ company_id: a.company.id, ...extra }),
  }));
}

/** Billing: each call asked with company A's id (a location of A under B is B's own 422, billing.test.ts). */
function billingRows(): Row[] {
  const calls: [Row['method'], string, Record<string, unknown>][] = [
    ['POST', '/api/company/billing/url', {}],
    ['POST', '/api/billing/summary', {}],
    ['GET', '/api/billing/price', {}],
    ['GET', '/api/billing/acknowledge', { session_id: 'cs_test_a' }],
    ['PUT', '/api/billing/subscription', { locations: 'all' }],
  ];
  return calls.map(([method, url, extra]) => ({
    name: `${url} (A id)`,
    method,
    url,
    input: ({ a }) => ({ company_id: a.company.id, ...extra }),
  }));
}

/**
 * Places, settings and reports: each endpoint asked with company A's id, and each record of A
 * asked for under B's own id.
 */
function placesRows(): Row[] {
  type Ids = 'locationId' | 'audienceId' | 'tagId' | 'deviceId';
  const scoped: [Row['method'], string, Record<string, unknown>?][] = [
    ['GET', '/api/locations'],
    ['GET', '/api/locations-list'],
    ['GET', '/api/employee-locations'],
    ['POST', '/api/company/location', { name: 'Intruder' }],
    ['GET', '/api/audiences'],
    ['GET', '/api/audiences-list'],
    ['POST', '/api/company/audience', { name: 'Intruder' }],
    ['GET', '/api/tags/list'],
    ['POST', '/api/tags/create', { title: 'Intruder' }],
    ['GET', '/api/company/devices'],
    ['GET', '/api/settings/locations'],
    ['GET', '/api/settings/audiences'],
    ['GET', '/api/settings/tags'],
    ['GET', '/api/settings/employees'],
    ['POST', '/api/settings/flags', { flags: [{ key: 'files', enabled: true }] }],
    ['GET', '/api/settings/memos'],
    ['POST', '/api/settings/memos', { signature: true }],
    ['GET', '/api/settings/email-alerts'],
    ['POST', '/api/settings/email-alerts', { checkins: false }],
    ['GET', '/api/company/checkins'],
    ['POST', '/api/company/checkins', { topics: ['Intruder'] }],
    ['POST', '/api/company/reports/weekly-login'],
    ['POST', '/api/company/reports/weekly-login-text'],
  ];
  const records: [Row['method'], string, Ids, Record<string, unknown>?][] = [
    ['GET', '/api/company/location', 'locationId'],
    ['PUT', '/api/company/location', 'locationId', { name: 'Renamed' }],
    ['DELETE', '/api/company/location', 'locationId'],
    ['GET', '/api/company/audience', 'audienceId'],
    ['PUT', '/api/company/audience', 'audienceId', { name: 'Renamed' }],
    ['DELETE', '/api/company/audience', 'audienceId'],
    ['GET', '/api/tags/get', 'tagId'],
    ['PUT', '/api/tags/update', 'tagId', { title: 'Renamed' }],
    ['DELETE', '/api/tags/delete', 'tagId'],
    ['PUT', '/api/company/device', 'deviceId', { name: 'Renamed' }],
    ['DELETE', '/api/company/device', 'deviceId'],
  ];
  return [
    ...scoped.map(
      ([method, url, extra]): Row => ({
        name: url.replace('/api/', ''),
        method,
        url,
        input: ({ a }) => ({ company_id: a.company.id, ...extra }),
      }),
    ),
    ...records.flatMap(([method, url, key, extra]): Row[] => [
      {
        name: `${url.replace('/api/', '')} (A id)`,
        method,
        url,
        input: ({ a }) => ({ company_id: a.company.id, id: a[key], ...extra }),
      },
      {
        name: `${url.replace('/api/', '')} (A's record under B)`,
        method,
        url,
        input: ({ a, b }) => ({ company_id: b.company.id, id: a[key], ...extra }),
      },
    ]),
  ];
}

/** Employee and manager imports: uploads with A's id, and A's previews confirmed under B. */
function importRows(): Row[] {
  const rows: Row[] = [];
  for (const [kind, url, confirm] of [
    ['employees', '/api/company/employees/upload', '/api/company/employees/upload/confirm'],
    ['managers', '/api/company/employees/manager-upload', '/api/company/employees/upload/manager-confirm'],
  ] as const) {
    rows.push(
      { name: url, method: 'POST', url, multipart: true, input: ({ a }) => ({ company_id: a.company.id }) },
      {
        name: `${confirm} (A id)`,
        method: 'POST',
        url: confirm,
        input: ({ a }) => ({ company_id: a.company.id, id: AI[kind] }),
      },
      {
        name: `${confirm} (A's import under B)`,
        method: 'POST',
        url: confirm,
        input: ({ b }) => ({ company_id: b.company.id, id: AI[kind] }),
      },
    );
  }
  rows.push({
    name: 'company/employees/upload/template',
    method: 'GET',
    url: '/api/company/employees/upload/template',
    input: ({ a }) => ({ company_id: a.company.id }),
  });
  return rows;
}

/** A's published message (to A's place) and draft survey, for the memo rows. */
async function buildTenantAMemos(database: Database) {
  const now = nowIso();
  const memo = (kind: string, status: string) =>
    database
      .insertInto('memos')
      .values({
        company_id: A.company.id,
        kind,
        status,
        title: 'Tenant A memo',
        content: '',
        priority: 'normal',
        signature: false,
        type: 'standard',
        mode: 'segments',
        options_key: 'custom',
        options:
          kind === 'survey'
            ? JSON.stringify([{ question: 'Q', options_key: 'custom', options: ['a', 'b'] }])
            : null,
        creator_id: A.member.employee.id,
        published_at: status === 'published' ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const message = await memo('message', 'published');
  await database
    .insertInto('memo_locations')
    .values({ memo_id: message.id, location_id: A.locationId })
    .execute();
  await database
    .insertInto('memo_responses')
    .values({
      company_id: A.company.id,
      memo_id: message.id,
      employee_id: A.member.employee.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const survey = await memo('survey', 'draft');
  return { messageId: message.id, surveyId: survey.id };
}

/** Memos: each call asked with company A's id, and A's memo asked for under B's id. */
function memoRows(): Row[] {
  const rows: Row[] = [];
  const both = (method: Row['method'], url: string, id: number, extra: Record<string, unknown> = {}) => {
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      input: ({ a }) => ({ company_id: a.company.id, id, ...extra }),
    });
    rows.push({
      name: `${url} (A's memo under B)`,
      method,
      url,
      input: ({ b }) => ({ company_id: b.company.id, id, ...extra }),
    });
  };
  const scoped = (method: Row['method'], url: string, extra: Record<string, unknown> = {}) =>
    rows.push({ name: url, method, url, input: ({ a }) => ({ company_id: a.company.id, ...extra }) });
  scoped('GET', '/api/company/messages');
  scoped('GET', '/api/company/surveys');
  scoped('POST', '/api/message/new', { title: 'Intruder' });
  scoped('POST', '/api/survey/new', { title: 'Intruder' });
  scoped('POST', '/api/memos/create', { title: 'Intruder', kind: 'message' });
  scoped('POST', '/api/memos/list');
  scoped('POST', '/api/memos/all');
  scoped('POST', '/api/company/translate', { title: 'Intruder' });
  scoped('POST', '/api/memos/recipients', { preview: true, location_ids: [A.locationId] });
  rows.push({
    name: "memos/recipients preview (A's location under B)",
    method: 'POST',
    url: '/api/memos/recipients',
    input: ({ b }) => ({ company_id: b.company.id, preview: true, location_ids: [A.locationId] }),
  });
  rows.push({
    name: "message/new (A's location under B)",
    method: 'POST',
    url: '/api/message/new',
    input: ({ b }) => ({ company_id: b.company.id, title: 'Intruder', location_ids: [A.locationId] }),
  });
  both('GET', '/api/company/message', AM.messageId);
  both('POST', '/api/company/message', AM.messageId, { title: 'Intruder' });
  both('DELETE', '/api/company/message', AM.messageId);
  both('POST', '/api/message/expire', AM.messageId);
  both('POST', '/api/message/archive', AM.messageId);
  both('GET', '/api/company/survey', AM.surveyId);
  both('POST', '/api/company/survey', AM.surveyId, { title: 'Intruder' });
  both('DELETE', '/api/company/survey', AM.surveyId);
  both('POST', '/api/survey/expire', AM.surveyId);
  both('GET', '/api/memos/get', AM.messageId);
  both('GET', '/api/memos/reminders', AM.messageId);
  both('PUT', '/api/memos/update', AM.messageId, { title: 'Intruder' });
  both('DELETE', '/api/memos/delete', AM.messageId);
  both('POST', '/api/memos/recipients', AM.messageId, { location_ids: [] });
  both('DELETE', '/api/memos/delete-recipients', AM.messageId, { location_ids: [A.locationId] });
  both('POST', '/api/survey/summary', AM.surveyId);
  both('POST', '/api/survey/responses', AM.surveyId);
  // The employee app: A's memo (addressed to A's member) asked for by B's admin.
  both('POST', '/api/app/employee-messages', AM.messageId, { memo_id: AM.messageId });
  both('POST', '/api/employee-message/acknowledge', AM.messageId, { acknowledgement: 'Intruder' });
  both('POST', '/api/employee-message/flag', AM.messageId, { note: 'Intruder' });
  both('POST', '/api/employee-message/flag-remove', AM.messageId);
  both('POST', '/api/employee-survey', AM.surveyId, { answers: [{ question: 0, answer: 'a' }] });
  rows.push({
    name: 'app/company/get-employee/{A}',
    method: 'GET',
    url: `/api/app/company/get-employee/${A.company.id}`,
    input: () => ({}),
  });
  return rows;
}

describe('cross-tenant: company B gets 404 on company A', () => {
  it.each(CROSS_TENANT)('$method $name', async (row) => {
    const input = row.input({ a: A, b: B });
    const file = { name: 'x.csv', content: csv(['name', 'email'], ['Intruder', 'intruder@example.test']) };
    const fields = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    const res = row.multipart
      ? await upload(app, row.url, { token: B.adminToken, fields, file })
      : await call(app, row.method, row.url, {
          token: B.adminToken,
          ...(row.method === 'GET' || row.inQuery
            ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
            : { body: input }),
        });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Tenant A');
  });

  it("left A's records untouched", async () => {
    await expectTenantAFormsUntouched(db, AFO);
    const scimToken = await db
      .selectFrom('scim_tokens')
      .select('revoked_at')
      .where('id', '=', ASCIM)
      .executeTakeFirstOrThrow();
    expect(scimToken.revoked_at).toBeNull();
    const intruder = await db
      .selectFrom('scim_tokens')
      .select('id')
      .where('name', '=', 'Intruder')
      .executeTakeFirst();
    expect(intruder).toBeUndefined();
    await expectTenantASsoUntouched(db, ASO);
    await expectTenantAFranchiseUntouched(db, A);
    await expectTenantAChatUntouched(db, ACH);
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
    for (const table of ['locations', 'audiences'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['name', 'deleted_at'])
        .where('company_id', '=', A.company.id)
        .execute();
      expect(rows).toEqual([{ name: table === 'locations' ? 'A Place' : 'A Crowd', deleted_at: null }]);
    }
    const tag = await db.selectFrom('tags').selectAll().where('id', '=', A.tagId).executeTakeFirstOrThrow();
    expect([tag.title, tag.deleted_at]).toEqual(['A Tag', null]);
    const device = await db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', A.deviceId)
      .executeTakeFirstOrThrow();
    expect([device.name, device.deleted_at]).toEqual(['A Phone', null]);
    expect(
      await db.selectFrom('company_flags').select('id').where('company_id', '=', A.company.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('company_settings').select('company_id').execute()).toEqual([]);
    expect(await db.selectFrom('checkin_topics').select('id').execute()).toEqual([]);
    const imports = await db.selectFrom('employee_imports').select(['company_id', 'confirmed_at']).execute();
    expect(imports).toEqual([
      { company_id: A.company.id, confirmed_at: null },
      { company_id: A.company.id, confirmed_at: null },
    ]);
    const memos = await db
      .selectFrom('memos')
      .select(['title', 'status', 'deleted_at'])
      .orderBy('id')
      .execute();
    expect(memos).toEqual([
      { title: 'Tenant A memo', status: 'published', deleted_at: null },
      { title: 'Tenant A memo', status: 'draft', deleted_at: null },
      { title: 'Tenant A celebration', status: 'published', deleted_at: null },
    ]);
    expect(await db.selectFrom('memo_media').select(['memo_id', 'deleted_at']).execute()).toEqual([
      { memo_id: AM.messageId, deleted_at: null },
    ]);
    expect(await deps.storage.get(AMD.key)).not.toBeNull();
    expect(await db.selectFrom('memo_locations').select('memo_id').execute()).toHaveLength(1);
    expect(
      await db
        .selectFrom('memo_responses')
        .select(['read_at', 'acknowledged_at', 'flagged_at', 'survey_data'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { read_at: null, acknowledged_at: null, flagged_at: AF.flaggedAt, survey_data: null },
      { read_at: null, acknowledged_at: null, flagged_at: null, survey_data: null },
    ]);
    expect(await db.selectFrom('celebration_reactions').select('id').execute()).toEqual([]);
    expect(
      await db
        .selectFrom('memo_templates')
        .select(['company_id', 'title', 'archived_at', 'use_count'])
        .execute(),
    ).toEqual([{ company_id: A.company.id, title: 'Tenant A template', archived_at: null, use_count: 0 }]);
    expect(
      await db
        .selectFrom('community_templates')
        .select(['id', 'withdrawn_at', 'use_count', 'description'])
        .execute(),
    ).toEqual([
      { id: AT.shareId, withdrawn_at: AT.withdrawnAt, use_count: 0, description: 'Tenant A share' },
    ]);
    expect(await db.selectFrom('template_media').select('id').execute()).toEqual([{ id: AT.mediaId }]);
    expect(
      await db.selectFrom('memo_template_sends').select(['id', 'name', 'status', 'archived_at']).execute(),
    ).toEqual([{ id: AS.sendId, name: 'Tenant A send', status: 'published', archived_at: null }]);
    expect(
      await db.selectFrom('memos').select('id').where('template_send_id', '=', AS.sendId).execute(),
    ).toEqual([{ id: AM.messageId }]);
    expect(
      await db.selectFrom('memo_template_packages').select(['id', 'name', 'use_count']).execute(),
    ).toEqual([{ id: AK.packageId, name: 'Tenant A package', use_count: 0 }]);
    expect(
      await db.selectFrom('memo_template_package_steps').select(['id', 'day_offset', 'position']).execute(),
    ).toEqual([{ id: AK.stepId, day_offset: 0, position: 0 }]);
    expect(
      await db
        .selectFrom('memos')
        .select('id')
        .where('title', 'in', ['Intruder', 'Congratulations'])
        .execute(),
    ).toEqual([]);
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

describe("cross-tenant: A's people after B's tries", () => {
  it('are untouched: no edit, no invitation, no manager, no deletion', async () => {
    const person = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', AP.employeeId)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      name: 'Tenant A Person',
      type: null,
      deleted_at: null,
      last_invited_at: null,
    });
    expect(await db.selectFrom('employee_managers').select('manager_id').execute()).toEqual([]);
    expect(await db.selectFrom('manager_requests').select('id').execute()).toEqual([]);
  });
});

/** A's raised hand, check-in and flagged response; check-ins on in B (else its 403 comes first). */
async function buildTenantAFollowups(database: Database) {
  const now = nowIso();
  for (const companyId of [B.company.id])
    await database
      .insertInto('company_flags')
      .values({ company_id: companyId, key: 'checkins', enabled: true })
      .execute();
  const base = {
    company_id: A.company.id,
    employee_id: A.member.employee.id,
    created_at: now,
    updated_at: now,
  };
  const hand = await database
    .insertInto('raised_hands')
    .values({ ...base, note: 'Tenant A hand' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const checkin = await database
    .insertInto('checkins')
    .values({ ...base, topic: 'Tenant A topic', due_at: now, opened_at: now, acknowledged_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const flagged = await database
    .updateTable('memo_responses')
    .set({ flagged_at: now })
    .where('memo_id', '=', AM.messageId)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { handId: hand.id, checkinId: checkin.id, flaggedId: flagged.id, flaggedAt: now };
}

/** Follow-ups: asked with A's id, and A's items asked for under B's id. */
function followupRows(): Row[] {
  const rows: Row[] = [];
  const both = (method: Row['method'], url: string, id: number, extra: Record<string, unknown> = {}) => {
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      input: ({ a }) => ({ company_id: a.company.id, id, ...extra }),
    });
    rows.push({
      name: `${url} (A's item under B)`,
      method,
      url,
      input: ({ b }) => ({ company_id: b.company.id, id, ...extra }),
    });
  };
  rows.push({
    name: '/api/company/messages/flagged',
    method: 'GET',
    url: '/api/company/messages/flagged',
    input: ({ a }) => ({ company_id: a.company.id }),
  });
  rows.push({
    name: '/api/employees/celebrations',
    method: 'POST',
    url: '/api/employees/celebrations',
    input: ({ a }) => ({ company_id: a.company.id }),
  });
  rows.push({
    name: '/api/home',
    method: 'GET',
    url: '/api/home',
    input: ({ a }) => ({ company_id: a.company.id }),
  });
  rows.push({
    name: '/api/employee-hand/raise',
    method: 'POST',
    url: '/api/employee-hand/raise',
    input: ({ a }) => ({ company_id: a.company.id, note: 'Intruder' }),
  });
  rows.push({
    name: "/api/company/employee/checkin (A's employee under B)",
    method: 'POST',
    url: '/api/company/employee/checkin',
    input: ({ b }) => ({ company_id: b.company.id, employee_id: A.member.employee.id, topic: 'Intruder' }),
  });
  for (const method of ['GET', 'POST'] as const) {
    both(method, '/api/message/flagged', AF.flaggedId, method === 'POST' ? { manager_note: 'Intruder' } : {});
    both(
      method,
      '/api/message/raised-hand',
      AF.handId,
      method === 'POST' ? { manager_note: 'Intruder' } : {},
    );
    both(method, '/api/message/checkin', AF.checkinId, method === 'POST' ? { manager_note: 'Intruder' } : {});
  }
  both('POST', '/api/message/flagged/close', AF.flaggedId);
  both('POST', '/api/message/raised-hand/close', AF.handId);
  both('POST', '/api/company/employee/checkin', AF.checkinId, { topic: 'Intruder' });
  both('DELETE', '/api/company/employee/checkin', AF.checkinId);
  both('POST', '/api/employee-hand/acknowledge', AF.handId);
  both('POST', '/api/employee-checkin/acknowledge', AF.checkinId, { note: 'Intruder' });
  return rows;
}

describe("cross-tenant: A's follow-ups", () => {
  it('are untouched: not answered, closed, moved or deleted', async () => {
    const hand = await db
      .selectFrom('raised_hands')
      .selectAll()
      .where('id', '=', AF.handId)
      .executeTakeFirstOrThrow();
    expect([hand.manager_note, hand.acknowledged_at]).toEqual([null, null]);
    const checkin = await db
      .selectFrom('checkins')
      .selectAll()
      .where('id', '=', AF.checkinId)
      .executeTakeFirstOrThrow();
    expect([checkin.topic, checkin.manager_note, checkin.note]).toEqual(['Tenant A topic', null, null]);
    const flagged = await db
      .selectFrom('memo_responses')
      .selectAll()
      .where('id', '=', AF.flaggedId)
      .executeTakeFirstOrThrow();
    expect([flagged.manager_note, flagged.flag_closed_at]).toEqual([null, null]);
    expect(await db.selectFrom('raised_hands').select('id').where('note', '=', 'Intruder').execute()).toEqual(
      [],
    );
  });
});

/** A's published celebration of A's member, addressed to an employee of A (with their row). */
async function buildTenantACelebration(database: Database) {
  const now = nowIso();
  const colleague = await buildMember(database, A.company.id);
  const memo = await database
    .insertInto('memos')
    .values({
      company_id: A.company.id,
      kind: 'celebration',
      status: 'published',
      title: 'Tenant A celebration',
      content: '',
      priority: 'normal',
      signature: false,
      type: 'nonflaggable',
      mode: 'segments',
      options_key: 'custom',
      celebrated_employee_id: A.member.employee.id,
      celebration_type: 'birthday',
      celebration_date: now.slice(0, 10),
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database
    .insertInto('memo_responses')
    .values({
      company_id: A.company.id,
      memo_id: memo.id,
      employee_id: colleague.employee.id,
      is_celebration: true,
      inbox_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const bAdmin = await database
    .selectFrom('employees')
    .select('id')
    .where('user_id', '=', B.admin.id)
    .where('company_id', '=', B.company.id)
    .executeTakeFirstOrThrow();
  return { celebrationId: memo.id, colleague, bAdminEmployeeId: bAdmin.id };
}

/** Celebrations: each call asked with A's id, and A's celebration (or location) asked for under B's id. */
function celebrationRows(): Row[] {
  const rows: Row[] = [];
  const both = (method: Row['method'], url: string, extra: Record<string, unknown> = {}) => {
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      input: ({ a }) => ({ company_id: a.company.id, id: AC.celebrationId, ...extra }),
    });
    rows.push({
      name: `${url} (A's celebration under B)`,
      method,
      url,
      input: ({ b }) => ({ company_id: b.company.id, id: AC.celebrationId, ...extra }),
    });
  };
  const scoped = (method: Row['method'], url: string, extra: Record<string, unknown> = {}) =>
    rows.push({ name: url, method, url, input: ({ a }) => ({ company_id: a.company.id, ...extra }) });
  scoped('GET', '/api/company/celebrations');
  scoped('POST', '/api/company/celebration/new', {
    title: 'Intruder',
    celebrated_employee_id: A.member.employee.id,
  });
  scoped('GET', '/api/memo-responses');
  rows.push({
    name: "memo-responses (A's location under B)",
    method: 'GET',
    url: '/api/memo-responses',
    input: ({ b }) => ({ company_id: b.company.id, location_id: A.locationId }),
  });
  rows.push({
    name: "celebration/new (A's location under B)",
    method: 'POST',
    url: '/api/company/celebration/new',
    input: ({ b }) => ({
      company_id: b.company.id,
      title: 'Intruder',
      celebrated_employee_id: AC.bAdminEmployeeId,
      location_ids: [A.locationId],
    }),
  });
  both('GET', '/api/company/celebration');
  both('POST', '/api/company/celebration', { title: 'Intruder' });
  both('DELETE', '/api/company/celebration');
  both('POST', '/api/company/celebration/expire');
  both('GET', '/api/memos/get');
  both('POST', '/api/employee-celebrate', { option: 'Cheers' });
  both('POST', '/api/employee-celebrate/acknowledge');
  both('POST', '/api/memo-responses/celebration', { option: 'Cheers' });
  both('POST', '/api/app/employee-messages', { memo_id: AC.celebrationId });
  return rows;
}

describe("cross-tenant: A's celebrations", () => {
  it("celebration/new under B with A's employee is 422 (B's own rule), telling nothing of A", async () => {
    const res = await call(app, 'POST', '/api/company/celebration/new', {
      token: B.adminToken,
      body: {
        company_id: B.company.id,
        title: 'Congratulations',
        celebrated_employee_id: A.member.employee.id,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ celebrated_employee_id: ['Choose the employee to celebrate'] });
    expect(JSON.stringify(res.body)).not.toContain('Tenant A');
  });

  it("A's colleague still sees and may celebrate it (control)", async () => {
    const res = await call<{ celebrations: { id: number }[] }>(app, 'POST', '/api/app/employee-messages', {
      token: AC.colleague.token,
      body: { company_id: A.company.id },
    });
    expect(res.body.data.content.celebrations.map((c) => c.id)).toEqual([AC.celebrationId]);
  });
});

/** A PDF attached to A's message (its bytes in storage); A's celebration takes media too. */
async function buildTenantAMedia(database: Database) {
  const now = nowIso();
  const key = `memo-media/${A.company.id}/${AM.messageId}/tenant-a.pdf`;
  const bytes = Buffer.from('%PDF-1.4 Tenant A\n%%EOF\n');
  await deps.storage.put(key, bytes, 'application/pdf');
  const media = await database
    .insertInto('memo_media')
    .values({
      company_id: A.company.id,
      memo_id: AM.messageId,
      name: 'Tenant A file',
      original_filename: 'tenant-a.pdf',
      mime: 'application/pdf',
      size: bytes.length,
      type: 'pdf',
      type_category: 'document',
      storage_key: key,
      thumb_key: null,
      creator_id: A.member.employee.id,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { celebrationId: AC.celebrationId, mediaId: media.id, key };
}

/** Memo media: attach (multipart) and detach on each kind's path, and media/signature for A's file. */
function mediaRows(): Row[] {
  const rows: Row[] = [];
  const memoOf = { message: AM.messageId, survey: AM.surveyId, celebration: AMD.celebrationId };
  for (const [kind, url] of [
    ['message', '/api/message/media'],
    ['survey', '/api/company/survey/media'],
    ['celebration', '/api/company/celebration/media'],
  ] as const) {
    const memo_id = memoOf[kind];
    for (const [who, pick] of [
      ['A id', (ctx: Ctx) => ctx.a.company.id],
      [`A's ${kind} under B`, (ctx: Ctx) => ctx.b.company.id],
    ] as const) {
      rows.push({
        name: `${url} (${who})`,
        method: 'POST',
        url,
        multipart: true,
        input: (ctx) => ({ company_id: pick(ctx), memo_id }),
      });
      rows.push({
        name: `${url}/detach (${who})`,
        method: 'POST',
        url: `${url}/detach`,
        input: (ctx) => ({ company_id: pick(ctx), memo_id, media_id: AMD.mediaId }),
      });
    }
  }
  rows.push({
    name: 'media/signature (A id)',
    method: 'GET',
    url: '/api/media/signature',
    input: ({ a }) => ({ company_id: a.company.id, file_path: AMD.key }),
  });
  rows.push({
    name: "media/signature (A's file under B)",
    method: 'GET',
    url: '/api/media/signature',
    input: ({ b }) => ({ company_id: b.company.id, file_path: AMD.key }),
  });
  return rows;
}

/** A PDF of A's media library, targeted to A's place and viewable (its bytes in storage). */
async function buildTenantALibrary(database: Database) {
  const now = nowIso();
  const key = `media/${A.company.id}/tenant-a-library.pdf`;
  const bytes = Buffer.from('%PDF-1.4 Tenant A library\n%%EOF\n');
  await deps.storage.put(key, bytes, 'application/pdf');
  const row = await database
    .insertInto('media')
    .values({
      company_id: A.company.id,
      name: 'Tenant A library file',
      title: null,
      content: null,
      filename: 'tenant-a-library.pdf',
      filename_min: null,
      filename_thumb: null,
      filepath: key,
      filepath_min: null,
      filepath_thumb: null,
      original_filename: 'tenant-a-library.pdf',
      mime: 'application/pdf',
      size: bytes.length,
      type: 'pdf',
      type_category: 'document',
      search: 'tenant a library file',
      marked_viewable_at: now,
      creator_id: A.member.employee.id,
      updater_id: A.member.employee.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database
    .insertInto('media_locations')
    .values({ media_id: row.id, location_id: A.locationId })
    .execute();
  return { mediaId: row.id, key };
}

/** The media library and Files: every route with A's id, and A's file (or memo, or place) under B's. */
function libraryRows(): Row[] {
  const rows: Row[] = [];
  const both = (
    method: Row['method'],
    url: string,
    extra: (ctx: Ctx) => Record<string, unknown>,
    opts: { multipart?: boolean; what?: string } = {},
  ) => {
    for (const [who, pick] of [
      ['A id', (ctx: Ctx) => ctx.a.company.id],
      [`${opts.what ?? "A's file"} under B`, (ctx: Ctx) => ctx.b.company.id],
    ] as const)
      rows.push({
        name: `${url} (${who})`,
        method,
        url: `/api/${url}`,
        ...(opts.multipart ? { multipart: true } : {}),
        input: (ctx) => ({ company_id: pick(ctx), ...extra(ctx) }),
      });
  };
  const id = () => ({ id: AL.mediaId });
  rows.push(
    {
      name: 'media/list (A id)',
      method: 'POST',
      url: '/api/media/list',
      input: ({ a }) => ({ company_id: a.company.id }),
    },
    {
      name: "media/list (A's place as a filter under B)",
      method: 'POST',
      url: '/api/media/list',
      input: ({ b }) => ({ company_id: b.company.id, filters: { locations: [A.locationId] } }),
    },
    {
      name: 'company/media (A id)',
      method: 'GET',
      url: '/api/company/media',
      input: ({ a }) => ({ company_id: a.company.id }),
    },
  );
  both('GET', 'media/get', id);
  both('PUT', 'media/update', () => ({ id: AL.mediaId, name: 'Intruder' }));
  both('DELETE', 'media/delete', id);
  both('POST', 'media/view', id);
  both('GET', 'media/viewers', id);
  both('GET', 'media/signature', () => ({ file_path: AL.key }));
  both('POST', 'media/create', () => ({ location_ids: A.locationId, name: 'Intruder' }), {
    multipart: true,
    what: "A's place",
  });
  both('POST', 'company/upload', () => ({ message_id: AM.messageId, name: 'Intruder' }), {
    multipart: true,
    what: "A's message",
  });
  both('POST', 'media/upload/signature', () => ({ memo_id: AM.messageId }), {
    multipart: true,
    what: "A's memo",
  });
  both('PUT', 'media/update', () => ({ id: AL.mediaId, location_ids: [A.locationId] }), {
    what: "A's place",
  });
  return rows;
}

describe("cross-tenant: A's media library after B's tries", () => {
  it('is untouched: not renamed, retargeted, viewed or deleted, nothing added; its bytes stay', async () => {
    const rows = await db
      .selectFrom('media')
      .select(['id', 'company_id', 'name', 'deleted_at'])
      .orderBy('id')
      .execute();
    // B's own uploads were refused before storing (404), so A's file is the only one.
    expect(rows).toEqual([
      { id: AL.mediaId, company_id: A.company.id, name: 'Tenant A library file', deleted_at: null },
    ]);
    expect(await db.selectFrom('media_views').select('media_id').execute()).toEqual([]);
    expect(await db.selectFrom('media_locations').select(['media_id', 'location_id']).execute()).toEqual([
      { media_id: AL.mediaId, location_id: A.locationId },
    ]);
    expect(await deps.storage.get(AL.key)).not.toBeNull();
  });
});

describe("cross-tenant: A's invitation in B's hands", () => {
  it('is neither accepted nor ignored by anyone but its addressee: both answer 404, and it stays open', async () => {
    const invitation = await db
      .selectFrom('invitations')
      .select(['token', 'accepted_at', 'ignored_at'])
      .where('id', '=', A.invitationId)
      .executeTakeFirstOrThrow();
    const accept = await call(app, 'POST', '/api/accept-invite', {
      token: B.adminToken,
      body: { token: invitation.token },
    });
    expect(accept.status).toBe(404);
    expect(accept.body).toEqual({ message: 'Invitation not found', code: 'not_found' });
    const ignore = await call(app, 'POST', '/api/ignore-invite', {
      token: B.adminToken,
      body: { token: invitation.token },
    });
    expect(ignore.status).toBe(404);
    expect(ignore.body).toEqual({ message: 'Invitation not found', code: 'not_found' });
    const joined = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', A.company.id)
      .where('user_id', '=', B.admin.id)
      .execute();
    expect(joined).toEqual([]);
    const after = await db
      .selectFrom('invitations')
      .select(['accepted_at', 'ignored_at'])
      .where('id', '=', A.invitationId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ accepted_at: invitation.accepted_at, ignored_at: invitation.ignored_at });
  });
});

/** A's template (with a file) and its share, withdrawn: what another company may not reach. */
async function buildTenantATemplates(database: Database) {
  const now = nowIso();
  const content = {
    kind: 'message',
    title: 'Tenant A template',
    content: '<p>A</p>',
    type: 'nonflaggable',
    priority: 'normal',
    options_key: 'custom',
    created_at: now,
    updated_at: now,
  };
  const template = await database
    .insertInto('memo_templates')
    .values({ ...content, company_id: A.company.id, creator_id: A.member.employee.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const share = await database
    .insertInto('community_templates')
    .values({
      ...content,
      company_id: A.company.id,
      source_template_id: template.id,
      company_name: 'Tenant A',
      description: 'Tenant A share',
      language: 'en',
      published_at: now,
      withdrawn_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const media = await database
    .insertInto('template_media')
    .values({
      company_id: A.company.id,
      template_id: template.id,
      community_template_id: null,
      name: 'a',
      original_filename: 'a.pdf',
      mime: 'application/pdf',
      size: 1,
      type: 'pdf',
      type_category: 'document',
      storage_key: `template-media/${A.company.id}/tenant-a.pdf`,
      thumb_key: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { templateId: template.id, shareId: share.id, mediaId: media.id, withdrawnAt: now };
}

/**
 * Memo templates: each call asked with A's id, and A's template (or withdrawn share) asked for
 * under B's id. A published share is the community's (every company's management reads it):
 * that is the community test's, not a leak.
 */
function templateRows(): Row[] {
  const rows: Row[] = [];
  const both = (method: Row['method'], path: string, extra: Record<string, unknown>) => {
    const url = `/api/memo-templates/${path}`;
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      input: ({ a }) => ({ company_id: a.company.id, ...extra }),
    });
    rows.push({
      name: `${url} (A's template under B)`,
      method,
      url,
      input: ({ b }) => ({ company_id: b.company.id, ...extra }),
    });
  };
  const scoped = (method: Row['method'], path: string, extra: Record<string, unknown>) => {
    const url = `/api/memo-templates/${path}`;
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      input: ({ a }) => ({ company_id: a.company.id, ...extra }),
    });
  };
  const id = AT.templateId;
  scoped('POST', 'list', {});
  scoped('POST', 'list', { scope: 'community' });
  scoped('POST', 'create', { kind: 'message', title: 'Intruder' });
  both('POST', 'create', { memo_id: AM.messageId });
  both('GET', 'get', { id });
  both('PUT', 'update', { id, title: 'Intruder' });
  both('DELETE', 'delete', { id });
  both('PUT', 'archive', { id });
  both('PUT', 'unarchive', { id });
  both('POST', 'use', { id });
  both('POST', 'share', { id, description: 'Intruder' });
  both('PUT', 'share', { id, description: 'Intruder', published: true });
  both('GET', 'share', { id: AT.shareId });
  scoped('GET', 'share/categories', {});
  both('POST', 'share/use', { id: AT.shareId });
  both('PUT', 'media', { id });
  both('DELETE', 'media', { id, media_id: AT.mediaId });
  both('GET', 'media', { id, media_id: AT.mediaId });
  both('GET', 'media', { id: AT.shareId, media_id: AT.mediaId, scope: 'community' });
  return rows;
}

/** A's published template send, holding A's published message. */
async function buildTenantASend(database: Database) {
  const now = nowIso();
  const send = await database
    .insertInto('memo_template_sends')
    .values({
      company_id: A.company.id,
      name: 'Tenant A send',
      status: 'published',
      targets: JSON.stringify({ location_ids: [A.locationId], audience_ids: [], recipient_ids: [] }),
      creator_id: A.member.employee.id,
      publisher_id: A.member.employee.id,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database
    .updateTable('memos')
    .set({ template_send_id: send.id, template_id: AT.templateId })
    .where('id', '=', AM.messageId)
    .execute();
  return { sendId: send.id };
}

/**
 * Template sends: each call asked with A's id, and A's send (its memo, its file) asked for
 * under B's id.
 */
function sendRows(): Row[] {
  const rows: Row[] = [];
  const add = (
    method: Row['method'],
    path: string,
    extra: Record<string, unknown>,
    opts: { multipart?: boolean; scopedOnly?: boolean } = {},
  ) => {
    const url = `/api/memo-template-sends/${path}`;
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      ...(opts.multipart ? { multipart: true } : {}),
      input: ({ a }) => ({ company_id: a.company.id, ...extra }),
    });
    if (opts.scopedOnly) return;
    rows.push({
      name: `${url} (A's send under B)`,
      method,
      url,
      ...(opts.multipart ? { multipart: true } : {}),
      input: ({ b }) => ({ company_id: b.company.id, ...extra }),
    });
  };
  const id = AS.sendId;
  const memo_id = AM.messageId;
  add('POST', 'list', {}, { scopedOnly: true });
  add('POST', 'create', { name: 'Intruder', template_ids: [AT.templateId], location_ids: [A.locationId] });
  add('GET', 'get', { id });
  add('PUT', 'update', { id, name: 'Intruder' });
  add('DELETE', 'delete', { id });
  add('DELETE', 'delete/list', { ids: [id] });
  add('PUT', 'archive', { id });
  add('PUT', 'unarchive', { id });
  add('POST', 'drafts', { id, name: 'Intruder' });
  add('POST', 'publish', { id });
  add('PUT', 'memo', { id, memo_id, title: 'Intruder' });
  add('PUT', 'memo', { id, template_id: AT.templateId });
  add('DELETE', 'memo', { id, memo_id });
  add('PUT', 'media', { id });
  add('DELETE', 'media', { id, media_id: AMD.mediaId });
  add('GET', 'media', { id, media_id: AMD.mediaId });
  add('POST', 'memo/media', { id, memo_id }, { multipart: true });
  add('DELETE', 'memo/media', { id, memo_id, media_id: AMD.mediaId });
  return rows;
}

/** A's package of one step (A's template on day 0). */
async function buildTenantAPackage(database: Database) {
  const now = nowIso();
  const pkg = await database
    .insertInto('memo_template_packages')
    .values({
      company_id: A.company.id,
      name: 'Tenant A package',
      creator_id: A.member.employee.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const step = await database
    .insertInto('memo_template_package_steps')
    .values({
      package_id: pkg.id,
      template_id: AT.templateId,
      day_offset: 0,
      send_time: '09:00',
      position: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { packageId: pkg.id, stepId: step.id };
}

/**
 * Template packages: each call asked with A's id, and A's package (its step, A's template, A's
 * place) asked for under B's id.
 */
function packageRows(): Row[] {
  const rows: Row[] = [];
  const add = (
    method: Row['method'],
    path: string,
    extra: Record<string, unknown>,
    opts: { scopedOnly?: boolean } = {},
  ) => {
    const url = `/api/memo-template-packages/${path}`;
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      input: ({ a }) => ({ company_id: a.company.id, ...extra }),
    });
    if (opts.scopedOnly) return;
    rows.push({
      name: `${url} (A's package under B)`,
      method,
      url,
      input: ({ b }) => ({ company_id: b.company.id, ...extra }),
    });
  };
  const id = AK.packageId;
  const step_id = AK.stepId;
  add('POST', 'list', {}, { scopedOnly: true });
  add('POST', 'create', { name: 'Intruder' }, { scopedOnly: true });
  add('POST', 'create', { name: 'Intruder', steps: [{ template_id: AT.templateId }] });
  add('POST', 'list-templates', { id });
  add('GET', 'get', { id });
  add('PUT', 'update', { id, name: 'Intruder' });
  add('DELETE', 'delete', { id });
  add('PUT', 'template', { id, template_id: AT.templateId, day_offset: 1 });
  add('PUT', 'template/update', { id, step_id, day_offset: 2 });
  add('DELETE', 'template', { id, step_id });
  add('POST', 'use', { id, start_date: '2030-03-08', location_ids: [A.locationId] });
  return rows;
}

/** A's schedule of its template, due tomorrow. */
async function buildTenantASchedule(database: Database) {
  const now = nowIso();
  const schedule = await database
    .insertInto('scheduled_sends')
    .values({
      company_id: A.company.id,
      sendable_kind: 'template',
      sendable_id: AT.templateId,
      targets: JSON.stringify({ location_ids: [A.locationId], audience_ids: [], recipient_ids: [] }),
      start_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      time: '09:00',
      time_zone: 'America/Chicago',
      repeat: 'once',
      weekdays: '[]',
      next_at: new Date(Date.now() + 86_400_000).toISOString(),
      creator_id: A.member.employee.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { scheduleId: schedule.id };
}

/** Scheduled sends: each call asked with A's id, and A's schedule (or A's sendable) under B's id. */
function scheduleRows(): Row[] {
  const rows: Row[] = [];
  const id = ASC.scheduleId;
  const rule = {
    start_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    time: '10:00',
  };
  const create = {
    sendable_kind: 'template',
    sendable_id: AT.templateId,
    location_ids: [A.locationId],
    ...rule,
  };
  const calls: [Row['method'], string, Record<string, unknown>, boolean][] = [
    ['POST', 'list', {}, false],
    ['POST', 'list-sendables', {}, false],
    ['GET', 'get', { id }, true],
    ['POST', 'create', create, true],
    ['PUT', 'update', { id, time: '11:00' }, true],
    ['DELETE', 'delete', { id }, true],
  ];
  for (const [method, path, extra, scoped] of calls) {
    const url = `/api/scheduled-sends/${path}`;
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      input: ({ a }) => ({ company_id: a.company.id, ...extra }),
    });
    if (scoped)
      rows.push({
        name: `${url} (A's schedule under B)`,
        method,
        url,
        input: ({ b }) => ({ company_id: b.company.id, ...extra }),
      });
  }
  return rows;
}
