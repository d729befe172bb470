/**
 * Time to import 10,000 employees from a CSV through the HTTP API, as a user does it: the
 * multipart upload (parse, check, preview) and then the confirm (one transaction). A first file
 * creates 10,000 people spread over 20 locations and 4 audiences; the same file again with every
 * name and location changed updates them all. SQLite, and PostgreSQL when BENCH_DATABASE_URL is
 * set. Goal: under 5 s for upload + confirm.
 */
import { startTarget, stopTarget, withScratchDatabase } from './api.bench.js';
import { heading, isMain, line } from './support/format.js';

const ROWS = 10_000;
const LOCATIONS = 20;
const AUDIENCES = 4;
const GOAL_MS = 5000;

interface Envelope<T> {
  data: { content: T };
}

function employeesCsv(suffix: string, locationOffset: number): string {
  const lines = ['name,email,phone,type,locations,audiences'];
  for (let i = 0; i < ROWS; i++) {
    const phone = `555${String(i).padStart(7, '0')}`;
    const location = `Store ${((i + locationOffset) % LOCATIONS) + 1}`;
    lines.push(
      `Person ${i} ${suffix},person${i}@bench.test,${phone},Full-time,${location},Crew ${(i % AUDIENCES) + 1}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function importOnce(base: string, token: string, companyId: number, csv: string) {
  const headers = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('company_id', String(companyId));
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'employees.csv');
  const started = performance.now();
  const uploaded = await fetch(`${base}/api/company/employees/upload`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (uploaded.status !== 200)
    throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const preview = ((await uploaded.json()) as Envelope<{ id: number; counts: Record<string, number> }>).data
    .content;
  const uploadMs = performance.now() - started;
  const confirmed = await fetch(`${base}/api/company/employees/upload/confirm`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ company_id: companyId, id: preview.id }),
  });
  if (confirmed.status !== 200)
    throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
  const result = ((await confirmed.json()) as Envelope<{ counts: Record<string, number> }>).data.content;
  const totalMs = performance.now() - started;
  return { uploadMs, confirmMs: totalMs - uploadMs, totalMs, counts: result.counts };
}

async function measureImport(dbLabel: string, databaseUrl?: string): Promise<void> {
  const { child, ready } = await startTarget('teamline', databaseUrl);
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const headers = { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' };
    for (const [path, count, label] of [
      ['company/location', LOCATIONS, 'Store'],
      ['company/audience', AUDIENCES, 'Crew'],
    ] as const) {
      for (let i = 1; i <= count; i++) {
        const res = await fetch(`${base}/api/${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ company_id: ready.companyId, name: `${label} ${i}` }),
        });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      }
    }
    for (const [what, csv] of [
      ['create', employeesCsv('A', 0)],
      ['update', employeesCsv('B', 7)],
    ] as const) {
      const r = await importOnce(base, ready.token, ready.companyId, csv);
      if (r.counts[what] !== ROWS)
        throw new Error(`expected ${ROWS} rows to ${what}: ${JSON.stringify(r.counts)}`);
      line(
        `${ROWS.toLocaleString('en-US')} rows, ${what} (${dbLabel})`,
        `${(r.totalMs / 1000).toFixed(2)} s (upload + preview ${(r.uploadMs / 1000).toFixed(2)} s, confirm ${(r.confirmMs / 1000).toFixed(2)} s) — goal < ${GOAL_MS / 1000} s: ${r.totalMs < GOAL_MS ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    await stopTarget(child);
  }
}

export async function runImportBench(): Promise<void> {
  heading(
    `Employee import: ${ROWS.toLocaleString('en-US')} rows of CSV through the HTTP API (upload + confirm)`,
  );
  await measureImport('SQLite');
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) await withScratchDatabase(pgUrl, (url) => measureImport('PostgreSQL', url));
  else line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runImportBench();
