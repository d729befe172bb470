import type { ZTemplateSendsQuery } from '@teamline/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoTemplateSendRow } from '../../db/schema-templates.js';
import { containsTerms } from '../../http/paging.js';
import type { Member } from '../../policies/member.js';
import { scopeSends } from '../../policies/memo-template-send.js';

type SendsQuery = z.output<typeof ZTemplateSendsQuery>;

/**
 * The Sends page: the caller's sends (an admin's: the company's) of one status, or drafts and
 * published ones; terms as "contains" on the name; one count and one page query.
 */
export async function listSends(opts: {
  db: Database;
  member: Member;
  query: SendsQuery;
}): Promise<{ rows: MemoTemplateSendRow[]; total: number }> {
  const { db, query } = opts;
  let q = scopeSends(opts.member, db.selectFrom('memo_template_sends'));
  q = query.status ? q.where('status', '=', query.status) : q.where('status', 'in', ['draft', 'published']);
  if (query.terms) q = q.where(containsTerms('memo_template_sends.name', query.terms));
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const direction = query.sort_direction === 'asc' ? sql`asc` : sql`desc`;
  // A draft has no published_at: it sorts by its last change there.
  const column =
    query.sort_by === 'published_at'
      ? sql`coalesce(${sql.ref('memo_template_sends.published_at')}, ${sql.ref('memo_template_sends.updated_at')})`
      : sql.ref(`memo_template_sends.${query.sort_by}`);
  const rows = await q
    .selectAll()
    .orderBy(sql`${column} ${direction}`)
    .orderBy('id', query.sort_direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { rows, total: Number(count.n) };
}
