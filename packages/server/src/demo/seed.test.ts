import type { TUpcomingCelebrations } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed.js';

const { app, db } = await buildTestApp();

describe('the demo seed', () => {
  it('seeds once, and its people have birthdays and work anniversaries coming up (one tomorrow)', async () => {
    expect(await seedDemo(db)).toBe(true);
    expect(await seedDemo(db)).toBe(false);
    const admin = DEMO_USERS.find((u) => u.role === 'admin');
    const login = await call<{ token: string }>(app, 'POST', '/api/login', {
      body: { email: admin?.email, password: DEMO_PASSWORD },
    });
    const token = login.body.data.content.token;
    const company = await db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
    const res = await call<TUpcomingCelebrations>(app, 'POST', '/api/employees/celebrations', {
      token,
      body: { company_id: company.id, days: 60 },
    });
    expect(res.status).toBe(200);
    const coming = res.body.data.content.celebrations;
    expect(coming.some((c) => c.type === 'birthday')).toBe(true);
    expect(coming.some((c) => c.type === 'anniversary' && (c.years ?? 0) >= 1)).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(coming.find((c) => c.employee.name === 'Ana Torres' && c.type === 'birthday')?.date).toBe(
      tomorrow,
    );
  });
});
