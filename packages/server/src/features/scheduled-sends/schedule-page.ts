import type { Database } from '../../db/index.js';
import type { ScheduledRunRow, ScheduledSendRow } from '../../db/schema-schedules.js';
import type { Member } from '../../policies/member.js';
import { SENDABLES, sendableKinds } from './sendables.js';

/** Everything a page of schedules names, loaded in one round of queries (the presenter makes none). */
export interface SchedulePage {
  member: Member;
  people: Map<number, { id: number; name: string }>;
  /** Sendable names by `${kind}:${id}`. */
  sendables: Map<string, string>;
  runCounts: Map<number, number>;
  runs: Map<number, ScheduledRunRow[]>;
  range: { from: Date; to: Date } | null;
}

export async function loadSchedulePage(opts: {
  db: Database;
  member: Member;
  rows: readonly ScheduledSendRow[];
  /** With a range: the runs in it; without: the last 50 of each. */
  range: { from: Date; to: Date } | null;
}): Promise<SchedulePage> {
  const { db, member, rows, range } = opts;
  const ids = rows.map((r) => r.id);
  const personIds = [...new Set(rows.map((r) => r.creator_id).filter((id) => id !== null))];
  const sendables = new Map<string, string>();
  for (const def of sendableKinds) {
    const wanted = rows.filter((r) => r.sendable_kind === def.kind).map((r) => r.sendable_id);
    for (const [id, name] of await SENDABLES[def.kind].names(db, member.companyId, [...new Set(wanted)]))
      sendables.set(`${def.kind}:${id}`, name);
  }
  const [people, counts, runRows] = await Promise.all([
    personIds.length
      ? db
          .selectFrom('employees')
          .select(['id', 'name'])
          .where('company_id', '=', member.companyId)
          .where('id', 'in', personIds)
          .execute()
      : Promise.resolve([]),
    ids.length
      ? db
          .selectFrom('scheduled_send_runs')
          .select(['schedule_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('schedule_id', 'in', ids)
          .groupBy('schedule_id')
          .execute()
      : Promise.resolve([]),
    ids.length
      ? (() => {
          let q = db.selectFrom('scheduled_send_runs').selectAll().where('schedule_id', 'in', ids);
          if (range)
            q = q
              .where('occurrence_at', '>=', range.from.toISOString())
              .where('occurrence_at', '<', range.to.toISOString());
          return q.orderBy('occurrence_at', 'desc').execute();
        })()
      : Promise.resolve([]),
  ]);
  const runs = new Map<number, ScheduledRunRow[]>();
  for (const r of runRows) {
    const list = runs.get(r.schedule_id) ?? [];
    if (range || list.length < 50) list.push(r);
    runs.set(r.schedule_id, list);
  }
  return {
    member,
    people: new Map(people.map((p) => [p.id, { id: p.id, name: p.name }])),
    sendables,
    runCounts: new Map(counts.map((c) => [c.schedule_id, Number(c.n)])),
    runs,
    range,
  };
}
