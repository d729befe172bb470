import {
  MEMO_TEXT,
  SCHEDULE_TEXT,
  type ZScheduledSendCreateRequest,
  type ZScheduledSendUpdateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { ScheduledSendRow } from '../../db/schema-schedules.js';
import { invalid, notFound } from '../../http/errors.js';
import { companyTimeZones } from '../../jobs/schedules.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import { scopeSchedules } from '../../policies/scheduled-send.js';
import { assertTargets, isEmptyTargets, type Targets } from '../memos/memo-targets.js';
import { nextOccurrence, type Rule } from './occurrences.js';
import { ruleOf, storedTargets, targetsOfSchedule } from './schedule-rules.js';
import { SENDABLES } from './sendables.js';

/**
 * Scheduled sends (decisions.md, Scheduled sends): find, create, edit (drag-to-reschedule is an
 * edit of the start date and time), delete. next_at is the first occurrence of the rule at or
 * after now that has not run; an edit recomputes it from now, so past occurrences never replay.
 */

type CreateRequest = z.output<typeof ZScheduledSendCreateRequest>;
type UpdateRequest = z.output<typeof ZScheduledSendUpdateRequest>;

/** A schedule of the caller's company that the caller manages, else 404. */
export async function findSchedule(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<ScheduledSendRow> {
  const row = await scopeSchedules(opts.member, opts.db.selectFrom('scheduled_sends').selectAll())
    .where('id', '=', opts.id)
    .executeTakeFirst();
  if (!row) throw notFound('Scheduled send not found');
  return row;
}

/** The company's time zone (that of its first location, else America/Chicago). */
async function companyZone(db: Database, companyId: number): Promise<string> {
  const zones = await companyTimeZones(db);
  return zones.get(companyId) ?? 'America/Chicago';
}

/** The first occurrence at or after now, else 422 (a rule entirely in the past). */
function firstDue(rule: Rule, now: Date): string {
  const next = nextOccurrence(rule, now);
  if (!next) throw invalid({ start_date: [SCHEDULE_TEXT.noFuture] });
  return next.toISOString();
}

export async function createSchedule(opts: {
  db: Database;
  member: Member;
  input: CreateRequest;
  now: Date;
}): Promise<ScheduledSendRow> {
  const { db, member, input } = opts;
  await SENDABLES[input.sendable_kind].find(db, member, input.sendable_id);
  const targets: Targets = {
    locationIds: input.location_ids,
    audienceIds: input.audience_ids,
    recipientIds: input.recipient_ids,
  };
  if (isEmptyTargets(targets)) throw invalid({ location_ids: [MEMO_TEXT.noRecipients] });
  await assertTargets(db, memoSenderOf(member), targets);
  const rule: Rule = {
    start_date: input.start_date,
    time: input.time,
    time_zone: input.time_zone ?? (await companyZone(db, member.companyId)),
    repeat: input.repeat,
    weekdays: [...new Set(input.weekdays)].sort(),
    end_date: input.end_date,
    count: input.count,
  };
  const nextAt = firstDue(rule, opts.now);
  const at = new Date().toISOString();
  return db
    .insertInto('scheduled_sends')
    .values({
      company_id: member.companyId,
      sendable_kind: input.sendable_kind,
      sendable_id: input.sendable_id,
      targets: storedTargets(targets),
      ...rule,
      weekdays: JSON.stringify(rule.weekdays),
      next_at: nextAt,
      creator_id: member.employeeId,
      updater_id: member.employeeId,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Only the fields sent change; the rule is checked whole and next_at recomputed from now. */
export async function updateSchedule(opts: {
  db: Database;
  member: Member;
  schedule: ScheduledSendRow;
  input: UpdateRequest;
  now: Date;
}): Promise<ScheduledSendRow> {
  const { db, member, schedule, input } = opts;
  const kind = input.sendable_kind ?? (schedule.sendable_kind as CreateRequest['sendable_kind']);
  const sendableId = input.sendable_id ?? schedule.sendable_id;
  if (input.sendable_kind !== undefined || input.sendable_id !== undefined)
    await SENDABLES[kind].find(db, member, sendableId);
  const current = targetsOfSchedule(schedule);
  const sent = input.location_ids ?? input.audience_ids ?? input.recipient_ids;
  const targets: Targets = {
    locationIds: input.location_ids ?? current.locationIds,
    audienceIds: input.audience_ids ?? current.audienceIds,
    recipientIds: input.recipient_ids ?? current.recipientIds,
  };
  if (isEmptyTargets(targets)) throw invalid({ location_ids: [MEMO_TEXT.noRecipients] });
  if (sent) await assertTargets(db, memoSenderOf(member), targets);
  const old = ruleOf(schedule);
  const rule: Rule = {
    start_date: input.start_date ?? old.start_date,
    time: input.time ?? old.time,
    time_zone: input.time_zone ?? old.time_zone,
    repeat: input.repeat ?? old.repeat,
    weekdays: input.weekdays ? [...new Set(input.weekdays)].sort() : old.weekdays,
    end_date: input.end_date === undefined ? old.end_date : input.end_date,
    count: input.count === undefined ? old.count : input.count,
  };
  if (rule.repeat === 'weekly' && !rule.weekdays.length)
    throw invalid({ weekdays: [SCHEDULE_TEXT.weekdays] });
  if (rule.end_date && rule.end_date < rule.start_date)
    throw invalid({ end_date: [SCHEDULE_TEXT.endBeforeStart] });
  if (rule.end_date && rule.count) throw invalid({ count: [SCHEDULE_TEXT.endOrCount] });
  const nextAt = firstDue(rule, opts.now);
  return db
    .updateTable('scheduled_sends')
    .set({
      sendable_kind: kind,
      sendable_id: sendableId,
      targets: storedTargets(targets),
      ...rule,
      weekdays: JSON.stringify(rule.weekdays),
      next_at: nextAt,
      updater_id: member.employeeId,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', schedule.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the schedule and its run records; the memos it produced stay. */
export async function deleteSchedule(db: Database, schedule: ScheduledSendRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('scheduled_send_runs').where('schedule_id', '=', schedule.id).execute();
    await trx.deleteFrom('scheduled_sends').where('id', '=', schedule.id).execute();
  });
}
