import type { Database } from '../src/db/index.js';

/**
 * The franchise directory in the cross-tenant suite: company A connected (a sealed placeholder
 * token), one of its locations synced, one run kept; and the rows of every integration route asked
 * with A's id, and with A's records under B's id.
 */

interface Tenant {
  company: { id: number };
}

export async function buildTenantAFranchise(db: Database, a: Tenant & { locationId: number }) {
  const now = new Date().toISOString();
  await db
    .insertInto('franchise_connections')
    .values({
      company_id: a.company.id,
      token_sealed: 'v1.placeholder',
      token_expires_at: now,
      connected_by: null,
      connected_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('franchise_locations')
    .values({
      company_id: a.company.id,
      ext_id: 'A-STORE',
      name: 'A Store',
      location_id: a.locationId,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('franchise_runs')
    .values({ company_id: a.company.id, trigger: 'manual', status: 'done', created_at: now })
    .execute();
  return { extId: 'A-STORE', locationId: a.locationId };
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  input: (ctx: { a: Tenant; b: Tenant }) => Record<string, unknown>;
}

export function franchiseRows(AFR: Awaited<ReturnType<typeof buildTenantAFranchise>>): Row[] {
  const rows: Row[] = [];
  const calls: [Row['method'], string, Record<string, unknown>, boolean][] = [
    ['GET', '', {}, false],
    ['POST', '/start', {}, false],
    ['POST', '/token', { state: 'x', code: 'y' }, false],
    ['POST', '/clear', {}, false],
    ['GET', '/locations', {}, false],
    ['POST', '/locations/add', { ext_id: AFR.extId, location_id: AFR.locationId }, true],
    ['POST', '/locations/remove', { ext_id: AFR.extId }, true],
    ['POST', '/location-members', {}, false],
    ['POST', '/sync', {}, false],
    ['GET', '/runs', {}, false],
  ];
  for (const [method, path, extra, underB] of calls) {
    const url = `/api/company/integration${path}`;
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      input: ({ a }) => ({ company_id: a.company.id, ...extra }),
    });
    if (underB)
      rows.push({
        name: `${url} (A's franchise records under B)`,
        method,
        url,
        input: ({ b }) => ({ company_id: b.company.id, ...extra }),
      });
  }
  return rows;
}

/** A's connection, synced location and run are as built. */
export async function expectTenantAFranchiseUntouched(db: Database, a: Tenant) {
  const [connections, locations, runs] = await Promise.all([
    db
      .selectFrom('franchise_connections')
      .select('company_id')
      .where('company_id', '=', a.company.id)
      .execute(),
    db.selectFrom('franchise_locations').select('ext_id').where('company_id', '=', a.company.id).execute(),
    db.selectFrom('franchise_runs').select('status').where('company_id', '=', a.company.id).execute(),
  ]);
  if (connections.length !== 1 || locations.length !== 1 || runs.length !== 1 || runs[0]?.status !== 'done')
    throw new Error("A's franchise records changed");
}
