/**
 * A benchmark target, run in its own process so the load generator does not share its event
 * loop: either the real Teamline app (SQLite file, or PostgreSQL when a URL is given) with one
 * seeded user and company — in mode 'employees', a company of 50,000 employees (see
 * employees-seed.ts), in mode 'memos' an inbox of 10,000 memos (memos-seed.ts), in mode
 * 'templates' a library of 10,000 templates and a community of 100,000 (templates-seed.ts) — or a
 * bare Fastify app with one trivial JSON route.
 * Tells the parent { port, token } over IPC, then serves until killed.
 */
import Fastify from 'fastify';
import { signUpBenchTeam, startBenchApp } from './bench-app.js';
import { type EmployeesSeeded, seedEmployees } from './employees-seed.js';
import { type MediaSeeded, seedMedia } from './media-seed.js';
import { MEMOS_IN_INBOX, seedInbox } from './memos-seed.js';
import { seedTemplates, type TemplatesSeeded } from './templates-seed.js';

export interface TargetReady {
  port: number;
  token: string;
  companyId: number;
  /** Mode 'employees' only: what was seeded and how long it took. */
  seeded?: EmployeesSeeded;
  /** Mode 'templates' only. */
  templates?: TemplatesSeeded;
  /** Mode 'media' only. */
  media?: MediaSeeded;
}

/**
 * Mode 'media' also answers the parent's { rss: 'start' } by sampling its own resident memory
 * every 10 ms (answering the idle figure), and { rss: 'stop' } with the peak since: the upload
 * bench measures the server's memory in the server's process.
 */
export type RssMessage = { rss: 'start' } | { rss: 'stop' };
export interface RssAnswer {
  idle: number;
  peak: number;
}

function answerRss(): void {
  let peak = 0;
  let idle = 0;
  let timer: NodeJS.Timeout | undefined;
  process.on('message', (message: RssMessage) => {
    if (message.rss === 'start') {
      idle = process.memoryUsage().rss;
      peak = idle;
      timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      process.send?.({ idle, peak } satisfies RssAnswer);
    } else {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      process.send?.({ idle, peak } satisfies RssAnswer);
    }
  });
}

function tell(ready: TargetReady): void {
  if (!process.send) throw new Error('api-target must be started with an IPC channel (child_process.fork)');
  process.send(ready);
}

async function startBare(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/api/ping', async () => ({ data: { content: { ok: true } } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  tell({ port: typeof address === 'object' && address ? address.port : 0, token: '', companyId: 0 });
}

async function startTeamline(
  databaseUrl: string | undefined,
  seed: 'none' | 'employees' | 'memos' | 'templates' | 'media',
): Promise<void> {
  const { app, deps } = await startBenchApp(databaseUrl);

  const { token, companyId } = await signUpBenchTeam(app, 'bench');
  const seeded = seed === 'employees' ? await seedEmployees(deps.db, deps.dialect, companyId) : undefined;
  const admin = await deps.db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (seed === 'memos') await seedInbox(deps.db, deps.dialect, companyId, admin.id, MEMOS_IN_INBOX);
  const templates =
    seed === 'templates' ? await seedTemplates(deps.db, deps.dialect, companyId, admin.id) : undefined;

  const media = seed === 'media' ? await seedMedia(deps.db, deps.dialect, companyId, admin.id) : undefined;
  if (seed === 'media') answerRss();

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  tell({
    port: typeof address === 'object' && address ? address.port : 0,
    token,
    companyId,
    ...(seeded ? { seeded } : {}),
    ...(templates ? { templates } : {}),
    ...(media ? { media } : {}),
  });
}

const mode = process.argv[2];
if (mode === 'bare') await startBare();
else if (
  mode === 'teamline' ||
  mode === 'employees' ||
  mode === 'memos' ||
  mode === 'templates' ||
  mode === 'media'
)
  await startTeamline(
    process.env.BENCH_TARGET_DATABASE_URL || undefined,
    mode === 'teamline' ? 'none' : mode,
  );
else throw new Error(`unknown target mode: ${mode}`);
