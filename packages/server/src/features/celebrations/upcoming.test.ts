import type { TUpcomingCelebrations } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { nextOccurrence, upcomingCelebrations } from './upcoming.service.js';

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const base = { company_id: C.companyId };
const set = (
  id: number,
  values: { birth_date_month?: number; birth_date_day?: number; work_anniversary?: string },
) => db.updateTable('employees').set(values).where('id', '=', id).execute();

// "Today" is 2026-03-10 in the company's zone (North's America/Chicago).
const now = new Date('2026-03-10T18:00:00Z');
await set(C.north1.employee.id, { birth_date_month: 3, birth_date_day: 12 });
await set(C.north2.employee.id, { work_anniversary: '2021-03-10' });
await set(C.south1.employee.id, { birth_date_month: 3, birth_date_day: 11, work_anniversary: '2026-03-11' });

describe('nextOccurrence', () => {
  it('is today or later; 29 February falls on the 28th in other years', () => {
    expect(nextOccurrence('2026-03-10', 3, 10)).toBe('2026-03-10');
    expect(nextOccurrence('2026-03-10', 3, 9)).toBe('2027-03-09');
    expect(nextOccurrence('2026-01-01', 2, 29)).toBe('2026-02-28');
    expect(nextOccurrence('2027-03-01', 2, 29)).toBe('2028-02-29');
  });
});

describe('employees/celebrations', () => {
  it('lists the people the caller manages, by date; a first day is no anniversary', async () => {
    const admin = await db
      .selectFrom('employees')
      .select('id')
      .where('user_id', '=', C.admin.id)
      .executeTakeFirstOrThrow();
    const all = await upcomingCelebrations({
      db,
      member: { userId: C.admin.id, companyId: C.companyId, employeeId: admin.id, role: 'admin' },
      days: 7,
      now,
    });
    expect(all.from).toBe('2026-03-10');
    expect(all.celebrations.map((c) => [c.employee.id, c.type, c.date, c.years])).toEqual([
      [C.north2.employee.id, 'anniversary', '2026-03-10', 5],
      [C.south1.employee.id, 'birthday', '2026-03-11', null],
      [C.north1.employee.id, 'birthday', '2026-03-12', null],
    ]);
    const mine = await upcomingCelebrations({
      db,
      member: {
        userId: C.manager.user.id,
        companyId: C.companyId,
        employeeId: C.manager.employee.id,
        role: 'manager',
      },
      days: 2,
      now,
    });
    expect(mine.celebrations.map((c) => c.employee.id)).toEqual([C.north2.employee.id]);
  });

  it('401, 422, 403 for a plain employee, 404 for another company; 200 for management', async () => {
    const post = (token: string | undefined, body: Record<string, unknown>) =>
      call<TUpcomingCelebrations>(app, 'POST', '/api/employees/celebrations', { token, body });
    expect((await post(undefined, base)).status).toBe(401);
    expect((await post(C.adminToken, { ...base, days: 0 })).status).toBe(422);
    expect((await post(C.north1.token, base)).status).toBe(403);
    expect((await post(C.adminToken, { company_id: 999_999 })).status).toBe(404);
    const res = await post(C.manager.token, base);
    expect(res.status).toBe(200);
    expect(res.body.data.content.days).toBe(30);
  });
});
