/**
 * Memo templates at scale (issue 12): POST /api/memo-templates/list of a company with 10,000
 * templates, and of the community (scope: community) of 100,000 shared templates, at 10
 * connections, as the company's admin — page 1, a later page, a search matching 1 %, the
 * category and kind filters and a sort for the company's templates; page 1 (most used), a later
 * page, newest, a search and the language and category filters for the community. Goal: p99
 * under 50 ms for each. SQLite, and PostgreSQL when BENCH_DATABASE_URL is set.
 */
import autocannon, { type Result } from 'autocannon';
import { type Measured, report, startTarget, stopTarget, withScratchDatabase } from './api.bench.js';
import { heading, isMain, line } from './support/format.js';
import { SHARED, TEMPLATES } from './support/templates-seed.js';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
/** Seeding 110,000 rows (and vacuuming them on PostgreSQL) happens before the target is ready. */
const START_TIMEOUT_S = 300;
const GOAL_P99_MS = 50;

interface ListAnswer {
  data: { content: { memo_templates: unknown[]; total: number } };
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<Result> {
  const options = { url, headers, method: 'POST' as const, body, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

async function measureTemplates(dbLabel: string, databaseUrl?: string): Promise<Measured[]> {
  const { child, ready } = await startTarget('templates', databaseUrl, START_TIMEOUT_S);
  try {
    const seeded = ready.templates;
    if (!seeded) throw new Error('templates target did not report what it seeded');
    line(
      `seeded (${dbLabel})`,
      `${seeded.templates} templates, ${seeded.shared} shared in ${(seeded.seedMs / 1000).toFixed(1)} s; ` +
        `"${seeded.term}" matches ${seeded.termMatches} active (${seeded.categoryMatches} in ${seeded.category}), ${seeded.sharedTermMatches} shared`,
    );
    const url = `http://127.0.0.1:${ready.port}/api/memo-templates/list`;
    const headers = { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' };
    const base = { company_id: ready.companyId, per_page: 25 };
    const community = { ...base, scope: 'community' };
    // [label, body, expected total (when the seed fixes it)]
    const shapes: Array<[string, Record<string, unknown>, number | null]> = [
      ['templates: page 1 (last updated)', base, null],
      ['templates: page 300', { ...base, page: 300 }, null],
      ['templates: search 1 %', { ...base, terms: seeded.term }, seeded.termMatches],
      ['templates: category', { ...base, category: seeded.category }, null],
      [
        'templates: category + search',
        { ...base, category: seeded.category, terms: seeded.term },
        seeded.categoryMatches,
      ],
      ['templates: kind survey', { ...base, kind: 'survey' }, null],
      ['templates: by title', { ...base, sort_by: 'title', sort_direction: 'asc' }, null],
      ['community: page 1 (most used)', community, null],
      ['community: page 100', { ...community, page: 100 }, null],
      ['community: newest', { ...community, sort_by: 'published_at' }, null],
      ['community: search 1 %', { ...community, terms: seeded.term }, seeded.sharedTermMatches],
      ['community: language es', { ...community, language: 'es' }, null],
      ['community: category', { ...community, category: seeded.category }, null],
    ];
    const measured: Measured[] = [];
    for (const [shape, query, expected] of shapes) {
      const body = JSON.stringify(query);
      // One request first, so a wrong shape fails loudly instead of being measured as a fast 4xx.
      const probe = await fetch(url, { method: 'POST', headers, body });
      if (probe.status !== 200) throw new Error(`${shape}: answered ${probe.status}: ${await probe.text()}`);
      const page = ((await probe.json()) as ListAnswer).data.content;
      if (page.memo_templates.length === 0 || (expected !== null && page.total !== expected))
        throw new Error(
          `${shape}: ${page.memo_templates.length} rows of ${page.total} (expected ${expected})`,
        );
      measured.push({ label: `${shape} (${dbLabel})`, result: await post(url, headers, body) });
    }
    return measured;
  } finally {
    await stopTarget(child);
  }
}

export async function runTemplatesBench(): Promise<void> {
  heading(
    `Memo templates, ${TEMPLATES.toLocaleString('en')} templates / ${SHARED.toLocaleString('en')} shared: ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s warm-up)`,
  );
  const runs: Measured[] = [...(await measureTemplates('SQLite'))];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) runs.push(...(await withScratchDatabase(pgUrl, (url) => measureTemplates('PostgreSQL', url))));
  for (const m of runs) report(m);
  const over = runs.filter((m) => m.result.latency.p99 >= GOAL_P99_MS);
  line(
    `goal p99 < ${GOAL_P99_MS} ms`,
    over.length ? `missed by ${over.map((m) => m.label).join('; ')}` : `met by all ${runs.length} shapes`,
  );
  if (!pgUrl) line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runTemplatesBench();
