import type { ApiErrorBody, Envelope, Role } from '@teamline/shared';
import type { Database } from '../src/db/index.js';
import { nowIso } from '../src/db/index.js';
import { hashPassword } from '../src/features/auth/passwords.js';
import { createTeam, newJoinCode } from '../src/features/companies/companies.service.js';
import { issueAuthToken } from '../src/http/tokens.js';
import type { TestApp } from './harness.js';

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6) * 1000;

export const PASSWORD = 'correct horse battery';
const passwordHash = hashPassword(PASSWORD);

export async function buildUser(
  db: Database,
  overrides: { name?: string | null; email?: string; phone?: string } = {},
) {
  const n = next();
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      name: overrides.name === undefined ? `User ${n}` : overrides.name,
      email: overrides.email ?? `user${n}@example.test`,
      phone: overrides.phone ?? null,
      password_hash: await passwordHash,
      default_locale: 'en',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function tokenFor(db: Database, userId: number): Promise<string> {
  return issueAuthToken({ db, userId, ttlDays: 1 });
}

/** A company with an admin; returns both and the admin's bearer token. */
export async function buildCompany(db: Database, name = `Company ${next()}`) {
  const admin = await buildUser(db);
  const company = await createTeam({ db, user: admin, name });
  return { company, admin, adminToken: await tokenFor(db, admin.id) };
}

/** Adds a member with a role to a company (and a user to sign in as). */
export async function buildMember(db: Database, companyId: number, role: Role = 'employee') {
  const user = await buildUser(db);
  const now = nowIso();
  const employee = await db
    .insertInto('employees')
    .values({
      company_id: companyId,
      user_id: user.id,
      name: user.name ?? 'Member',
      email: user.email,
      role,
      default_locale: 'en',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, employee, token: await tokenFor(db, user.id) };
}

export { newJoinCode };

/** Shorthand for a JSON call through app.inject with an optional bearer token (or cookies). */
export async function call<T = unknown>(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
  } = {},
) {
  const res = await app.inject({
    method,
    url,
    query: opts.query,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  let json: unknown = null;
  try {
    json = res.json();
  } catch {
    json = null;
  }
  return { status: res.statusCode, body: json as Envelope<T> & ApiErrorBody, headers: res.headers };
}
