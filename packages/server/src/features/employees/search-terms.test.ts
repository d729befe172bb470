import type { TEmployeePage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildEmployee } from '../../../test/people.js';

const { app, db } = await buildTestApp();

/** Search boxes take whatever is typed or sent (security drill, issue 10: a NUL answered 500). */
describe('search terms with control characters', () => {
  const hostile = ['a\u0000b', 'Dana\u0000 Ortiz', '\u0000\u0000\u0000', 'Da\u0007na\u001b', 'x"y\u0000"z'];

  it('the Team list answers 200 and finds by the printable text (SQLite full-text index and PostgreSQL alike)', async () => {
    const team = await buildCompany(db);
    await buildEmployee(db, team.company.id, { name: 'Dana Ortiz', email: 'dana@example.test' });
    for (const terms of hostile) {
      const res = await call<TEmployeePage>(
        app,
        'GET',
        `/api/employees?company_id=${team.company.id}&terms=${encodeURIComponent(terms)}`,
        {
          token: team.adminToken,
        },
      );
      expect({ terms, status: res.status }).toEqual({ terms, status: 200 });
    }
    const found = await call<TEmployeePage>(
      app,
      'GET',
      `/api/employees?company_id=${team.company.id}&terms=${encodeURIComponent('Dana\u0000 Ortiz')}`,
      { token: team.adminToken },
    );
    expect(found.body.data.content.employees.map((e) => e.name)).toEqual(['Dana Ortiz']);
  });

  it('the CSV download answers 200', async () => {
    const team = await buildCompany(db);
    for (const terms of hostile) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/employees/download',
        headers: { authorization: `Bearer ${team.adminToken}` },
        payload: { company_id: team.company.id, terms },
      });
      expect({ terms, status: res.statusCode }).toEqual({ terms, status: 200 });
    }
  });

  it('the memo and place lists answer 200', async () => {
    const team = await buildCompany(db);
    for (const terms of hostile) {
      const q = `company_id=${team.company.id}&terms=${encodeURIComponent(terms)}`;
      for (const url of [
        `/api/company/messages?${q}`,
        `/api/locations?${q}`,
        `/api/audiences?${q}`,
        `/api/tags/list?${q}`,
      ]) {
        const res = await call(app, 'GET', url, { token: team.adminToken });
        expect({ url, status: res.status }).toEqual({ url, status: 200 });
      }
    }
  });
});
