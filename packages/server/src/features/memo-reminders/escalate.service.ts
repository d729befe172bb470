import type { EscalationLevel, Locale, NOTICE_SUBJECTS, TDigestLine } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { MemoRow, NotificationRow } from '../../db/schema.js';
import { employeeManagesMemo } from '../../policies/memo.js';
import { MANAGEMENT_ROLES } from '../../policies/people.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { queueNotifications } from '../notifications/notifications.service.js';
import { buildDigests, type DigestFacts } from './digest.js';
import { memoKindOf, memoTitles } from './memo-titles.js';
import { escalationKey } from './reminder-steps.js';
import { digestSummary, escalationTitle } from './reminder-texts.js';

/** A digest to a manager who manages the memo opens its detail; to another, the management Home. */
export const ESCALATION_TYPE = 'MEMO_ESCALATION' satisfies keyof typeof NOTICE_SUBJECTS;
export const ESCALATION_TEAM_TYPE = 'MEMO_ESCALATION_TEAM' satisfies keyof typeof NOTICE_SUBJECTS;

/** The people a memo still expects a response from, with where they work and who manages them. */
async function loadFacts(db: Database, memo: MemoRow): Promise<DigestFacts> {
  const recipients = await db
    .selectFrom('memo_responses as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .select(['e.id', 'e.name', 'r.acknowledged_at'])
    .where('r.memo_id', '=', memo.id)
    .where('r.inbox_at', 'is not', null)
    .where('e.deleted_at', 'is', null)
    .where('e.is_active', '=', true)
    .where('e.on_leave', '=', false)
    .execute();
  const places = await db
    .selectFrom('employee_locations as el')
    .innerJoin('memo_responses as r', 'r.employee_id', 'el.employee_id')
    .innerJoin('locations as l', 'l.id', 'el.location_id')
    .select(['el.employee_id', 'el.location_id', 'l.name'])
    .where('r.memo_id', '=', memo.id)
    .where('l.deleted_at', 'is', null)
    .execute();
  const direct = await db
    .selectFrom('employee_managers as em')
    .innerJoin('memo_responses as r', 'r.employee_id', 'em.employee_id')
    .innerJoin('employees as m', 'm.id', 'em.manager_id')
    .select(['em.employee_id', 'em.manager_id'])
    .where('r.memo_id', '=', memo.id)
    .where('m.deleted_at', 'is', null)
    .where('m.is_active', '=', true)
    .execute();
  const locationIds = [...new Set(places.map((p) => p.location_id))];
  const heads = locationIds.length
    ? await db
        .selectFrom('employee_locations as el')
        .innerJoin('employees as m', 'm.id', 'el.employee_id')
        .select(['el.location_id', 'm.id'])
        .where('el.company_id', '=', memo.company_id)
        .where('el.location_id', 'in', locationIds)
        .where('m.role', 'in', MANAGEMENT_ROLES)
        .where('m.deleted_at', 'is', null)
        .where('m.is_active', '=', true)
        .execute()
    : [];
  const group = <T>(rows: T[], key: (r: T) => number, value: (r: T) => number) => {
    const map = new Map<number, number[]>();
    for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), value(r)]);
    return map;
  };
  return {
    recipients: recipients.map((r) => ({ id: r.id, name: r.name, late: r.acknowledged_at === null })),
    locationsOf: group(
      places,
      (p) => p.employee_id,
      (p) => p.location_id,
    ),
    managersOf: group(
      direct,
      (d) => d.employee_id,
      (d) => d.manager_id,
    ),
    locationManagers: group(
      heads,
      (h) => h.location_id,
      (h) => h.id,
    ),
    locationNames: new Map(places.map((p) => [p.location_id, p.name])),
  };
}

export interface EscalationOutcome {
  /** Managers given a digest now (each once per memo and level, ever). */
  claimed: number;
  /** Of those, the ones with an e-mail address (the delivery job sends them). */
  queued: number;
  notifications: NotificationRow[];
}

/**
 * Escalates a memo's late recipients at one level: one digest per manager, claimed in
 * memo_reminders (UNIQUE per memo, manager and level) with its lines, and a tray item for each
 * manager claimed now, in their language, pushed once committed. The e-mail is the delivery job's.
 */
export async function escalate(
  deps: { db: Database; realtime: Realtime },
  memo: MemoRow,
  level: EscalationLevel,
  now: Date,
): Promise<EscalationOutcome> {
  const at = now.toISOString();
  const step = escalationKey(level);
  const digests = buildDigests(level, await loadFacts(deps.db, memo));
  if (!digests.size) return { claimed: 0, queued: 0, notifications: [] };
  const managers = await deps.db
    .selectFrom('employees')
    .select(['id', 'user_id', 'email', 'role', 'default_locale'])
    .where('id', 'in', [...digests.keys()])
    .execute();
  const titles = await memoTitles(deps.db, memo);
  const kind = memoKindOf(memo);
  return transactThenPublish(deps, async (trx, events) => {
    const outcome: EscalationOutcome = { claimed: 0, queued: 0, notifications: [] };
    for (const manager of managers) {
      const lines = digests.get(manager.id) as TDigestLine[];
      const mail = (manager.email ?? '') !== '';
      const claimed = await trx
        .insertInto('memo_reminders')
        .values({
          company_id: memo.company_id,
          memo_id: memo.id,
          recipient_id: manager.id,
          step,
          kind: 'escalation',
          channel: mail ? 'mail' : null,
          delivery: mail ? 'queued' : 'none',
          detail: JSON.stringify(lines),
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['memo_id', 'recipient_id', 'step']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) continue;
      outcome.claimed++;
      if (mail) outcome.queued++;
      if (manager.user_id === null) continue;
      const locale: Locale = manager.default_locale;
      const manages = employeeManagesMemo(manager, memo);
      const row = await trx
        .insertInto('notifications')
        .values({
          company_id: memo.company_id,
          user_id: manager.user_id,
          title: escalationTitle(locale, titles[locale]),
          content: digestSummary(locale, kind, titles[locale], lines).slice(0, 2000),
          type: manages ? ESCALATION_TYPE : ESCALATION_TEAM_TYPE,
          type_id: memo.id,
          created_at: at,
          dedupe_key: `memo:${memo.id}:${step}:employee:${manager.id}`,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) outcome.notifications.push(row);
    }
    queueNotifications(events, outcome.notifications);
    return outcome;
  });
}
