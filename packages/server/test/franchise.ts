import type { Database } from '../src/db/index.js';
import type { FranchiseDeps } from '../src/features/franchise/franchise-connection.js';
import { runSync } from '../src/features/franchise/franchise-sync.js';
import { call } from './factories.js';
import type { FakeDirectory } from './fake-directory/server.js';
import type { TestApp } from './harness.js';

/** The franchise directory's calls for a company's admin (features/franchise). */
export function franchiseCalls(app: TestApp, companyId: number, token: string) {
  const get = <T>(url: string) =>
    call<T>(app, 'GET', `/api/company/integration${url}`, {
      token,
      query: { company_id: String(companyId) },
    });
  const post = <T>(url: string, body: Record<string, unknown> = {}) =>
    call<T>(app, 'POST', `/api/company/integration${url}`, {
      token,
      body: { company_id: companyId, ...body },
    });
  return { get, post };
}

/** Setup mode → the fake directory's authorize page → its redirect: the code and state the callback gets. */
export async function authorizeAtDirectory(app: TestApp, companyId: number, token: string) {
  const start = await franchiseCalls(app, companyId, token).post<{ authorize_url: string }>('/start');
  if (start.status !== 200) throw new Error(`start answered ${start.status}`);
  const url = start.body.data.content.authorize_url;
  const res = await fetch(url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '');
  return {
    url: new URL(url),
    back,
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}

/** A company connected to the fake directory (the whole flow, through the API). */
export async function connectDirectory(app: TestApp, companyId: number, token: string) {
  const { code, state } = await authorizeAtDirectory(app, companyId, token);
  const saved = await franchiseCalls(app, companyId, token).post('/token', { code, state });
  if (saved.status !== 200) throw new Error(`token answered ${saved.status}: ${JSON.stringify(saved.body)}`);
}

/**
 * Runs a company's queued syncs now, as the `franchise.sync` job does (the runner is not started
 * in tests); answers the employees whose access they changed (the job moves their sockets).
 */
export async function runSyncs(deps: FranchiseDeps, companyId: number): Promise<number[]> {
  const queued = await deps.db
    .selectFrom('franchise_runs')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'queued')
    .execute();
  const changed: number[] = [];
  for (const run of queued) changed.push(...(await runSync(deps, companyId, run.id)));
  return changed;
}

export async function syncedPeople(db: Database, companyId: number) {
  return db
    .selectFrom('employees')
    .leftJoin('employee_locations as el', 'el.employee_id', 'employees.id')
    .select(['employees.id', 'company_ext_id', 'name', 'is_active', 'last_synced_at', 'el.location_id'])
    .where('employees.company_id', '=', companyId)
    .where('company_ext_id', 'is not', null)
    .orderBy('company_ext_id')
    .execute();
}

export type { FakeDirectory };
