import type { Role } from '@teamline/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import type { MemoTemplateSendRow } from '../../db/schema-templates.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf, memoSenderWithRole } from '../../policies/memo.js';
import { countReachedMany } from '../memos/memo-targets.js';
import { targetsOfSend } from './memo-template-sends.service.js';

/** Everything a page of sends names, loaded in one round of queries (the presenter makes none). */
export interface SendPage {
  member: Member;
  people: Map<number, { id: number; name: string }>;
  memos: Map<number, MemoRow[]>;
  /** Per send: distinct recipients, recipient rows, responded rows (published sends). */
  counts: Map<number, { reach: number; total: number; responded: number }>;
  /** Per draft send: whom its targeting reaches now, within its creator's reach. */
  draftReach: Map<number, number>;
}

export async function loadSendPage(opts: {
  db: Database;
  member: Member;
  rows: readonly MemoTemplateSendRow[];
}): Promise<SendPage> {
  const { db, member, rows } = opts;
  const ids = rows.map((r) => r.id);
  const personIds = [
    ...new Set(rows.flatMap((r) => [r.creator_id, r.publisher_id]).filter((id) => id !== null)),
  ];
  const [memoRows, people, counts] = await Promise.all([
    ids.length
      ? db
          .selectFrom('memos')
          .selectAll()
          .where('template_send_id', 'in', ids)
          .where('deleted_at', 'is', null)
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
    personIds.length
      ? db
          .selectFrom('employees')
          .select(['id', 'name', 'role'])
          .where('company_id', '=', member.companyId)
          .where('id', 'in', personIds)
          .execute()
      : Promise.resolve([]),
    ids.length
      ? db
          .selectFrom('memos as m')
          .innerJoin('memo_responses as mr', 'mr.memo_id', 'm.id')
          .select([
            'm.template_send_id',
            sql<number>`count(distinct mr.employee_id)`.as('reach'),
            sql<number>`count(*)`.as('total'),
            sql<number>`count(mr.acknowledged_at)`.as('responded'),
          ])
          .where('m.template_send_id', 'in', ids)
          .where('m.deleted_at', 'is', null)
          .groupBy('m.template_send_id')
          .execute()
      : Promise.resolve([]),
  ]);
  const memos = new Map<number, MemoRow[]>();
  for (const m of memoRows) {
    if (m.template_send_id === null) continue;
    memos.set(m.template_send_id, [...(memos.get(m.template_send_id) ?? []), m]);
  }
  const roles = new Map(people.map((p) => [p.id, p.role as Role]));
  // Every draft's reach in one query (its creator's reach today), not one per draft.
  const draftReach = await countReachedMany(
    db,
    rows
      .filter((s) => s.status === 'draft')
      .map((r) => {
        const role = r.creator_id === null ? undefined : roles.get(r.creator_id);
        const sender =
          r.creator_id !== null && role
            ? memoSenderWithRole(r.company_id, { id: r.creator_id, role })
            : memoSenderOf(member);
        return { key: r.id, sender, targets: targetsOfSend(r) };
      }),
  );
  return {
    member,
    people: new Map(people.map((p) => [p.id, { id: p.id, name: p.name }])),
    memos,
    counts: new Map(
      counts.map((c) => [
        Number(c.template_send_id),
        { reach: Number(c.reach), total: Number(c.total), responded: Number(c.responded) },
      ]),
    ),
    draftReach,
  };
}
