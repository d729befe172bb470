import type { Role, TRaisedHand } from '@teamline/shared';
import { expect } from 'vitest';
import type { Database } from '../src/db/index.js';
import { nowIso } from '../src/db/index.js';
import type { Member } from '../src/policies/index.js';
import { buildMember, call } from './factories.js';
import type { TestApp } from './harness.js';
import { buildMemoCompany } from './memos.js';
import { linkEmployee } from './people.js';

/**
 * A company for follow-up tests (test/memos.ts): the North manager also manages north1 directly,
 * a second manager runs South (south1 has no manager of their own, so admins hear from them).
 */
export async function buildFollowupCompany(db: Database) {
  const c = await buildMemoCompany(db);
  await linkEmployee(db, c.companyId, c.north1.employee.id, { managerIds: [c.manager.employee.id] });
  const southManager = await buildMember(db, c.companyId, 'manager');
  await linkEmployee(db, c.companyId, southManager.employee.id, { locationIds: [c.south.id] });
  const adminEmployee = await db
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', c.companyId)
    .where('user_id', '=', c.admin.id)
    .executeTakeFirstOrThrow();
  return { ...c, southManager, adminEmployee };
}

export type FollowupCompany = Awaited<ReturnType<typeof buildFollowupCompany>>;

/** Someone of a test company as the policies see the caller. */
export function asMember(
  companyId: number,
  person: { user: { id: number }; employee: { id: number; role: Role } },
): Member {
  return { userId: person.user.id, companyId, employeeId: person.employee.id, role: person.employee.role };
}

/** Raises a hand through the API (expects 200) and answers it. */
export async function raiseHand(
  app: TestApp,
  token: string,
  companyId: number,
  body: { note: string; is_urgent?: boolean },
): Promise<TRaisedHand> {
  const res = await call<{ raised_hand: TRaisedHand | null }>(app, 'POST', '/api/employee-hand/raise', {
    token,
    body: { company_id: companyId, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content.raised_hand as TRaisedHand;
}

/** Turns the company's check-ins on (the flag an admin sets in settings). */
export async function enableCheckins(db: Database, companyId: number) {
  await db
    .insertInto('company_flags')
    .values({ company_id: companyId, key: 'checkins', enabled: true })
    .execute();
}

/** The topics a check-in may be about in the company (none offered: any topic). */
export async function addCheckinTopics(db: Database, companyId: number, topics: string[]) {
  await db
    .insertInto('checkin_topics')
    .values(topics.map((name, position) => ({ company_id: companyId, name, position, deleted_at: null })))
    .execute();
}

/** A check-in row in the state a test needs (scheduled unless opened/answered times are given). */
export async function buildCheckin(
  db: Database,
  opts: {
    companyId: number;
    employeeId: number;
    creatorId: number | null;
    topic?: string;
    dueAt?: string;
    openedAt?: string | null;
    acknowledgedAt?: string | null;
    note?: string | null;
    managerAcknowledgedAt?: string | null;
  },
) {
  const now = nowIso();
  return db
    .insertInto('checkins')
    .values({
      company_id: opts.companyId,
      employee_id: opts.employeeId,
      creator_id: opts.creatorId,
      topic: opts.topic ?? 'How was your week?',
      due_at: opts.dueAt ?? now,
      opened_at: opts.openedAt ?? null,
      acknowledged_at: opts.acknowledgedAt ?? null,
      note: opts.note ?? null,
      manager_acknowledged_at: opts.managerAcknowledgedAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
