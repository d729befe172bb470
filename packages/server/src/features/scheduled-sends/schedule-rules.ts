import type { Repeat } from '@teamline/shared';
import type { ScheduledSendRow } from '../../db/schema-schedules.js';
import type { Targets } from '../memos/memo-targets.js';
import type { Rule } from './occurrences.js';

/** A stored schedule's rule and targeting (JSON columns read back). */
export function ruleOf(s: ScheduledSendRow): Rule {
  return {
    start_date: s.start_date,
    time: s.time,
    time_zone: s.time_zone,
    repeat: s.repeat as Repeat,
    weekdays: JSON.parse(s.weekdays) as number[],
    end_date: s.end_date,
    count: s.count === null ? null : Number(s.count),
  };
}

export function targetsOfSchedule(s: Pick<ScheduledSendRow, 'targets'>): Targets {
  const t = JSON.parse(s.targets) as {
    location_ids: number[];
    audience_ids: number[];
    recipient_ids: number[];
  };
  return { locationIds: t.location_ids, audienceIds: t.audience_ids, recipientIds: t.recipient_ids };
}

export const storedTargets = (t: Targets): string =>
  JSON.stringify({ location_ids: t.locationIds, audience_ids: t.audienceIds, recipient_ids: t.recipientIds });
