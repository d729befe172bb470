import type { Repeat, SendableKind, TScheduledSend } from '@teamline/shared';
import type { ScheduleCreateBody } from '../../api/scheduled-sends';
import { type TargetValues, toTargeting } from '../memos/compose/RecipientsField';

/** The schedule dialog's values, and the request they make (create, or update with the id). */
export interface ScheduleValues extends TargetValues {
  /** `${kind}:${id}`, or '' before one is chosen. */
  sendable: string;
  start_date: string;
  time: string;
  time_zone: string;
  repeat: Repeat;
  weekdays: string[];
  ends: 'never' | 'on' | 'after';
  end_date: string;
  count: number;
}

export function initialValues(opts: {
  schedule?: TScheduledSend | null;
  day: string;
  zone: string;
}): ScheduleValues {
  const s = opts.schedule;
  if (!s)
    return {
      sendable: '',
      location_ids: [],
      audience_ids: [],
      recipient_ids: [],
      start_date: opts.day,
      time: '09:00',
      time_zone: opts.zone,
      repeat: 'once',
      weekdays: [],
      ends: 'never',
      end_date: '',
      count: 4,
    };
  return {
    sendable: s.sendable ? `${s.sendable.kind}:${s.sendable.id}` : '',
    location_ids: s.location_ids.map(String),
    audience_ids: s.audience_ids.map(String),
    recipient_ids: s.recipient_ids.map(String),
    start_date: s.start_date,
    time: s.time,
    time_zone: s.time_zone,
    repeat: s.repeat,
    weekdays: s.weekdays.map(String),
    ends: s.end_date ? 'on' : s.count ? 'after' : 'never',
    end_date: s.end_date ?? '',
    count: s.count ?? 4,
  };
}

/** The request body of the values (the end as the server takes it: a date, a count, or neither). */
export function toRequest(v: ScheduleValues): ScheduleCreateBody {
  const [kind, id] = v.sendable.split(':');
  return {
    sendable_kind: (kind ?? 'template') as SendableKind,
    sendable_id: Number(id),
    ...toTargeting(v),
    start_date: v.start_date,
    time: v.time,
    time_zone: v.time_zone,
    repeat: v.repeat,
    weekdays: v.repeat === 'weekly' ? v.weekdays.map(Number) : [],
    end_date: v.repeat !== 'once' && v.ends === 'on' && v.end_date ? v.end_date : null,
    count: v.repeat !== 'once' && v.ends === 'after' ? v.count : null,
  };
}
