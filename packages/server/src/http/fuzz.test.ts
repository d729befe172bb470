import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCompany, tokenFor } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';

/**
 * The security drill kept in the suite (issue 10): every operation of the OpenAPI document gets
 * wrong types, huge strings, deep nesting, NUL bytes, invalid JSON and odd content types, as
 * the signed-in admin of a real company (so requests get past the guard to the handler).
 * Seeded and bounded: the same requests every run. Any 5xx fails, on SQLite and PostgreSQL.
 */

const SEED = 20261124;
const PER_OPERATION = 6;

const { app, db } = await buildTestApp();
const team = await buildCompany(db);

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

async function operations(): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/** Values no schema expects: wrong types, edges of numbers, huge and NUL-laden strings, deep nesting. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, -1, 0, 1.5, 2 ** 53, Number.MAX_SAFE_INTEGER, '', ' ', '0', '-1', 'NaN'),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    'x'.repeat(20_000),
    '"'.repeat(500),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
  ),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.integer({ min: 1, max: 60 }).map((depth) => {
    let v: unknown = 'deep';
    for (let i = 0; i < depth; i++) v = { a: [v] };
    return v;
  }),
);

const asQueryValue = (v: unknown): string =>
  typeof v === 'string' ? v : v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Raw bodies that are not what their content type says, or no body a parser would take. */
const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"company_id": 1,' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'text/plain', payload: 'company_id=1' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'multipart/form-data', payload: 'no boundary here' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'company_id=1&id[]=x' },
];

function requestsFor(op: Operation, index: number) {
  const samples = fc.sample(
    fc.tuple(
      fc.array(hostile, {
        minLength: op.query.length + op.body.length,
        maxLength: op.query.length + op.body.length,
      }),
      hostile,
      fc.boolean(),
    ),
    { seed: SEED + index, numRuns: PER_OPERATION },
  );
  return samples.map(([values, pathValue, realCompany], n) => {
    const path = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(asQueryValue(pathValue)).slice(0, 200));
    const fields = [...op.query, ...op.body];
    const picked = Object.fromEntries(fields.map((f, i) => [f, values[i]]));
    // Half the requests name the caller's real company, so they reach the handler behind the guard.
    if (realCompany && 'company_id' in picked) picked.company_id = team.company.id;
    if (op.method === 'GET') {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(picked)) qs.append(k, asQueryValue(v));
      return { method: op.method, url: `/api${path.replace(/^\/api/, '')}?${qs}` };
    }
    const raw = RAW_BODIES[(index + n) % RAW_BODIES.length];
    return n === 0 && raw
      ? { method: op.method, url: path, headers: { 'content-type': raw.contentType }, payload: raw.payload }
      : { method: op.method, url: path, payload: picked };
  });
}

describe('the drill in the suite: hostile input on every operation', () => {
  it('never answers 5xx', { timeout: 120_000 }, async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of ops.entries()) {
      // A token of its own per operation: logout (or a profile change) must not end the others'.
      const token = await tokenFor(db, team.admin.id);
      for (const req of requestsFor(op, index)) {
        const res = await app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: { authorization: `Bearer ${token}`, ...('headers' in req ? req.headers : {}) },
          ...('payload' in req ? { payload: req.payload as string } : {}),
        });
        sent += 1;
        if (res.statusCode >= 500)
          failures.push(
            `${req.method} ${req.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(600);
    expect(failures).toEqual([]);
  });
});
