import type { TCelebrationsPage, TMemo } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildEmployee, linkEmployee } from '../../../test/people.js';
import { nowIso } from '../../db/index.js';
import { createDueCelebrations, occasionsTomorrow } from './auto-celebrations.js';
import { zonedTime } from './celebration-dates.js';

const { app, db, deps } = await buildTestApp();
const C = await buildCompany(db, 'Aloha Co');
const companyId = C.company.id;

async function place(name: string, timezone: string, company = companyId) {
  const now = nowIso();
  return db
    .insertInto('locations')
    .values({ company_id: company, name, timezone, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}
const honolulu = await place('Honolulu', 'Pacific/Honolulu');
const newYork = await place('New York', 'America/New_York');

async function person(
  name: string,
  fields: {
    birth?: [number, number];
    since?: string;
    locationIds?: number[];
    onLeave?: boolean;
    isActive?: boolean;
    first?: string;
    company?: number;
  },
) {
  const e = await buildEmployee(db, fields.company ?? companyId, {
    name,
    isActive: fields.isActive ?? true,
    locationIds: fields.locationIds ?? [],
  });
  await db
    .updateTable('employees')
    .set({
      name_first: fields.first ?? null,
      birth_date_month: fields.birth?.[0] ?? null,
      birth_date_day: fields.birth?.[1] ?? null,
      work_anniversary: fields.since ?? null,
      on_leave: fields.onLeave ?? false,
    })
    .where('id', '=', e.id)
    .execute();
  return e;
}

// Birthdays on 11 March 2026 in Honolulu (UTC−10) and New York (UTC−4 since 8 March).
const hana = await person('Hana Kealoha', { birth: [3, 11], locationIds: [honolulu.id] });
const nate = await person('Nathaniel Stone', { birth: [3, 11], locationIds: [newYork.id], first: 'Nate' });
const sixYears = await person('Sue Long', { since: '2020-03-11', locationIds: [newYork.id, honolulu.id] });
const oneYear = await person('Omar New', { since: '2025-03-11', locationIds: [newYork.id] });
await person('Fresh Start', { since: '2026-03-11', locationIds: [newYork.id] });
await person('On Leave', { birth: [3, 11], locationIds: [newYork.id], onLeave: true });
await person('Gone Away', { birth: [3, 11], locationIds: [newYork.id], isActive: false });
const nowhere = await person('Nomad Person', { birth: [3, 11] });
const leap = await person('Leap Day', { birth: [2, 29], locationIds: [newYork.id] });
const dst = await person('Spring Forward', { birth: [3, 8], locationIds: [newYork.id] });
// The one the deletion test deletes: a day of its own, so the other tests never meet it.
const dee = await person('Dee Parted', { birth: [3, 20], locationIds: [newYork.id] });

// A company that turned automatic celebrations off, and one that turned them on explicitly.
const off = await buildCompany(db, 'Quiet Co');
const on = await buildCompany(db, 'Party Co');
await db
  .insertInto('company_flags')
  .values([
    { company_id: off.company.id, key: 'celebrations', enabled: false },
    { company_id: on.company.id, key: 'celebrations', enabled: true },
  ])
  .execute();
const quiet = await person('Quiet Birthday', { birth: [3, 11], company: off.company.id });
const party = await person('Party Birthday', { birth: [3, 11], company: on.company.id });

const automatic = (employeeId: number) =>
  db
    .selectFrom('memos')
    .selectAll()
    .where('celebrated_employee_id', '=', employeeId)
    .where('celebration_automatic', '=', true)
    .orderBy('id')
    .execute();
const targets = async (memoId: number) => ({
  locations: (
    await db.selectFrom('memo_locations').select('location_id').where('memo_id', '=', memoId).execute()
  )
    .map((r) => r.location_id)
    .sort(),
  recipients: (
    await db.selectFrom('memo_recipients').select('employee_id').where('memo_id', '=', memoId).execute()
  ).map((r) => r.employee_id),
});

/**
 * The hourly job through 10 March: New York's celebrations of the 11th at 07:00 UTC, Honolulu's
 * at 10:00. Idempotent, so each test that needs them runs it, in whatever order the tests run.
 */
async function jobsOnTheTenth() {
  await deps.jobs.runDue(new Date('2026-03-10T07:00:00Z'));
  await deps.jobs.runDue(new Date('2026-03-10T10:00:00Z'));
}
const dueIds = async (now: string) => (await occasionsTomorrow(db, new Date(now))).map((o) => o.person.id);

describe('zonedTime', () => {
  it('is the instant a zone shows a wall time, across daylight saving', () => {
    expect(zonedTime('2026-03-07', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(zonedTime('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(zonedTime('2026-11-01', '00:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(zonedTime('2026-03-11', '09:00', 'Pacific/Honolulu').toISOString()).toBe(
      '2026-03-11T19:00:00.000Z',
    );
  });
});

describe('celebrations.create-due (the hourly job)', () => {
  it("makes tomorrow's celebrations in each employee's own zone: New York's before Honolulu's", async () => {
    // 07:00 UTC on 10 March: 03:00 in New York (tomorrow is the 11th), 21:00 on the 9th in Honolulu.
    const atSeven = await dueIds('2026-03-10T07:00:00Z');
    expect(atSeven).toContain(nate.id);
    expect(atSeven).not.toContain(hana.id);
    // Three hours later it is midnight in Honolulu: Hana's turn.
    expect(await dueIds('2026-03-10T10:00:00Z')).toContain(hana.id);
    await jobsOnTheTenth();
    const [birthday] = await automatic(nate.id);
    // Made scheduled (the 09:00 test below sees one go out), addressed to New York and to Nate.
    expect(birthday).toMatchObject({
      kind: 'celebration',
      title: 'Happy birthday, Nate!',
      category: 'Birthday',
      type: 'nonflaggable',
      creator_id: null,
      celebration_type: 'birthday',
      celebration_date: '2026-03-11',
      celebration_years: null,
      start_at: '2026-03-11T13:00:00.000Z',
      end_at: '2026-03-12T04:00:00.000Z',
    });
    expect(await targets(birthday?.id ?? 0)).toEqual({ locations: [newYork.id], recipients: [nate.id] });
    const es = await db
      .selectFrom('memo_translations')
      .select(['locale_code', 'title'])
      .where('memo_id', '=', birthday?.id ?? 0)
      .execute();
    expect(es).toEqual([{ locale_code: 'es', title: '¡Feliz cumpleaños, Nate!' }]);
    const [hanas] = await automatic(hana.id);
    expect(hanas).toMatchObject({
      title: 'Happy birthday, Hana!',
      start_at: '2026-03-11T19:00:00.000Z',
      end_at: '2026-03-12T10:00:00.000Z',
    });
  });

  it('anniversaries count whole years (a first day is none); leave, inactive and the flag off make none', async () => {
    await jobsOnTheTenth();
    const [six] = await automatic(sixYears.id);
    expect(six).toMatchObject({
      title: 'Happy 6-year work anniversary, Sue!',
      celebration_type: 'anniversary',
      celebration_years: 6,
      category: 'Anniversary',
      // Her first location is Honolulu (the lower id): its zone.
      start_at: '2026-03-11T19:00:00.000Z',
    });
    expect(await targets(six?.id ?? 0)).toEqual({
      locations: [honolulu.id, newYork.id].sort(),
      recipients: [sixYears.id],
    });
    expect((await automatic(oneYear.id))[0]?.title).toBe('Happy 1-year work anniversary, Omar!');
    expect(await automatic(quiet.id)).toEqual([]);
    expect(await automatic(party.id)).toHaveLength(1);
    // No location: America/Chicago, addressed to the person alone.
    const [nomad] = await automatic(nowhere.id);
    expect(nomad?.start_at).toBe('2026-03-11T14:00:00.000Z');
    expect(await targets(nomad?.id ?? 0)).toEqual({ locations: [], recipients: [nowhere.id] });
    const made = await db
      .selectFrom('memos')
      .select('celebrated_employee_id')
      .where('company_id', '=', companyId)
      .where('celebration_date', '=', '2026-03-11')
      .execute();
    expect(made).toHaveLength(5);
  });

  it('is idempotent: the same hour again, a later hour, two runs at once make nothing twice', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('memos')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('celebration_automatic', '=', true)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await jobsOnTheTenth();
    const before = await count();
    expect(await deps.jobs.runDue(new Date('2026-03-10T10:30:00Z'))).toMatchObject({ failed: 0 });
    await deps.jobs.runDue(new Date('2026-03-10T15:00:00Z'));
    const both = await Promise.all([
      createDueCelebrations({ db, now: new Date('2026-03-10T16:00:00Z') }),
      createDueCelebrations({ db, now: new Date('2026-03-10T16:00:00Z') }),
    ]);
    expect(both.flat()).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('a deleted one is not made again; managers see and edit them before they go out', async () => {
    await jobsOnTheTenth();
    // Dee's day is 20 March: at 07:00 UTC on the 19th it is tomorrow in New York.
    expect(await createDueCelebrations({ db, now: new Date('2026-03-19T07:00:00Z') })).toHaveLength(1);
    const manager = await buildMember(db, companyId, 'manager');
    await linkEmployee(db, companyId, manager.employee.id, { locationIds: [newYork.id] });
    const list = await call<TCelebrationsPage>(app, 'GET', '/api/company/celebrations', {
      token: manager.token,
      query: { company_id: String(companyId) },
    });
    const ids = list.body.data.content.celebrations.map((m) => m.celebration?.employee.id);
    expect(ids).toContain(nate.id);
    expect(ids).toContain(dee.id);
    expect(ids).not.toContain(hana.id);
    const [birthday] = await automatic(dee.id);
    const edited = await call<TMemo>(app, 'POST', '/api/company/celebration', {
      token: manager.token,
      body: { company_id: companyId, id: birthday?.id, title: 'Happy birthday, Dee! Cake at noon' },
    });
    expect(edited.body.data.content).toMatchObject({ status: 'scheduled', celebration: { automatic: true } });
    const del = await call(app, 'DELETE', '/api/company/celebration', {
      token: manager.token,
      body: { company_id: companyId, id: birthday?.id },
    });
    expect(del.status).toBe(200);
    expect(await createDueCelebrations({ db, now: new Date('2026-03-19T20:00:00Z') })).toEqual([]);
    const rows = await automatic(dee.id);
    expect(rows.map((r) => r.deleted_at !== null)).toEqual([true]);
  });

  it('goes out at 09:00 local through the memo job, reaching the locations; ends with the day', async () => {
    await jobsOnTheTenth();
    const [hanas] = await automatic(hana.id);
    await deps.jobs.runDue(new Date('2026-03-11T18:59:00Z'));
    expect((await automatic(hana.id))[0]?.status).toBe('scheduled');
    await deps.jobs.runDue(new Date('2026-03-11T19:00:00Z'));
    expect((await automatic(hana.id))[0]?.status).toBe('published');
    const reached = await db
      .selectFrom('memo_responses')
      .select(['employee_id', 'is_celebration'])
      .where('memo_id', '=', hanas?.id ?? 0)
      .orderBy('employee_id')
      .execute();
    expect(reached.map((r) => r.employee_id)).toEqual([hana.id, sixYears.id]);
    expect(reached.every((r) => r.is_celebration === true || r.is_celebration === 1)).toBe(true);
    await deps.jobs.runDue(new Date('2026-03-12T10:00:00Z'));
    expect((await automatic(hana.id))[0]?.status).toBe('expired');
  });

  it('29 February falls on the 28th in other years; daylight saving moves 09:00', async () => {
    await createDueCelebrations({ db, now: new Date('2027-02-27T18:00:00Z') });
    expect((await automatic(leap.id)).map((m) => m.celebration_date)).toEqual(['2027-02-28']);
    await createDueCelebrations({ db, now: new Date('2028-02-28T18:00:00Z') });
    expect((await automatic(leap.id)).map((m) => m.celebration_date)).toEqual(['2027-02-28', '2028-02-29']);
    await createDueCelebrations({ db, now: new Date('2026-03-07T18:00:00Z') });
    expect((await automatic(dst.id)).map((m) => [m.start_at, m.end_at])).toEqual([
      ['2026-03-08T13:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ]);
  });
});
