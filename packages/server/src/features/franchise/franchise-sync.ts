import type { TFranchisePreview, TFranchiseRun, TFranchiseRunCounts } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { FranchiseRunRow } from '../../db/schema-franchise.js';
import { AppError, conflict } from '../../http/errors.js';
import type { JobEngine } from '../../jobs/engine.js';
import { accessChangedIds } from '../../realtime/membership.js';
import { DirectoryAuthError, listMembers } from './directory-client.js';
import { accessTokenOf, type FranchiseDeps, settingsOf, TEXTS } from './franchise-connection.js';
import { applySyncPlan, loadSyncSnapshot } from './franchise-sync.apply.js';
import { countsOf, type FetchedLocation, planSync } from './franchise-sync.plan.js';

/**
 * A sync of a company's synced directory locations (docs/architecture.md, Franchise directory):
 * read every member over the API (a few locations at a time), plan in memory, write in one
 * transaction by batches. Each run is a row: its progress while it reads, its counts once done.
 */

/** Directory requests in flight at once for one sync. */
const CONCURRENCY = 16;
/** Runs shown (and kept) per company. */
export const RUNS_KEPT = 20;

async function syncedLocations(db: Database, companyId: number) {
  return db
    .selectFrom('franchise_locations')
    .select(['ext_id', 'location_id'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

/** Every member of every synced location, CONCURRENCY requests at a time; `progress` after each. */
async function fetchAll(
  deps: FranchiseDeps,
  companyId: number,
  locations: { ext_id: string; location_id: number }[],
  progress: (done: number) => Promise<void>,
): Promise<FetchedLocation[]> {
  const settings = settingsOf(deps);
  let token = Promise.resolve(await accessTokenOf(deps, companyId));
  let refreshed = false;
  /** One location's members; a 401 refreshes the token once (for every worker) and tries again. */
  const read = async (extId: string) => {
    const used = await token;
    try {
      return await listMembers(settings, used, extId);
    } catch (err) {
      if (!(err instanceof DirectoryAuthError)) throw err;
      if (!refreshed) {
        refreshed = true;
        token = accessTokenOf(deps, companyId, { refresh: true });
      }
      return listMembers(settings, await token, extId);
    }
  };
  const out: FetchedLocation[] = new Array(locations.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < locations.length) {
      const i = next++;
      const loc = locations[i] as { ext_id: string; location_id: number };
      out[i] = { locationId: loc.location_id, members: await read(loc.ext_id) };
      done++;
      await progress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, locations.length) }, worker));
  return out;
}

/** What a sync would do now (spec §7 "location members"), in the CSV import's preview shape. */
export async function previewSync(deps: FranchiseDeps, companyId: number): Promise<TFranchisePreview> {
  const locations = await syncedLocations(deps.db, companyId);
  const fetched = await fetchAll(deps, companyId, locations, async () => {}).catch(directoryFailure);
  const snapshot = await loadSyncSnapshot(
    deps.db,
    companyId,
    locations.map((l) => l.location_id),
  );
  const plan = planSync(snapshot, fetched);
  return { counts: countsOf(plan), rows: plan.rows, missing_count: plan.deactivateIds.length };
}

/** A directory failure as the caller reads it: 409 when it refuses the token, 502 when unreachable. */
export function directoryFailure(err: unknown): never {
  if (err instanceof DirectoryAuthError) throw new AppError(409, TEXTS.expired);
  if (err instanceof AppError) throw err;
  throw new AppError(502, 'The franchise directory could not be reached: try again');
}

export function presentRun(r: FranchiseRunRow): TFranchiseRun {
  const counts = JSON.parse(r.counts) as Partial<TFranchiseRunCounts>;
  return {
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    locations_total: r.locations_total,
    locations_done: r.locations_done,
    counts: {
      added: counts.added ?? 0,
      updated: counts.updated ?? 0,
      moved: counts.moved ?? 0,
      deactivated: counts.deactivated ?? 0,
      unchanged: counts.unchanged ?? 0,
      rejected: counts.rejected ?? 0,
    },
    error: r.error,
    created_at: new Date(r.created_at).toISOString(),
    finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  };
}

export async function listRuns(db: Database, companyId: number): Promise<TFranchiseRun[]> {
  const rows = await db
    .selectFrom('franchise_runs')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(RUNS_KEPT)
    .execute();
  return rows.map(presentRun);
}

/**
 * Queues a run unless one is already queued or running (that one is answered). The job runs it;
 * the page follows its progress through company/integration/runs.
 */
export async function queueRun(
  deps: FranchiseDeps & { jobs: JobEngine },
  companyId: number,
  trigger: 'manual' | 'hourly',
): Promise<TFranchiseRun> {
  const pending = await deps.db
    .selectFrom('franchise_runs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (pending) return presentRun(pending);
  const connected = await deps.db
    .selectFrom('franchise_connections')
    .select('company_id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!connected) throw conflict(TEXTS.notConnected);
  const run = await deps.db
    .insertInto('franchise_runs')
    .values({ company_id: companyId, trigger, status: 'queued', created_at: deps.jobs.now().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await deps.jobs.enqueue(
    'franchise.sync',
    { companyId, runId: run.id },
    { key: `franchise.sync@${run.id}` },
  );
  return presentRun(run);
}

/**
 * Runs a queued run to its end; a failure is written on the run (the next hour tries again).
 * Answers the employees whose access it changed (deactivated or reactivated), for the rooms.
 */
export async function runSync(deps: FranchiseDeps, companyId: number, runId: number): Promise<number[]> {
  const { db } = deps;
  const claimed = await db
    .updateTable('franchise_runs')
    .set({ status: 'running' })
    .where('id', '=', runId)
    .where('company_id', '=', companyId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return [];
  try {
    const locations = await syncedLocations(db, companyId);
    await db
      .updateTable('franchise_runs')
      .set({ locations_total: locations.length })
      .where('id', '=', runId)
      .execute();
    let written = 0;
    let lastWrite = 0;
    const fetched = await fetchAll(deps, companyId, locations, async (done) => {
      // Progress is written at most every 300 ms (and at the end): the page polls it.
      if (done < locations.length && Date.now() - lastWrite < 300) return;
      lastWrite = Date.now();
      written = Math.max(written, done);
      await db
        .updateTable('franchise_runs')
        .set({ locations_done: written })
        .where('id', '=', runId)
        .execute();
    }).catch(directoryFailure);
    const synced = locations.map((l) => l.location_id);
    const { counts, accessChanged } = await db.transaction().execute(async (trx) => {
      const snapshot = await loadSyncSnapshot(trx, companyId, synced);
      const plan = planSync(snapshot, fetched);
      await applySyncPlan({ trx, companyId, plan, syncedLocationIds: synced, now: new Date().toISOString() });
      const moved = plan.moved;
      const result: TFranchiseRunCounts = {
        added: plan.creates.length,
        updated: plan.updates.length - moved,
        moved,
        deactivated: plan.deactivateIds.length,
        unchanged: plan.unchangedIds.length,
        rejected: plan.rejected,
      };
      return { counts: result, accessChanged: accessChangedIds(plan.rows, plan.deactivateIds) };
    });
    await finish(db, runId, {
      status: 'done',
      counts: JSON.stringify(counts),
      locations_done: locations.length,
    });
    return accessChanged;
  } catch (err) {
    const message =
      err instanceof AppError ? err.message : 'The sync failed: it is tried again within the hour';
    await finish(db, runId, { status: 'failed', error: message });
    if (!(err instanceof AppError)) throw err;
    return [];
  }
}

/** Ends a run; the company's finished runs older than the RUNS_KEPT newest are let go. */
async function finish(
  db: Database,
  runId: number,
  set: { status: 'done' | 'failed'; counts?: string; error?: string; locations_done?: number },
) {
  const run = await db
    .updateTable('franchise_runs')
    .set({ ...set, finished_at: new Date().toISOString() })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .returning('company_id')
    .executeTakeFirst();
  if (!run) return;
  await db
    .deleteFrom('franchise_runs')
    .where('company_id', '=', run.company_id)
    .where('status', 'in', ['done', 'failed'])
    .where(
      'id',
      'not in',
      db
        .selectFrom('franchise_runs')
        .select('id')
        .where('company_id', '=', run.company_id)
        .orderBy('id', 'desc')
        .limit(RUNS_KEPT),
    )
    .execute();
}
