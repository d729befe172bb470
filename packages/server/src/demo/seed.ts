import { TRIAL_DAYS } from '@teamline/shared';
import type { Database } from '../db/index.js';
import { hashPassword } from '../features/auth/passwords.js';
import { newJoinCode } from '../features/companies/companies.service.js';

export const DEMO_PASSWORD = 'teamline-demo';
export const DEMO_USERS = [
  { name: 'Avery Admin', email: 'admin@demo.teamline.test', phone: '15550100001', role: 'admin' },
  { name: 'Morgan Manager', email: 'manager@demo.teamline.test', phone: '15550100002', role: 'manager' },
  { name: 'Eli Employee', email: 'employee@demo.teamline.test', phone: '15550100003', role: 'employee' },
] as const;

/** Seeds the demo company once, into an empty database. Returns false when there was data already. */
export async function seedDemo(db: Database): Promise<boolean> {
  const any = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const now = new Date();
  const iso = now.toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({
        name: 'Demo Coffee Co.',
        slogan: 'Great coffee, great teams',
        logo: null,
        join_code: newJoinCode(),
        trial_ends_at: new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString(),
        subscription_status: 'trialing',
        subscribed_locations: 0,
        created_at: iso,
        updated_at: iso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const locationIds: number[] = [];
    for (const [name, timezone] of [
      ['Downtown', 'America/Chicago'],
      ['Airport', 'America/Chicago'],
      ['Riverside', 'America/Denver'],
    ] as const) {
      const row = await trx
        .insertInto('locations')
        .values({ company_id: company.id, name, timezone, created_at: iso, updated_at: iso })
        .returning('id')
        .executeTakeFirstOrThrow();
      locationIds.push(row.id);
    }
    const audienceIds: number[] = [];
    for (const name of ['Baristas', 'Shift Leads']) {
      const row = await trx
        .insertInto('audiences')
        .values({ company_id: company.id, name, created_at: iso, updated_at: iso })
        .returning('id')
        .executeTakeFirstOrThrow();
      audienceIds.push(row.id);
    }
    const employeeIds: Record<string, number> = {};
    for (const u of DEMO_USERS) {
      const user = await trx
        .insertInto('users')
        .values({
          name: u.name,
          email: u.email,
          phone: u.phone,
          password_hash: passwordHash,
          default_locale: 'en',
          default_company_id: company.id,
          created_at: iso,
          updated_at: iso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [first, last] = u.name.split(' ');
      const employee = await trx
        .insertInto('employees')
        .values({
          company_id: company.id,
          user_id: user.id,
          name: u.name,
          name_first: first ?? null,
          name_last: last ?? null,
          email: u.email,
          phone: u.phone,
          role: u.role,
          default_locale: 'en',
          invite_accepted_at: iso,
          created_at: iso,
          updated_at: iso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      employeeIds[u.role] = employee.id;
    }

    // A small roster without accounts yet, spread over the locations, so Team has people in it.
    const [downtown = 0, airport = 0, riverside = 0] = locationIds;
    const [baristas = 0, shiftLeads = 0] = audienceIds;
    const roster: Array<{ name: string; location: number; audience: number | null }> = [
      { name: 'Eli Employee', location: downtown, audience: baristas },
      ...DEMO_ROSTER.map((name, i) => ({
        name,
        location: [downtown, airport, riverside][i % 3] ?? downtown,
        audience: i % 4 === 0 ? shiftLeads : i % 2 === 0 ? baristas : null,
      })),
    ];
    const manager = employeeIds.manager ?? 0;
    for (const [index, person] of roster.entries()) {
      const id =
        person.name === 'Eli Employee'
          ? (employeeIds.employee ?? 0)
          : (
              await trx
                .insertInto('employees')
                .values({
                  company_id: company.id,
                  name: person.name,
                  name_first: person.name.split(' ')[0] ?? null,
                  name_last: person.name.split(' ')[1] ?? null,
                  role: 'employee',
                  default_locale: 'en',
                  ...demoDates(index, now),
                  created_at: iso,
                  updated_at: iso,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
      await trx
        .insertInto('employee_locations')
        .values({ company_id: company.id, employee_id: id, location_id: person.location })
        .execute();
      if (person.audience) {
        await trx
          .insertInto('employee_audiences')
          .values({ company_id: company.id, employee_id: id, audience_id: person.audience })
          .execute();
      }
      if (person.location === downtown) {
        await trx
          .insertInto('employee_managers')
          .values({ company_id: company.id, manager_id: manager, employee_id: id })
          .execute();
      }
    }
    await trx
      .insertInto('employee_locations')
      .values({ company_id: company.id, employee_id: manager, location_id: downtown })
      .execute();
  });
  return true;
}

/**
 * Birthdays and work anniversaries spread over the coming weeks (the first roster person's
 * birthday is tomorrow), so Sent › Celebrations has people coming up and the hourly job makes
 * a celebration for tomorrow on a fresh demo.
 */
function demoDates(index: number, now: Date) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000);
  const dates: { birth_date_day?: number; birth_date_month?: number; work_anniversary?: string } = {};
  if (index % 3 === 1) {
    const birthday = day(index === 1 ? 1 : index * 2);
    dates.birth_date_day = birthday.getUTCDate();
    dates.birth_date_month = birthday.getUTCMonth() + 1;
  }
  if (index % 4 === 2) {
    const anniversary = day(index * 3);
    anniversary.setUTCFullYear(anniversary.getUTCFullYear() - (1 + (index % 5)));
    dates.work_anniversary = anniversary.toISOString().slice(0, 10);
  }
  return dates;
}

const DEMO_ROSTER = [
  'Ana Torres',
  'Ben Carter',
  'Chloe Nguyen',
  'Diego Ramirez',
  'Grace Kim',
  'Hassan Ali',
  'Isla Brooks',
  'Jamal Reed',
  'Lucia Moreno',
  'Noah Patel',
];
