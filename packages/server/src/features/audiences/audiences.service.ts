import type { TAudiencesQuery } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { AudienceRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';

const DUPLICATE = 'An audience with this name already exists';

/** A live audience of the company; another company's (or a deleted) one answers 404. */
export async function getAudience(opts: { db: Database; companyId: number; audienceId: number }) {
  const row = await opts.db
    .selectFrom('audiences')
    .selectAll()
    .where('id', '=', opts.audienceId)
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Audience not found');
  return row;
}

async function assertNameFree(opts: { db: Database; companyId: number; name: string; exceptId?: number }) {
  let q = opts.db
    .selectFrom('audiences')
    .select('id')
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', opts.name.toLowerCase()));
  if (opts.exceptId) q = q.where('id', '!=', opts.exceptId);
  if (await q.executeTakeFirst()) throw invalid({ name: [DUPLICATE] });
}

export async function createAudience(opts: {
  db: Database;
  companyId: number;
  name: string;
}): Promise<AudienceRow> {
  await assertNameFree(opts);
  const now = nowIso();
  return opts.db
    .insertInto('audiences')
    .values({ company_id: opts.companyId, name: opts.name, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAudience(opts: {
  db: Database;
  companyId: number;
  audienceId: number;
  name: string;
}): Promise<AudienceRow> {
  const row = await getAudience(opts);
  await assertNameFree({ ...opts, exceptId: row.id });
  return opts.db
    .updateTable('audiences')
    .set({ name: opts.name, updated_at: nowIso() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete: the row stays (old memos still name it) but leaves every list. */
export async function deleteAudience(opts: { db: Database; companyId: number; audienceId: number }) {
  const row = await getAudience(opts);
  await opts.db.updateTable('audiences').set({ deleted_at: nowIso() }).where('id', '=', row.id).execute();
}

/** How many active employees each audience has. */
export async function countAudienceEmployees(opts: {
  db: Database;
  companyId: number;
  audienceIds: number[];
}): Promise<Map<number, number>> {
  if (opts.audienceIds.length === 0) return new Map();
  const rows = await opts.db
    .selectFrom('employee_audiences')
    .innerJoin('employees', 'employees.id', 'employee_audiences.employee_id')
    .select((eb) => ['employee_audiences.audience_id', eb.fn.countAll<number>().as('n')])
    .where('employee_audiences.company_id', '=', opts.companyId)
    .where('employee_audiences.audience_id', 'in', opts.audienceIds)
    .where('employees.is_active', '=', true)
    .where('employees.deleted_at', 'is', null)
    .groupBy('employee_audiences.audience_id')
    .execute();
  return new Map(rows.map((r) => [r.audience_id, Number(r.n)]));
}

/** One page of live audiences, searched by name, with the total for paging. */
export async function listAudiencesPage(opts: { db: Database; companyId: number; query: TAudiencesQuery }) {
  const { page, per_page, terms, sort_by, sort_direction } = opts.query;
  let base = opts.db
    .selectFrom('audiences')
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null);
  if (terms) base = base.where(containsTerms('name', terms));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(sort_by, sort_direction)
      .orderBy('id', sort_direction)
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute(),
  ]);
  return { rows, total: Number(total) };
}

/** Every live audience of the company, by name. */
export async function listLiveAudiences(opts: { db: Database; companyId: number }): Promise<AudienceRow[]> {
  return opts.db
    .selectFrom('audiences')
    .selectAll()
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
