import { notFound } from '../http/errors.js';
import type { Database } from './index.js';

type IdTable = 'locations' | 'audiences' | 'employees';

/**
 * Every id a request names must be a live record of the caller's company (ARCHITECTURE.md, API
 * contract): else 404, never a hint that it exists elsewhere.
 */
export async function assertIdsInCompany(opts: {
  db: Database;
  companyId: number;
  table: IdTable;
  ids: number[] | undefined;
}): Promise<void> {
  const unique = [...new Set(opts.ids ?? [])];
  if (unique.length === 0) return;
  const found = await opts.db
    .selectFrom(opts.table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', unique)
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(found.n) !== unique.length) throw notFound(`${opts.table.replace(/s$/, '')} not found`);
}
