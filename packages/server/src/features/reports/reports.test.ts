import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call, PASSWORD } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import type { Database } from '../../db/index.js';
import { localDate, mondayOf, weeklyLogins, weeklyLoginsText } from './reports.service.js';

const { app, db } = await buildTestApp();

async function loginAt(database: Database, userId: number, iso: string) {
  await database
    .insertInto('user_logins')
    .values({ user_id: userId, company_id: null, created_at: iso })
    .execute();
}

/** A company of its own for each test, with a manager and an employee. */
async function setup() {
  const team = await buildCompany(db, 'Report Ramen');
  const cid = team.company.id;
  const manager = await buildMember(db, cid, 'manager');
  const staff = await buildMember(db, cid, 'employee');
  const download = (path: string, body: Record<string, unknown> = {}, token = team.adminToken) =>
    app.inject({
      method: 'POST',
      url: `/api/company/reports/${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { company_id: cid, ...body },
    });
  /** The employee signs in once, through the API (it records the sign-in). */
  const signIn = async () => {
    const login = await call(app, 'POST', '/api/login', {
      body: { email: staff.user.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
  };
  return { cid, manager, staff, download, signIn };
}

describe('weekly logins, by the calendar', () => {
  it('finds the Monday of a date and the local date of an instant', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    // 03:00 UTC on a Monday is still Sunday evening in Chicago.
    expect(localDate(new Date('2026-11-16T03:00:00Z'), 'America/Chicago')).toBe('2026-11-15');
  });

  it('counts distinct employees and logins per week in the company zone', async () => {
    const t = await buildCompany(db);
    const other = await buildMember(db, t.company.id);
    await loginAt(db, t.admin.id, '2026-11-17T15:00:00Z');
    await loginAt(db, t.admin.id, '2026-11-18T15:00:00Z');
    await loginAt(db, other.user.id, '2026-11-16T07:00:00Z'); // Monday 01:00 in Chicago
    await loginAt(db, other.user.id, '2026-11-16T05:00:00Z'); // Sunday 23:00 in Chicago: the week before
    await loginAt(db, other.user.id, '2026-09-01T12:00:00Z'); // too old
    const report = await weeklyLogins({
      db,
      companyId: t.company.id,
      weeks: 3,
      now: new Date('2026-11-22T12:00:00Z'),
    });
    expect(report).toEqual({
      timezone: 'America/Chicago',
      rows: [
        { week_start: '2026-11-02', active_employees: 0, logins: 0 },
        { week_start: '2026-11-09', active_employees: 1, logins: 1 },
        { week_start: '2026-11-16', active_employees: 2, logins: 3 },
      ],
    });
    expect(weeklyLoginsText({ companyName: 'T', ...report })).toBe(
      [
        'Weekly logins for T',
        'Weeks start on Monday (America/Chicago).',
        '',
        'Week of 2026-11-02: 0 employees logged in, 0 logins',
        'Week of 2026-11-09: 1 employee logged in, 1 login',
        'Week of 2026-11-16: 2 employees logged in, 3 logins',
        '',
      ].join('\n'),
    );
  });
});

describe('POST /api/company/reports/weekly-login', () => {
  it('records sign-ins and downloads them as CSV, eight weeks by default', async () => {
    const { download, signIn } = await setup();
    await signIn();
    const res = await download('weekly-login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="weekly-logins-report.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('week_start,active_employees,logins');
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},1,1$/);
    const short = await download('weekly-login', { weeks: 2 });
    expect(short.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('downloads the same as text', async () => {
    const { download, signIn } = await setup();
    await signIn();
    const res = await download('weekly-login-text', { weeks: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="weekly-logins-report.txt"');
    expect(res.body).toMatch(/^Weekly logins for Report Ramen\n/);
    expect(res.body).toMatch(/Week of \d{4}-\d{2}-\d{2}: 1 employee logged in, 1 login\n$/);
  });

  it('answers 422 on a bad week count, 403 below admin, 401 without a token', async () => {
    const { cid, manager, staff, download } = await setup();
    const bad = await download('weekly-login', { weeks: 53 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ weeks: ['Must be at most 52'] });
    expect((await download('weekly-login', {}, manager.token)).statusCode).toBe(403);
    expect((await download('weekly-login-text', {}, staff.token)).statusCode).toBe(403);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/company/reports/weekly-login',
      payload: { company_id: cid },
    });
    expect(anon.statusCode).toBe(401);
  });
});
