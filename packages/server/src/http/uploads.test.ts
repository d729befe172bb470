import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';

const { app, db } = await buildTestApp();
const team = await buildCompany(db);

/** Every route that reads a multipart form (spec §3 Upload payloads). */
const MULTIPART_ROUTES = [
  '/api/message/media',
  '/api/company/survey/media',
  '/api/company/celebration/media',
  '/api/employee-message/acknowledge',
  '/api/company/employees/upload',
  '/api/company/employees/upload/confirm',
  '/api/company/employees/manager-upload',
  '/api/company/employees/upload/manager-confirm',
];

const boundary = 'teamlinebad';
const field = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, body: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${body}\r\n`;

/** Malformed bodies the security drill sent (issue 10): each is the client's mistake, never a 500. */
const MALFORMED: { name: string; contentType: string; payload: string }[] = [
  {
    name: 'a part without its closing boundary',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${field('company_id', String(team.company.id))}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nname,phone\r\n`,
  },
  {
    name: 'a multipart type with no boundary',
    contentType: 'multipart/form-data',
    payload: field('company_id', String(team.company.id)),
  },
  {
    name: 'JSON under a multipart type',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: JSON.stringify({ company_id: team.company.id, id: 1 }),
  },
  {
    name: 'two files in one request',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${field('company_id', String(team.company.id))}${filePart('a.csv', 'name\r\nA')}${filePart('b.csv', 'name\r\nB')}--${boundary}--\r\n`,
  },
];

describe('malformed multipart bodies', () => {
  for (const body of MALFORMED) {
    it(`${body.name}: a 400 or 422 with a code on every multipart route`, async () => {
      const wrong: string[] = [];
      for (const url of MULTIPART_ROUTES) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${team.adminToken}`, 'content-type': body.contentType },
          payload: body.payload,
        });
        const json = res.json<{ message?: string; code?: string }>();
        if (![400, 422].includes(res.statusCode) || !json.code || !json.message)
          wrong.push(`${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
