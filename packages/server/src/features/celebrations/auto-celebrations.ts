import { CELEBRATION_START_TIME, CELEBRATION_TYPE_LABELS } from '@teamline/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { localDateTime } from '../../jobs/schedules.js';
import { saveTargets } from '../memos/memo-targets.js';
import { getMemoSettings } from '../settings/settings.service.js';
import { automaticTexts } from './auto-texts.js';
import { addDays, type EmployeePlace, employeePlaces, onYear, zonedTime } from './celebration-dates.js';

/**
 * The daily birthdays and work anniversaries (docs/decisions.md, Celebrations). Run every hour,
 * it makes for each active employee not on leave whose birthday or work anniversary is TOMORROW
 * where they work (their first location's zone) a scheduled celebration that goes out at 09:00
 * that day and ends at its end, addressed to their locations and to them; managers can edit or
 * delete it until then, and the memo minute job publishes it. Insert-or-ignore against the
 * partial unique index (company, employee, type, date) makes a retried or doubled run, and a
 * celebration a manager deleted (soft), never come back. Companies with the flag 'celebrations'
 * turned off get none.
 */

/** The company flag that, explicitly disabled, turns automatic celebrations off (absent = on). */
export const CELEBRATIONS_FLAG = 'celebrations';

interface Person {
  id: number;
  company_id: number;
  name: string;
  name_first: string | null;
  birth_date_month: number | null;
  birth_date_day: number | null;
  work_anniversary: string | null;
}

export interface Occasion {
  person: Person;
  place: EmployeePlace;
  type: 'birthday' | 'anniversary';
  date: string;
  years: number | null;
}

const mmdd = (date: string) => date.slice(5, 10);

/**
 * The people whose day may be tomorrow somewhere: local today is UTC's day −1 … +1 (zones span
 * UTC−12 … UTC+14), so tomorrow is one of three UTC days; 28 February brings 29 February along.
 */
async function candidates(db: Database, now: Date): Promise<Person[]> {
  const today = now.toISOString().slice(0, 10);
  const days = [0, 1, 2].map((n) => mmdd(addDays(today, n)));
  if (days.includes('02-28')) days.push('02-29');
  const enabled = db
    .selectFrom('companies')
    .select('companies.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('company_flags')
            .select('company_flags.id')
            .whereRef('company_flags.company_id', '=', 'companies.id')
            .where('company_flags.key', '=', CELEBRATIONS_FLAG)
            .where('company_flags.enabled', '=', false),
        ),
      ),
    );
  return db
    .selectFrom('employees')
    .select([
      'id',
      'company_id',
      'name',
      'name_first',
      'birth_date_month',
      'birth_date_day',
      'work_anniversary',
    ])
    .where('company_id', 'in', enabled)
    .where('is_active', '=', true)
    .where('on_leave', '=', false)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...days.map((d) =>
          eb.and([
            eb('birth_date_month', '=', Number(d.slice(0, 2))),
            eb('birth_date_day', '=', Number(d.slice(3))),
          ]),
        ),
        eb(sql<string>`substr(work_anniversary, 6, 5)`, 'in', days),
      ]),
    )
    .execute();
}

/** The birthdays and anniversaries that fall tomorrow in each person's own zone. */
export async function occasionsTomorrow(db: Database, now: Date): Promise<Occasion[]> {
  const people = await candidates(db, now);
  const places = await employeePlaces(
    db,
    people.map((p) => p.id),
  );
  const out: Occasion[] = [];
  for (const person of people) {
    const place = places.get(person.id);
    if (!place) continue;
    const date = addDays(localDateTime(now, place.timeZone).date, 1);
    const year = Number(date.slice(0, 4));
    const { birth_date_month: month, birth_date_day: day, work_anniversary: start } = person;
    if (month && day && onYear(year, month, day) === date)
      out.push({ person, place, type: 'birthday', date, years: null });
    if (start && /^\d{4}-\d{2}-\d{2}$/.test(start)) {
      const years = year - Number(start.slice(0, 4));
      if (years > 0 && onYear(year, Number(start.slice(5, 7)), Number(start.slice(8, 10))) === date)
        out.push({ person, place, type: 'anniversary', date, years });
    }
  }
  return out;
}

/** Makes one automatic celebration unless it exists (or existed: deleted ones stay); answers its id. */
async function createAutomatic(
  db: Database,
  o: Occasion,
  priority: string,
  now: string,
): Promise<number | null> {
  const texts = automaticTexts(o);
  return db.transaction().execute(async (trx) => {
    const memo = await trx
      .insertInto('memos')
      .values({
        company_id: o.person.company_id,
        kind: 'celebration',
        status: 'scheduled',
        title: texts.en.title,
        content: texts.en.content,
        category: CELEBRATION_TYPE_LABELS[o.type],
        priority,
        signature: false,
        type: 'nonflaggable',
        mode: 'segments',
        options_key: 'custom',
        celebrated_employee_id: o.person.id,
        celebration_type: o.type,
        celebration_date: o.date,
        celebration_years: o.years,
        celebration_automatic: true,
        start_at: zonedTime(o.date, CELEBRATION_START_TIME, o.place.timeZone).toISOString(),
        end_at: zonedTime(addDays(o.date, 1), '00:00', o.place.timeZone).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!memo) return null;
    await saveTargets(trx, memo.id, { locationIds: o.place.locationIds, recipientIds: [o.person.id] });
    await trx
      .insertInto('memo_translations')
      .values({ memo_id: memo.id, locale_code: 'es', ...texts.es, created_at: now, updated_at: now })
      .execute();
    return memo.id;
  });
}

/** The job's work at `now`: answers the ids of the celebrations it made (none when all exist). */
export async function createDueCelebrations(opts: { db: Database; now?: Date }): Promise<number[]> {
  const now = opts.now ?? new Date();
  const priorities = new Map<number, string>();
  const made: number[] = [];
  for (const o of await occasionsTomorrow(opts.db, now)) {
    const companyId = o.person.company_id;
    if (!priorities.has(companyId))
      priorities.set(companyId, (await getMemoSettings({ db: opts.db, companyId })).default_priority);
    const id = await createAutomatic(opts.db, o, priorities.get(companyId) ?? 'normal', now.toISOString());
    if (id !== null) made.push(id);
  }
  return made;
}
