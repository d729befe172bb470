import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TMemoTranslation } from '@teamline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

/**
 * A LibreTranslate-compatible fake: "translates" by upper-casing, and records what it got. Texts
 * that mention DOWN fail, so a test breaks the provider for its own requests only (the text and
 * html requests go out together, and a flag could outlive the test that set it).
 */
const DOWN = 'provider down';
const received: { q: string[]; source: string; target: string; format: string; api_key?: string }[] = [];
const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    const parsed = req.url === '/translate' ? JSON.parse(body) : null;
    if (!parsed || parsed.q.some((t: string) => t.includes(DOWN))) {
      res.writeHead(500).end('{}');
      return;
    }
    received.push(parsed);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ translatedText: parsed.q.map((t: string) => t.toUpperCase()) }));
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const { app, db } = await buildTestApp({
  TRANSLATE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`,
  TRANSLATE_API_KEY: 'secret',
});
const { company, adminToken } = await buildCompany(db);
const body = {
  company_id: company.id,
  title: 'Hello team',
  content: '<p>Shift <strong>change</strong></p>',
  options: [{ question: 'Ok?', options: ['Yes', 'No'] }],
};

describe('company/translate with a provider', () => {
  it('answers the fields translated, html kept as html and sanitized', async () => {
    const res = await call<TMemoTranslation>(app, 'POST', '/api/company/translate', {
      token: adminToken,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual({
      locale_code: 'es',
      title: 'HELLO TEAM',
      recipient_title: null,
      content: '<p>SHIFT <strong>CHANGE</strong></p>',
      recipient_content: null,
      options: [{ question: 'OK?', options: ['YES', 'NO'] }],
    });
    expect(received.map((r) => [r.source, r.target, r.format, r.api_key])).toEqual([
      ['en', 'es', 'text', 'secret'],
      ['en', 'es', 'html', 'secret'],
    ]);
  });

  it('502 when the provider fails, 403 for an employee, 422 for an unknown language', async () => {
    const failed = await call(app, 'POST', '/api/company/translate', {
      token: adminToken,
      body: { ...body, title: DOWN, content: `<p>${DOWN}</p>` },
    });
    expect([failed.status, failed.body.message]).toEqual([502, 'The translation service did not answer']);
    const employee = await buildMember(db, company.id);
    expect((await call(app, 'POST', '/api/company/translate', { token: employee.token, body })).status).toBe(
      403,
    );
    const bad = await call(app, 'POST', '/api/company/translate', {
      token: adminToken,
      body: { ...body, target: 'fr' },
    });
    expect(bad.status).toBe(422);
  });
});
