import type { TSendable, ZScheduledSendsQuery, ZSendablesQuery } from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { ScheduledSendRow } from '../../db/schema-schedules.js';
import type { Member } from '../../policies/member.js';
import { scopeSchedules } from '../../policies/scheduled-send.js';
import { SENDABLES, sendableKinds } from './sendables.js';

type SchedulesQuery = z.output<typeof ZScheduledSendsQuery>;
type SendablesQuery = z.output<typeof ZSendablesQuery>;

/**
 * The Scheduler: the caller's schedules (an admin's: the company's), by next occurrence (those
 * with none left last); terms match the sendable's name; with from/to, only the schedules with
 * an occurrence or a run in that range (the calendar's month or week).
 */
export async function listSchedules(opts: {
  db: Database;
  member: Member;
  query: SchedulesQuery;
}): Promise<{ rows: ScheduledSendRow[]; total: number }> {
  const { db, member, query } = opts;
  let q = scopeSchedules(member, db.selectFrom('scheduled_sends'));
  if (query.terms) {
    const matches: { kind: string; ids: number[] }[] = [];
    for (const def of sendableKinds) {
      const found = await def.search(db, member, query.terms).page(10_000, 0);
      matches.push({ kind: def.kind, ids: found.map((f) => f.id) });
    }
    q = q.where((eb) =>
      eb.or(
        matches
          .filter((m) => m.ids.length)
          .map((m) => eb.and([eb('sendable_kind', '=', m.kind), eb('sendable_id', 'in', m.ids)]))
          .concat([eb.lit(false)]),
      ),
    );
  }
  if (query.from && query.to) {
    const from = new Date(query.from).toISOString();
    const to = new Date(query.to).toISOString();
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('next_at', 'is not', null), eb('next_at', '<', to)]),
        eb.exists(
          eb
            .selectFrom('scheduled_send_runs as r')
            .select('r.id')
            .whereRef('r.schedule_id', '=', 'scheduled_sends.id')
            .where('r.occurrence_at', '>=', from)
            .where('r.occurrence_at', '<', to),
        ),
      ]),
    );
  }
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy((eb) => eb.case().when('next_at', 'is', null).then(1).else(0).end())
    .orderBy('next_at')
    .orderBy('id')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { rows, total: Number(count.n) };
}

/** list-sendables: every kind in the registry's order (templates, then draft sends), by name. */
export async function listSendables(opts: {
  db: Database;
  member: Member;
  query: SendablesQuery;
}): Promise<{ rows: TSendable[]; total: number }> {
  const { db, member, query } = opts;
  const defs = query.kind ? [SENDABLES[query.kind]] : sendableKinds;
  let skip = (query.page - 1) * query.per_page;
  let room = query.per_page;
  let total = 0;
  const rows: TSendable[] = [];
  for (const def of defs) {
    const search = def.search(db, member, query.terms);
    const n = await search.count();
    total += n;
    if (room > 0 && skip < n) {
      const page = await search.page(room, skip);
      rows.push(...page.map((p) => ({ kind: def.kind, id: p.id, name: p.name })));
      room -= page.length;
    }
    skip = Math.max(0, skip - n);
  }
  return { rows, total };
}
