/**
 * Seeds one company with 50,000 employees over 200 locations (one location each) and 5 audiences
 * (one each), straight through Kysely: batched multi-row inserts inside one transaction.
 *
 * Names are "<first> <surname>" where the surname is one of 100 made-up, mutually non-overlapping
 * words. Employee i is in location i % 200 and has surname ⌊i / 200⌋ % 100; as there are
 * 50,000 / 200 = 250 blocks of 200, a surname covers 2 or 3 blocks: the term used (surname 37) matches 600 names, 1.2 %, and 3 people in one location.
 */
import { sql } from 'kysely';
import type { Database, Dialect } from '../../packages/server/src/db/index.js';

export const EMPLOYEES = 50_000;
export const LOCATIONS = 200;
export const AUDIENCES = 5;
const BATCH = 500;

const FIRST = ['Ana', 'Ben', 'Carla', 'Dev', 'Elif', 'Femi', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kira', 'Luis'];
const SURNAME_HEADS = ['Bal', 'Cor', 'Dun', 'Fel', 'Gar', 'Hol', 'Kes', 'Lam', 'Mor', 'Pen'];
const SURNAME_TAILS = ['ston', 'wick', 'ford', 'ley', 'more', 'by', 'ton', 'well', 'wood', 'ridge'];

function surname(i: number): string {
  const s = Math.floor(i / LOCATIONS) % 100;
  return `${SURNAME_HEADS[Math.floor(s / 10)]}${SURNAME_TAILS[s % 10]}`;
}

export interface EmployeesSeeded {
  employees: number;
  locations: number;
  seedMs: number;
  /** A search term matching ~1 % of the names. */
  term: string;
  /** How many active employees the term matches, company-wide and in `locationId`. */
  termMatches: number;
  locationId: number;
  locationTermMatches: number;
}

export async function seedEmployees(
  db: Database,
  dialect: Dialect,
  companyId: number,
): Promise<EmployeesSeeded> {
  const started = performance.now();
  const now = new Date().toISOString();
  const term = surname(37 * LOCATIONS); // "Felwell"
  let locationId = 0;
  await db.transaction().execute(async (trx) => {
    const locationIds: number[] = [];
    for (let from = 0; from < LOCATIONS; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, LOCATIONS - from) }, (_, k) => ({
        company_id: companyId,
        name: `Store ${String(from + k + 1).padStart(3, '0')}`,
        timezone: 'America/New_York',
        created_at: now,
        updated_at: now,
      }));
      const ids = await trx.insertInto('locations').values(rows).returning('id').execute();
      locationIds.push(...ids.map((r) => r.id));
    }
    const audienceIds = (
      await trx
        .insertInto('audiences')
        .values(
          Array.from({ length: AUDIENCES }, (_, k) => ({
            company_id: companyId,
            name: `Audience ${k + 1}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    locationId = locationIds[7] ?? 0;

    for (let from = 0; from < EMPLOYEES; from += BATCH) {
      const count = Math.min(BATCH, EMPLOYEES - from);
      const people = Array.from({ length: count }, (_, k) => {
        const i = from + k;
        return {
          company_id: companyId,
          name: `${FIRST[i % FIRST.length]} ${surname(i)}`,
          email: `employee${i}@bench.teamline.test`,
          role: 'employee' as const,
          default_locale: 'en' as const,
          created_at: now,
          updated_at: now,
        };
      });
      const ids = (await trx.insertInto('employees').values(people).returning('id').execute()).map(
        (r) => r.id,
      );
      await trx
        .insertInto('employee_locations')
        .values(
          ids.map((id, k) => ({
            employee_id: id,
            location_id: locationIds[(from + k) % LOCATIONS] as number,
            company_id: companyId,
          })),
        )
        .execute();
      await trx
        .insertInto('employee_audiences')
        .values(
          ids.map((id, k) => ({
            employee_id: id,
            audience_id: audienceIds[(from + k) % AUDIENCES] as number,
            company_id: companyId,
          })),
        )
        .execute();
    }
  });
  // A production PostgreSQL has planner statistics and a vacuumed table soon after a bulk load
  // (autovacuum analyzes it, and since PostgreSQL 13 vacuums insert-only tables too, which sets
  // the visibility map and flushes the trigram indexes' GIN pending lists): measure that steady
  // state, not the minutes right after the load. SQLite: the app never runs ANALYZE, so neither
  // do we.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const seedMs = performance.now() - started;

  const like = `%${term.toLowerCase()}%`;
  const matches = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where(sql`lower(name)`, 'like', like)
    .executeTakeFirstOrThrow();
  const inLocation = await db
    .selectFrom('employees')
    .innerJoin('employee_locations', 'employee_locations.employee_id', 'employees.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('employees.company_id', '=', companyId)
    .where('employee_locations.location_id', '=', locationId)
    .where(sql`lower(employees.name)`, 'like', like)
    .executeTakeFirstOrThrow();
  return {
    employees: EMPLOYEES,
    locations: LOCATIONS,
    seedMs,
    term,
    termMatches: Number(matches.n),
    locationId,
    locationTermMatches: Number(inLocation.n),
  };
}
