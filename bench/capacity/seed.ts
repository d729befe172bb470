/**
 * The capacity test's data: one retail company of N people in locations of 20 (3 managers and 17
 * employees each, so 15 % managers), each with an account and a bearer token; every manager is
 * the direct manager of the employees of their location. People, locations and tokens go in
 * straight through Kysely in batched inserts (tokens as the auth code stores them: the SHA-256 of
 * 256 random bits, tokens.ts), as nobody logs in thousands of times a minute; memos, surveys and
 * chat groups go through the API itself (app.inject), as managers make them: per location 3
 * messages, 1 survey and a chat group; company-wide 1 message and 1 survey.
 */
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../packages/server/src/db/index.js';
import type { AppDeps } from '../../packages/server/src/deps.js';
import { createTeam } from '../../packages/server/src/features/companies/companies.service.js';
import { hashToken, randomToken } from '../../packages/server/src/http/tokens.js';

export const LOCATION_SIZE = 20;
export const MANAGERS_PER_LOCATION = 3;
const BATCH = 500;

/** One simulated person, as the load tool's payload names them (users.csv, this column order). */
export interface SeededUser {
  token: string;
  role: 'employee' | 'manager';
  companyId: number;
  employeeId: number;
  locationId: number;
  groupId: number;
  /** A surname shared with some colleagues: what a manager types to filter the team. */
  term: string;
}

const SURNAMES = ['Baker', 'Cruz', 'Dunn', 'Ellis', 'Ford', 'Gray', 'Hale', 'Ito', 'Khan', 'Lund'];
const FIRST = ['Ana', 'Ben', 'Carla', 'Dev', 'Elif', 'Femi', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kira', 'Luis'];

interface Envelope<T> {
  data: { content: T };
}

async function call<T>(app: FastifyInstance, token: string, method: 'POST', url: string, payload: object) {
  const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<Envelope<T>>().data.content;
}

async function insertTokens(deps: AppDeps, userIds: number[]): Promise<string[]> {
  const tokens: string[] = [];
  const now = new Date();
  const expires = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  for (let from = 0; from < userIds.length; from += BATCH) {
    const rows = userIds.slice(from, from + BATCH).map((user_id) => {
      const token = randomToken();
      tokens.push(token);
      return { user_id, token_hash: hashToken(token), created_at: now.toISOString(), expires_at: expires };
    });
    await deps.db.insertInto('auth_tokens').values(rows).execute();
  }
  return tokens;
}

/** Seeds `people` people (rounded up to whole locations) and answers them store by store (see storeByStore). */
export async function seedCapacity(
  app: FastifyInstance,
  deps: AppDeps,
  people: number,
): Promise<SeededUser[]> {
  const { db } = deps;
  const now = nowIso();
  const run = `${process.pid}-${Date.now()}`;
  const locations = Math.ceil(people / LOCATION_SIZE);
  const founder = await db
    .insertInto('users')
    .values({
      name: 'Capacity Admin',
      email: `admin-${run}@capacity.teamline.test`,
      phone: null,
      password_hash: null,
      default_locale: 'en',
      default_company_id: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const companyId = (await createTeam({ db, user: founder, name: 'Capacity Coffee', trialDays: 365 })).id;
  const [founderToken] = await insertTokens(deps, [founder.id]);

  // People, by location: index k in a location < 3 is a manager.
  const people_: { userId: number; employeeId: number; locationId: number; role: SeededUser['role'] }[] = [];
  await db.transaction().execute(async (trx) => {
    const locationIds = (
      await trx
        .insertInto('locations')
        .values(
          Array.from({ length: locations }, (_, i) => ({
            company_id: companyId,
            name: `Store ${String(i + 1).padStart(4, '0')}`,
            timezone: 'America/Chicago',
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const total = locations * LOCATION_SIZE;
    for (let from = 0; from < total; from += BATCH) {
      const n = Math.min(BATCH, total - from);
      const name = (i: number) =>
        `${FIRST[i % FIRST.length]} ${SURNAMES[Math.floor(i / 7) % SURNAMES.length]}`;
      const users = await trx
        .insertInto('users')
        .values(
          Array.from({ length: n }, (_, k) => ({
            name: name(from + k),
            email: `p${from + k}-${run}@capacity.teamline.test`,
            default_locale: 'en' as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const roleOf = (i: number) => (i % LOCATION_SIZE < MANAGERS_PER_LOCATION ? 'manager' : 'employee');
      const employees = await trx
        .insertInto('employees')
        .values(
          users.map((u, k) => ({
            company_id: companyId,
            user_id: u.id,
            name: name(from + k),
            email: `p${from + k}-${run}@capacity.teamline.test`,
            role: roleOf(from + k),
            default_locale: 'en' as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const locationOf = (i: number) => locationIds[Math.floor(i / LOCATION_SIZE)] as number;
      await trx
        .insertInto('employee_locations')
        .values(
          employees.map((e, k) => ({
            employee_id: e.id,
            location_id: locationOf(from + k),
            company_id: companyId,
          })),
        )
        .execute();
      for (const [k, e] of employees.entries())
        people_.push({
          userId: (users[k] as { id: number }).id,
          employeeId: e.id,
          locationId: locationOf(from + k),
          role: roleOf(from + k),
        });
    }
    // Each location's managers manage its employees.
    const links: { manager_id: number; employee_id: number; company_id: number }[] = [];
    for (let at = 0; at < people_.length; at += LOCATION_SIZE) {
      const group = people_.slice(at, at + LOCATION_SIZE);
      for (const m of group.filter((p) => p.role === 'manager'))
        for (const e of group.filter((p) => p.role === 'employee'))
          links.push({ manager_id: m.employeeId, employee_id: e.employeeId, company_id: companyId });
    }
    for (let from = 0; from < links.length; from += BATCH)
      await trx
        .insertInto('employee_managers')
        .values(links.slice(from, from + BATCH))
        .execute();
  });
  const tokens = await insertTokens(
    deps,
    people_.map((p) => p.userId),
  );

  // What managers make, through the API: a chat group and memos per location, two for everyone.
  const admin = founderToken as string;
  const locationIds = [...new Set(people_.map((p) => p.locationId))];
  const groupOf = new Map<number, number>();
  const survey = (title: string) => ({
    kind: 'survey',
    title,
    content: '<p>Tell us how the week went.</p>',
    options: [
      { question: 'Was the schedule clear?', options: ['Yes', 'No'] },
      { question: 'How busy was the store?', options: ['Quiet', 'Normal', 'Busy'] },
    ],
  });
  const message = (title: string) => ({
    kind: 'message',
    title,
    content: '<p>Please read the new opening checklist before your next shift.</p>',
  });
  for (const [i, locationId] of locationIds.entries()) {
    const managerToken = tokens[i * LOCATION_SIZE] as string;
    const group = await call<{ id: number }>(app, admin, 'POST', '/api/chat/groups', {
      company_id: companyId,
      name: `Store ${i + 1}`,
      location_ids: [locationId],
    });
    groupOf.set(locationId, group.id);
    for (const body of [
      message('Opening checklist'),
      message('Holiday hours'),
      message('New uniforms'),
      survey('Weekly pulse'),
    ])
      await call(app, managerToken, 'POST', '/api/memos/create', {
        company_id: companyId,
        ...body,
        location_ids: [locationId],
        publish: true,
      });
  }
  for (const body of [message('Welcome to Capacity Coffee'), survey('Company survey')])
    await call(app, admin, 'POST', '/api/memos/create', {
      company_id: companyId,
      ...body,
      location_ids: locationIds,
      publish: true,
    });

  const seeded = people_.map((p, i) => ({
    token: tokens[i] as string,
    role: p.role,
    companyId,
    employeeId: p.employeeId,
    locationId: p.locationId,
    groupId: groupOf.get(p.locationId) as number,
    term: SURNAMES[Math.floor(i / 7) % SURNAMES.length] as string,
  }));
  return storeByStore(seeded);
}

/**
 * Whole stores in turn, each with its managers spread (rows 0, 7 and 14 of its 20): the first N
 * rows of the payload, the users of a step, are whole teams of colleagues, 15 % managers.
 */
function storeByStore(users: SeededUser[]): SeededUser[] {
  const out: SeededUser[] = [];
  for (let at = 0; at < users.length; at += LOCATION_SIZE) {
    const team = users.slice(at, at + LOCATION_SIZE);
    const managers = team.filter((u) => u.role === 'manager');
    const employees = team.filter((u) => u.role === 'employee');
    for (let k = 0; k < team.length; k++) {
      const next = k % 7 === 0 ? managers.shift() : employees.shift();
      if (next) out.push(next);
    }
    out.push(...managers, ...employees);
  }
  return out;
}
