/**
 * Seeds the media library bench straight through Kysely (batched multi-row inserts in one
 * transaction, as templates-seed.ts does): 100,000 files of the bench company over the four
 * categories (every 4th a video, an audio file, a PDF, an image), each targeted to one of 10
 * locations and every 3rd to one of 5 audiences, every 2nd marked viewable. Names are
 * "<topic> <word>": file i has word ⌊i / 4⌋ % 100 of 100 made-up, non-overlapping words, so a word
 * matches 1 % of the library, spread over the whole list.
 */
import { sql } from 'kysely';
import type { Database, Dialect } from '../../packages/server/src/db/index.js';
import { issueAuthToken } from '../../packages/server/src/http/tokens.js';

export const MEDIA_FILES = 100_000;
const LOCATIONS = 10;
const AUDIENCES = 5;
const BATCH = 500;

const TOPICS = ['Safety', 'Menu', 'Training', 'Uniforms', 'Schedule', 'Welcome'];
const HEADS = ['Bram', 'Cliv', 'Drom', 'Fenn', 'Grul', 'Hask', 'Jorv', 'Klim', 'Murn', 'Pell'];
const TAILS = ['ado', 'ique', 'orn', 'ulet', 'amar', 'esk', 'ivo', 'ont', 'ura', 'yth'];
const KINDS = [
  { type: 'mp4', mime: 'video/mp4', category: 'video' },
  { type: 'mp3', mime: 'audio/mpeg', category: 'audio' },
  { type: 'pdf', mime: 'application/pdf', category: 'document' },
  { type: 'jpg', mime: 'image/jpeg', category: 'image' },
] as const;

function word(i: number): string {
  const w = Math.floor(i / KINDS.length) % 100;
  return `${HEADS[Math.floor(w / 10)]}${TAILS[w % 10]}`;
}

export interface MediaSeeded {
  files: number;
  seedMs: number;
  /** A search term matching 1 % of the files. */
  term: string;
  termMatches: number;
  locationId: number;
  audienceId: number;
  /** An employee of the first location and audience (their Files: the viewable files targeted there). */
  employeeToken: string;
  /** How many files that employee sees. */
  employeeSees: number;
}

export async function seedMedia(
  db: Database,
  dialect: Dialect,
  companyId: number,
  creatorId: number,
): Promise<MediaSeeded> {
  const started = performance.now();
  const base = Date.now() - MEDIA_FILES * 60_000;
  const at = (i: number) => new Date(base + i * 60_000).toISOString();
  let locationIds: number[] = [];
  let audienceIds: number[] = [];
  let employeeSees = 0;
  await db.transaction().execute(async (trx) => {
    locationIds = (
      await trx
        .insertInto('locations')
        .values(
          Array.from({ length: LOCATIONS }, (_, k) => ({
            company_id: companyId,
            name: `Store ${k + 1}`,
            timezone: 'America/Chicago',
            created_at: at(0),
            updated_at: at(0),
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    audienceIds = (
      await trx
        .insertInto('audiences')
        .values(
          Array.from({ length: AUDIENCES }, (_, k) => ({
            company_id: companyId,
            name: `Crew ${k + 1}`,
            created_at: at(0),
            updated_at: at(0),
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    for (let from = 0; from < MEDIA_FILES; from += BATCH) {
      const n = Math.min(BATCH, MEDIA_FILES - from);
      const rows = Array.from({ length: n }, (_, k) => {
        const i = from + k;
        const kind = KINDS[i % KINDS.length] as (typeof KINDS)[number];
        const name = `${TOPICS[i % TOPICS.length]} ${word(i)}`;
        const file = `bench-${i}.${kind.type}`;
        return {
          company_id: companyId,
          name,
          title: null,
          content: null,
          filename: file,
          filename_min: null,
          filename_thumb: null,
          filepath: `media/${companyId}/${file}`,
          filepath_min: null,
          filepath_thumb: null,
          original_filename: file,
          mime: kind.mime,
          size: 10_000 + ((i * 7919) % 5_000_000),
          type: kind.type,
          type_category: kind.category,
          search: `${name} ${file}`.toLowerCase(),
          marked_viewable_at: i % 2 === 0 ? at(i) : null,
          creator_id: creatorId,
          updater_id: creatorId,
          created_at: at(i),
          updated_at: at(i),
        };
      });
      const ids = (await trx.insertInto('media').values(rows).returning('id').execute()).map((r) => r.id);
      await trx
        .insertInto('media_locations')
        .values(
          ids.map((id, k) => ({ media_id: id, location_id: locationIds[(from + k) % LOCATIONS] as number })),
        )
        .execute();
      const crew = ids.filter((_, k) => (from + k) % 3 === 0);
      // The bench employee (location 1, audience 1) sees a file viewable (even) and of either.
      const crewOfFirst = new Set(crew.filter((_, c) => c % AUDIENCES === 0));
      ids.forEach((id, k) => {
        const i = from + k;
        if (i % 2 === 0 && (i % LOCATIONS === 0 || crewOfFirst.has(id))) employeeSees++;
      });
      await trx
        .insertInto('media_audiences')
        .values(crew.map((id, k) => ({ media_id: id, audience_id: audienceIds[k % AUDIENCES] as number })))
        .execute();
    }
  });
  const at0 = at(0);
  const user = await db
    .insertInto('users')
    .values({
      name: 'Bench Employee',
      email: `bench-employee-${companyId}@bench.teamline.test`,
      phone: null,
      password_hash: null,
      default_locale: 'en',
      default_company_id: companyId,
      created_at: at0,
      updated_at: at0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('employees')
    .values({
      company_id: companyId,
      user_id: user.id,
      name: 'Bench Employee',
      email: `bench-employee-${companyId}@bench.teamline.test`,
      role: 'employee',
      default_locale: 'en',
      created_at: at0,
      updated_at: at0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('employee_locations')
    .values({ company_id: companyId, employee_id: employee.id, location_id: locationIds[0] as number })
    .execute();
  await db
    .insertInto('employee_audiences')
    .values({ company_id: companyId, employee_id: employee.id, audience_id: audienceIds[0] as number })
    .execute();
  const employeeToken = await issueAuthToken({ db, userId: user.id, ttlDays: 1 });
  // As the other seeds: PostgreSQL measured in its settled state (statistics, visibility map).
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  return {
    files: MEDIA_FILES,
    seedMs: Math.round(performance.now() - started),
    term: word(0).toLowerCase(),
    termMatches: MEDIA_FILES / 100,
    locationId: locationIds[0] as number,
    audienceId: audienceIds[0] as number,
    employeeToken,
    employeeSees,
  };
}
