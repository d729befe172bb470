/**
 * The employee list (GET /api/employees) of a company of 50,000 employees over 200 locations, at
 * 50 connections, as its admin: page 1 by name, a search matching ~1 % of the names, and one
 * location plus that search — beside a bare Fastify route measured before and after in the same
 * run (the ratio is the figure to track). SQLite, and PostgreSQL when BENCH_DATABASE_URL is set.
 */
import {
  load,
  type Measured,
  measureBare,
  report,
  startTarget,
  stopTarget,
  withScratchDatabase,
} from './api.bench.js';
import { heading, isMain, line } from './support/format.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
/** Seeding 50,000 employees happens before the target reports ready. */
const START_TIMEOUT_S = 300;

async function measureEmployees(dbLabel: string, databaseUrl?: string): Promise<Measured[]> {
  const { child, ready } = await startTarget('employees', databaseUrl, START_TIMEOUT_S);
  try {
    const seeded = ready.seeded;
    if (!seeded) throw new Error('employees target did not report what it seeded');
    line(
      `seeded (${dbLabel})`,
      `${seeded.employees} employees, ${seeded.locations} locations in ${(seeded.seedMs / 1000).toFixed(1)} s; ` +
        `"${seeded.term}" matches ${seeded.termMatches} (${seeded.termMatches / 500} %), ${seeded.locationTermMatches} in one location`,
    );
    const base = `http://127.0.0.1:${ready.port}/api/employees?company_id=${ready.companyId}&see_all=yes&per_page=25`;
    const headers = { authorization: `Bearer ${ready.token}`, accept: 'application/json' };
    const shapes: Array<[string, string]> = [
      ['page 1 by name', `${base}&page=1&sort_by=name&sort_direction=asc`],
      ['search ~1 %', `${base}&page=1&terms=${encodeURIComponent(seeded.term)}`],
      [
        'location + search',
        `${base}&page=1&locations[]=${seeded.locationId}&terms=${encodeURIComponent(seeded.term)}`,
      ],
    ];
    const measured: Measured[] = [];
    for (const [shape, url] of shapes) {
      // One request first, so a wrong shape fails loudly instead of being measured as fast 4xx.
      const probe = await fetch(url, { headers });
      if (probe.status !== 200)
        throw new Error(`${shape}: GET answered ${probe.status}: ${await probe.text()}`);
      measured.push({ label: `${shape} (${dbLabel})`, result: await load(url, headers) });
    }
    return measured;
  } finally {
    await stopTarget(child);
  }
}

export async function runEmployeesBench(): Promise<void> {
  heading(
    `Employee list, 50,000 employees / 200 locations: ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s warm-up)`,
  );
  const bareBefore = await measureBare('bare Fastify GET /api/ping (before)');
  const runs: Measured[] = [];
  runs.push(...(await measureEmployees('SQLite')));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) runs.push(...(await withScratchDatabase(pgUrl, (url) => measureEmployees('PostgreSQL', url))));
  const bareAfter = await measureBare('bare Fastify GET /api/ping (after)');
  const bareRate = (bareBefore.result.requests.average + bareAfter.result.requests.average) / 2;
  for (const m of runs) report(m);
  report(bareBefore);
  report(bareAfter);
  for (const m of runs) {
    const ratio = m.result.requests.average / bareRate;
    line(
      `ratio ${m.label} / bare`,
      `${(ratio * 100).toFixed(2)} % of bare Fastify (mean of before and after)`,
    );
  }
  if (!pgUrl) line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runEmployeesBench();
