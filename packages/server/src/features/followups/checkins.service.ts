import { FOLLOWUP_TEXT, type ZCheckinSaveRequest } from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import { nowIso, toBool } from '../../db/index.js';
import type { CheckinRow, EmployeeRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import {
  authorizeCheckins,
  canAnswerFollowup,
  canRespondToFollowup,
  canScheduleCheckin,
  managersOf,
  relationTo,
  responderOf,
} from '../../policies/followup.js';
import type { Member } from '../../policies/index.js';
import { type PendingEvents, transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { followupUpdated, notifyPerson } from '../notifications/followup-notices.js';
import { markSubjectRead } from '../notifications/notifications.service.js';
import type { LoadedFollowup } from './followups.presenter.js';
import { findFollowup } from './followups.service.js';

/**
 * Check-ins: management asks an employee to check in on a topic at a due time (scheduled until
 * then; a job opens it and notifies the employee), the employee checks in with a note (their
 * managers are told), a manager answers it (followups.service.ts). Each call but the job's
 * answers 403 while the company flag 'checkins' is off.
 */

/** The request as validated; the company is the caller's (the guard checked `company_id`). */
type SaveInput = z.output<typeof ZCheckinSaveRequest>;

async function topicAllowed(db: Database, companyId: number, topic: string): Promise<boolean> {
  const topics = await db
    .selectFrom('checkin_topics')
    .select('name')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .execute();
  return topics.length === 0 || topics.some((t) => t.name === topic);
}

/** Opens a check-in whose time has come and tells the employee (inside the caller's transaction). */
async function openCheckin(
  trx: Database,
  events: PendingEvents,
  c: CheckinRow,
  now: string,
): Promise<boolean> {
  const res = await trx
    .updateTable('checkins')
    .set({ opened_at: now, updated_at: now })
    .where('id', '=', c.id)
    .where('opened_at', 'is', null)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  const employee = await trx
    .selectFrom('employees')
    .select(['id', 'user_id', 'default_locale'])
    .where('id', '=', c.employee_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (employee)
    await notifyPerson({
      db: trx,
      events,
      companyId: c.company_id,
      to: employee,
      notice: 'checkinOpen',
      content: c.topic,
      typeId: c.id,
    });
  return true;
}

/** A check-in of the caller's people (404 for anyone else's, as for a missing one). */
async function managedCheckin(db: Database, member: Member, id: number): Promise<CheckinRow> {
  const row = await db
    .selectFrom('checkins')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', member.companyId)
    .executeTakeFirst();
  if (!row || !canAnswerFollowup(member, row, await relationTo(db, member, row.employee_id)))
    throw notFound();
  return row;
}

/** The active employee a new check-in is for, when the caller may ask them (404 otherwise). */
async function checkinEmployee(db: Database, member: Member, employeeId: number) {
  const employee = await db
    .selectFrom('employees')
    .select(['id', 'company_id'])
    .where('id', '=', employeeId)
    .where('company_id', '=', member.companyId)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!employee || !canScheduleCheckin(member, employee, await relationTo(db, member, employee.id)))
    throw notFound();
  return employee;
}

/**
 * company/employee/checkin: creates a check-in (due now unless due_at says later) or edits one
 * not yet answered; a later due_at defers it (scheduled again), a due one opens at once.
 */
export async function saveCheckin(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  input: SaveInput;
}): Promise<Extract<LoadedFollowup, { kind: 'checkin' }>> {
  const { db, member, input } = opts;
  await authorizeCheckins(db, member.companyId);
  const now = nowIso();
  const existing = input.id ? await managedCheckin(db, member, input.id) : null;
  if (existing && existing.acknowledged_at !== null) throw invalid({ id: [FOLLOWUP_TEXT.checkinAnswered] });
  if (!existing) {
    if (!input.employee_id) throw invalid({ employee_id: [FOLLOWUP_TEXT.employeeRequired] });
    if (!input.topic) throw invalid({ topic: ['This field is required'] });
    await checkinEmployee(db, member, input.employee_id);
  }
  if (input.topic && !(await topicAllowed(db, member.companyId, input.topic)))
    throw invalid({ topic: [FOLLOWUP_TEXT.unknownTopic] });
  const dueAt = input.due_at === undefined ? (existing?.due_at ?? now) : (input.due_at ?? now);
  const id = await transactThenPublish(opts, async (trx, events) => {
    let row: CheckinRow;
    if (existing) {
      row = await trx
        .updateTable('checkins')
        .set({
          topic: input.topic ?? existing.topic,
          due_at: dueAt,
          is_urgent: input.is_urgent ?? toBool(existing.is_urgent),
          opened_at: dueAt > now ? null : existing.opened_at,
          updated_at: now,
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      row = await trx
        .insertInto('checkins')
        .values({
          company_id: member.companyId,
          employee_id: input.employee_id as number,
          topic: input.topic as string,
          due_at: dueAt,
          is_urgent: input.is_urgent ?? false,
          creator_id: member.employeeId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (dueAt <= now) await openCheckin(trx, events, row, now);
    await followupUpdated({
      db: trx,
      events,
      companyId: member.companyId,
      kind: 'checkin',
      id: row.id,
      employeeId: row.employee_id,
    });
    return row.id;
  });
  return findFollowup({ db, member, kind: 'checkin', id });
}

export async function deleteCheckin(opts: { db: Database; realtime: Realtime; member: Member; id: number }) {
  await authorizeCheckins(opts.db, opts.member.companyId);
  const row = await managedCheckin(opts.db, opts.member, opts.id);
  await transactThenPublish(opts, async (trx, events) => {
    await trx.deleteFrom('checkins').where('id', '=', row.id).execute();
    await followupUpdated({
      db: trx,
      events,
      companyId: row.company_id,
      kind: 'checkin',
      id: row.id,
      employeeId: row.employee_id,
    });
  });
}

/** employee-checkin/acknowledge: the employee answers their open check-in; managers are told. */
export async function checkIn(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  id: number;
  note: string;
}): Promise<void> {
  const { employee, id } = opts;
  await authorizeCheckins(opts.db, employee.company_id);
  const row = await opts.db.selectFrom('checkins').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !canRespondToFollowup(responderOf(employee), row)) throw notFound();
  if (row.acknowledged_at !== null) throw invalid({ id: [FOLLOWUP_TEXT.checkinAnswered] });
  if (row.opened_at === null) throw invalid({ id: [FOLLOWUP_TEXT.checkinNotOpen] });
  await transactThenPublish(opts, async (trx, events) => {
    const now = nowIso();
    await trx
      .updateTable('checkins')
      .set({ acknowledged_at: now, note: opts.note, updated_at: now })
      .where('id', '=', id)
      .execute();
    // Checking in answers the "Time to check in" notice.
    await markSubjectRead({
      db: trx,
      events,
      companyId: employee.company_id,
      userId: employee.user_id,
      subject: 'own_checkin',
      typeId: id,
    });
    const creator = row.creator_id
      ? await trx
          .selectFrom('employees')
          .select(['id', 'user_id', 'default_locale'])
          .where('id', '=', row.creator_id)
          .where('deleted_at', 'is', null)
          .where('is_active', '=', true)
          .executeTakeFirst()
      : undefined;
    for (const to of creator ? [creator] : await managersOf(trx, employee)) {
      await notifyPerson({
        db: trx,
        events,
        companyId: employee.company_id,
        to,
        notice: 'checkedIn',
        about: employee.name,
        content: `${row.topic}: ${opts.note}`,
        typeId: id,
      });
    }
    await followupUpdated({
      db: trx,
      events,
      companyId: employee.company_id,
      kind: 'checkin',
      id,
      employeeId: employee.id,
    });
  });
}

/**
 * The minute job: opens every scheduled check-in whose due time has come, once (the update is
 * guarded by opened_at is null, so a doubled or retried tick notifies nobody twice).
 */
export async function openDueCheckins(deps: {
  db: Database;
  realtime: Realtime;
  now: Date;
}): Promise<number> {
  const now = deps.now.toISOString();
  const due = await deps.db
    .selectFrom('checkins')
    .selectAll()
    .where('opened_at', 'is', null)
    .where('acknowledged_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(500)
    .execute();
  let opened = 0;
  for (const c of due) {
    const did = await transactThenPublish(deps, async (trx, events) => {
      const ok = await openCheckin(trx, events, c, now);
      if (ok)
        await followupUpdated({
          db: trx,
          events,
          companyId: c.company_id,
          kind: 'checkin',
          id: c.id,
          employeeId: c.employee_id,
        });
      return ok;
    });
    if (did) opened++;
  }
  return opened;
}
