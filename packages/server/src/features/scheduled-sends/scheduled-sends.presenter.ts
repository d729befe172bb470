import type { Repeat, SendableKind, TScheduledRun, TScheduledSend } from '@teamline/shared';
import type { ScheduledRunRow, ScheduledSendRow } from '../../db/schema-schedules.js';
import { canManageSchedule } from '../../policies/scheduled-send.js';
import { occurrencesBetween } from './occurrences.js';
import type { SchedulePage } from './schedule-page.js';
import { ruleOf, targetsOfSchedule } from './schedule-rules.js';

const iso = (v: string) => new Date(v).toISOString();

export function presentRun(r: ScheduledRunRow): TScheduledRun {
  return {
    id: r.id,
    occurrence_at: iso(r.occurrence_at),
    status: r.status === 'sent' ? 'sent' : 'skipped',
    memo_ids: JSON.parse(r.memo_ids) as number[],
    reason: r.reason,
    finished_at: iso(r.finished_at),
  };
}

/** A schedule row + its loaded page → scheduled_send (no queries). */
export function presentSchedule(row: ScheduledSendRow, page: SchedulePage): TScheduledSend {
  const t = targetsOfSchedule(row);
  const rule = ruleOf(row);
  const name = page.sendables.get(`${row.sendable_kind}:${row.sendable_id}`);
  const nextAt = row.next_at ? iso(row.next_at) : null;
  const range = page.range;
  const occurrences =
    range && nextAt
      ? occurrencesBetween(rule, new Date(Math.max(range.from.getTime(), Date.parse(nextAt))), range.to).map(
          (d) => d.toISOString(),
        )
      : [];
  const creator = row.creator_id === null ? null : (page.people.get(row.creator_id) ?? null);
  return {
    id: row.id,
    company_id: row.company_id,
    sendable:
      name === undefined ? null : { kind: row.sendable_kind as SendableKind, id: row.sendable_id, name },
    location_ids: t.locationIds,
    audience_ids: t.audienceIds,
    recipient_ids: t.recipientIds,
    start_date: rule.start_date,
    time: rule.time,
    time_zone: rule.time_zone,
    repeat: rule.repeat as Repeat,
    weekdays: rule.weekdays,
    end_date: rule.end_date,
    count: rule.count,
    next_at: nextAt,
    occurrences,
    run_count: page.runCounts.get(row.id) ?? 0,
    runs: (page.runs.get(row.id) ?? []).map(presentRun),
    creator,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_edit: canManageSchedule(page.member, row),
  };
}
