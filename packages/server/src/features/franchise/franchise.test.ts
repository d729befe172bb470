import type {
  TFranchiseLocations,
  TFranchisePreview,
  TFranchiseRun,
  TFranchiseStatus,
} from '@teamline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { fakeMember, startFakeDirectory } from '../../../test/fake-directory/server.js';
import {
  authorizeAtDirectory,
  connectDirectory,
  franchiseCalls,
  runSyncs,
  syncedPeople,
} from '../../../test/franchise.js';
import { buildTestApp } from '../../../test/harness.js';
import { toBool } from '../../db/index.js';
import { RUNS_KEPT } from './franchise-sync.js';

const fake = await startFakeDirectory();
afterAll(() => fake.stop());
fake.addLocation('S1', 'North Store', [
  fakeMember('a1'),
  fakeMember('a2'),
  fakeMember('a3', { phone: '(312) 555-0101' }),
]);
fake.addLocation('S2', 'South Store', [fakeMember('b1'), fakeMember('b2')]);
fake.addLocation('S3', 'West Store', [fakeMember('c1')]);
const { app, db, deps } = await buildTestApp(fake.env());

describe('franchise directory', () => {
  it('connects, lists, adds two locations, imports, re-syncs, refreshes the token and clears', async () => {
    const t = await buildCompany(db, 'Franchisee');
    const F = franchiseCalls(app, t.company.id, t.adminToken);

    const before = await F.get<TFranchiseStatus>('');
    expect(before.body.data.content).toMatchObject({ configured: true, connected: false });

    const auth = await authorizeAtDirectory(app, t.company.id, t.adminToken);
    // Spec §6: the read-only team-member scope with a refresh token, and no proof key.
    expect(auth.url.searchParams.get('scope')).toBe('offline_access team-member-api:read');
    expect(auth.url.searchParams.get('code_challenge')).toBeNull();
    expect(auth.back.pathname).toBe(`/${t.company.id}/franchise-callback`);
    const saved = await F.post<TFranchiseStatus>('/token', { code: auth.code, state: auth.state });
    expect(saved.status).toBe(200);
    expect(saved.body.data.content.connected).toBe(true);
    // The token is sealed at rest and never answered.
    const row = await db
      .selectFrom('franchise_connections')
      .selectAll()
      .where('company_id', '=', t.company.id)
      .executeTakeFirstOrThrow();
    expect(row.token_sealed.startsWith('v1.')).toBe(true);
    expect(JSON.stringify(saved.body)).not.toContain('access');

    const listed = await F.get<TFranchiseLocations>('/locations');
    expect(listed.body.data.content.directory.map((d) => [d.ext_id, d.synced])).toEqual([
      ['S1', false],
      ['S2', false],
      ['S3', false],
    ]);

    // S1 into a new location of its name; S2 into an existing company location.
    const existing = await db
      .insertInto('locations')
      .values({
        company_id: t.company.id,
        name: 'Old South',
        timezone: 'America/Chicago',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await F.post('/locations/add', { ext_id: 'S1' })).status).toBe(200);
    const added = await F.post<TFranchiseLocations>('/locations/add', {
      ext_id: 'S2',
      location_id: existing.id,
    });
    expect(added.body.data.content.directory.filter((d) => d.synced).map((d) => d.location_name)).toEqual([
      'North Store',
      'Old South',
    ]);
    expect((await F.post('/locations/add', { ext_id: 'nope' })).status).toBe(404);

    const preview = await F.post<TFranchisePreview>('/location-members');
    expect(preview.body.data.content.counts).toEqual({ create: 5, update: 0, unchanged: 0, reject: 0 });
    expect(await syncedPeople(db, t.company.id)).toEqual([]);

    const queued = await F.post<TFranchiseRun>('/sync');
    expect(queued.body.data.content.status).toBe('queued');
    await runSyncs(deps, t.company.id);
    const people = await syncedPeople(db, t.company.id);
    expect(people.map((p) => p.company_ext_id)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    expect(people.every((p) => p.last_synced_at)).toBe(true);
    expect(people.find((p) => p.company_ext_id === 'b1')?.location_id).toBe(existing.id);
    const runs = await F.get<TFranchiseRun[]>('/runs');
    expect(runs.body.data.content[0]).toMatchObject({
      status: 'done',
      locations_total: 2,
      locations_done: 2,
    });
    expect(runs.body.data.content[0]?.counts).toMatchObject({ added: 5, deactivated: 0 });

    // The directory changes: a2 moves to S2, b2 leaves, a new member joins S1, a1 is renamed.
    fake.members.set('S1', [
      fakeMember('a1', { first_name: 'Patricia' }),
      fakeMember('a3', { phone: '(312) 555-0101' }),
      fakeMember('a4'),
    ]);
    fake.members.set('S2', [fakeMember('b1'), fakeMember('a2')]);
    const tokenCalls = () => fake.requests.filter((r) => r.path === '/oauth/token').length;
    const tokensBefore = tokenCalls();
    fake.expireTokens();
    await F.post('/sync');
    const accessChanged = await runSyncs(deps, t.company.id);
    const after = await syncedPeople(db, t.company.id);
    const by = new Map(after.map((p) => [p.company_ext_id, p]));
    expect(by.get('a2')?.location_id).toBe(existing.id);
    expect(toBool(by.get('b2')?.is_active)).toBe(false);
    // Only the departed one's access changed: the job takes their sockets out of the company room.
    expect(accessChanged).toEqual([by.get('b2')?.id]);
    expect(by.get('a4')).toBeDefined();
    expect(by.get('a1')?.name).toBe('Patricia Member a1');
    const [last] = (await F.get<TFranchiseRun[]>('/runs')).body.data.content;
    expect(last?.counts).toEqual({
      added: 1,
      updated: 1,
      moved: 1,
      deactivated: 1,
      unchanged: 2,
      rejected: 0,
    });
    // The expired access token was refreshed (and the new one saved).
    expect(tokenCalls() - tokensBefore).toBe(1);
    expect(
      (
        await db
          .selectFrom('franchise_connections')
          .select('token_sealed')
          .where('company_id', '=', t.company.id)
          .executeTakeFirstOrThrow()
      ).token_sealed,
    ).not.toBe(row.token_sealed);

    // A re-sync with nothing changed changes nothing.
    await F.post('/sync');
    await runSyncs(deps, t.company.id);
    const [same] = (await F.get<TFranchiseRun[]>('/runs')).body.data.content;
    expect(same?.counts).toMatchObject({ added: 0, updated: 0, moved: 0, deactivated: 0, unchanged: 5 });

    // Removing a location keeps its people.
    await F.post('/locations/remove', { ext_id: 'S2' });
    expect((await F.post('/locations/remove', { ext_id: 'S2' })).status).toBe(404);

    const cleared = await F.post<TFranchiseStatus>('/clear');
    expect(cleared.body.data.content).toMatchObject({ connected: false, synced_locations: 0 });
    expect((await syncedPeople(db, t.company.id)).length).toBe(after.length);
    expect((await F.post('/sync')).status).toBe(409);
    expect((await F.get('/locations')).status).toBe(409);
  });

  it('refuses a wrong, replayed or foreign state', async () => {
    const t = await buildCompany(db);
    const other = await buildCompany(db);
    const F = franchiseCalls(app, t.company.id, t.adminToken);
    const auth = await authorizeAtDirectory(app, t.company.id, t.adminToken);
    expect((await F.post('/token', { code: auth.code, state: 'forged' })).status).toBe(409);
    // Another company's admin cannot use this company's state.
    const O = franchiseCalls(app, other.company.id, other.adminToken);
    expect((await O.post('/token', { code: auth.code, state: auth.state })).status).toBe(409);
    expect((await F.post('/token', { code: auth.code, state: auth.state })).status).toBe(200);
    // Used once: a replay is refused.
    expect((await F.post('/token', { code: auth.code, state: auth.state })).status).toBe(409);
    // A code the directory refuses (replayed at the provider).
    const again = await authorizeAtDirectory(app, t.company.id, t.adminToken);
    expect((await F.post('/token', { code: auth.code, state: again.state })).status).toBe(409);
  });

  it('queues an hourly re-sync for each connected company with a synced location', async () => {
    const t = await buildCompany(db);
    const idle = await buildCompany(db);
    await connectDirectory(app, t.company.id, t.adminToken);
    await connectDirectory(app, idle.company.id, idle.adminToken);
    await franchiseCalls(app, t.company.id, t.adminToken).post('/locations/add', { ext_id: 'S3' });
    // An hour of its own, far from the other tests' ticks.
    await deps.jobs.runDue(new Date('2031-03-04T05:00:00.000Z'));
    const runs = await db
      .selectFrom('franchise_runs')
      .select(['company_id', 'trigger', 'status'])
      .where('company_id', 'in', [t.company.id, idle.company.id])
      .execute();
    expect(runs).toEqual([{ company_id: t.company.id, trigger: 'hourly', status: 'done' }]);
  });

  it('keeps the newest RUNS_KEPT runs of a company and lets the older go', async () => {
    const t = await buildCompany(db);
    await connectDirectory(app, t.company.id, t.adminToken);
    const F = franchiseCalls(app, t.company.id, t.adminToken);
    await F.post('/locations/add', { ext_id: 'S3' });
    await runSyncs(deps, t.company.id);
    for (let i = 0; i < RUNS_KEPT + 2; i++) {
      expect((await F.post('/sync')).status).toBe(200);
      await runSyncs(deps, t.company.id);
    }
    const kept = await db
      .selectFrom('franchise_runs')
      .select('id')
      .where('company_id', '=', t.company.id)
      .orderBy('id', 'desc')
      .execute();
    expect(kept).toHaveLength(RUNS_KEPT);
    const shown = (await F.get<TFranchiseRun[]>('/runs')).body.data.content;
    expect(shown.map((r) => r.id)).toEqual(kept.map((r) => r.id));
  });

  it('is for admins only', async () => {
    const t = await buildCompany(db);
    for (const role of ['manager', 'employee'] as const) {
      const m = await buildMember(db, t.company.id, role);
      const F = franchiseCalls(app, t.company.id, m.token);
      expect((await F.get('')).status).toBe(403);
      expect((await F.post('/start')).status).toBe(403);
      expect((await F.post('/sync')).status).toBe(403);
      expect((await F.post('/clear')).status).toBe(403);
    }
  });

  it('links a directory member to the person of the same e-mail, once', async () => {
    const t = await buildCompany(db);
    const now = new Date().toISOString();
    await db
      .insertInto('employees')
      .values({
        company_id: t.company.id,
        name: 'Hand Made',
        email: 'c1@franchise.test',
        role: 'employee',
        default_locale: 'en',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await connectDirectory(app, t.company.id, t.adminToken);
    const F = franchiseCalls(app, t.company.id, t.adminToken);
    await F.post('/locations/add', { ext_id: 'S3' });
    await F.post('/sync');
    await runSyncs(deps, t.company.id);
    const people = await syncedPeople(db, t.company.id);
    expect(people.map((p) => [p.company_ext_id, p.name])).toEqual([['c1', 'Pat Member c1']]);
    // Spec §3: the employee says who they are in the directory and when it last listed them.
    const detail = await call<{ company_ext_id: string; last_synced_at: string | null }>(
      app,
      'GET',
      '/api/company/employee',
      { token: t.adminToken, query: { company_id: String(t.company.id), id: String(people[0]?.id) } },
    );
    expect(detail.body.data.content.company_ext_id).toBe('c1');
    expect(detail.body.data.content.last_synced_at).toMatch(/^\d{4}-/);
  });
});
