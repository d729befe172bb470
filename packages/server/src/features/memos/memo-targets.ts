import { MEMO_TEXT } from '@teamline/shared';
import { sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import { assertIdsInCompany } from '../../db/tenant.js';
import { invalid, notFound } from '../../http/errors.js';
import type { MemoSender } from '../../policies/memo.js';
import { peopleInReach } from '../../policies/people.js';

/** Whom a memo is addressed to: locations ∪ audiences ∪ individual employees. */
export interface Targets {
  locationIds: number[];
  audienceIds: number[];
  recipientIds: number[];
}

/** Who chose the targets and how far they reach (policies/memo.ts decides). */
export type Sender = MemoSender;

export const isEmptyTargets = (t: Targets) =>
  t.locationIds.length + t.audienceIds.length + t.recipientIds.length === 0;

/** The active, live employees the targets reach (within the sender's scope), by id. */
export function reachedEmployees(db: Database, sender: Sender, t: Targets) {
  let q = db
    .selectFrom('employees')
    .select(['employees.id', 'employees.user_id', 'employees.default_locale'])
    .where('employees.company_id', '=', sender.companyId)
    .where('employees.deleted_at', 'is', null)
    .where('employees.is_active', '=', true)
    .where((eb) => {
      const any = [];
      if (t.locationIds.length)
        any.push(
          eb(
            'employees.id',
            'in',
            db
              .selectFrom('employee_locations')
              .select('employee_id')
              .where('location_id', 'in', t.locationIds),
          ),
        );
      if (t.audienceIds.length)
        any.push(
          eb(
            'employees.id',
            'in',
            db
              .selectFrom('employee_audiences')
              .select('employee_id')
              .where('audience_id', 'in', t.audienceIds),
          ),
        );
      if (t.recipientIds.length) any.push(eb('employees.id', 'in', t.recipientIds));
      return any.length ? eb.or(any) : eb.lit(false);
    });
  // A manager reaches their people only: the Team list's scope (employees-query.ts).
  if (!sender.wholeCompany) q = q.where((eb) => peopleInReach(db, eb, sender));
  return q;
}

export async function countReached(db: Database, sender: Sender, t: Targets): Promise<number> {
  if (isEmptyTargets(t)) return 0;
  const row = await db
    .selectFrom(reachedEmployees(db, sender, t).as('r'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids a batch of counts may carry before it is sent (well within SQLite's and PostgreSQL's parameter limits). */
const BATCH_IDS = 10_000;
/** Counts per batch (SQLite takes at most 500 terms of a compound select). */
const BATCH_COUNTS = 100;

/**
 * countReached for many targetings at once, keyed: one query of `union all` counts for a page
 * of them (a batch more only past 100 targetings or 10,000 chosen ids), not one per targeting.
 */
export async function countReachedMany(
  db: Database,
  items: readonly { key: number; sender: Sender; targets: Targets }[],
): Promise<Map<number, number>> {
  const counts = new Map(items.map((i) => [i.key, 0]));
  const batches: (typeof items)[number][][] = [];
  let size = BATCH_IDS;
  for (const item of items.filter((i) => !isEmptyTargets(i.targets))) {
    const t = item.targets;
    const ids = t.locationIds.length + t.audienceIds.length + t.recipientIds.length;
    const last = batches.at(-1);
    if (!last || last.length >= BATCH_COUNTS || size + ids > BATCH_IDS) {
      batches.push([item]);
      size = ids;
    } else {
      last.push(item);
      size += ids;
    }
  }
  for (const batch of batches) {
    const [first, ...rest] = batch.map((i) =>
      db
        .selectFrom(reachedEmployees(db, i.sender, i.targets).as('r'))
        .select((eb) => [sql.lit(i.key).as('key'), eb.fn.countAll<number>().as('n')]),
    );
    if (!first) continue;
    const rows = await rest.reduce((q, next) => q.unionAll(next), first).execute();
    for (const row of rows) counts.set(Number(row.key), Number(row.n));
  }
  return counts;
}

/**
 * Every id names a live record of the company (else 404); a manager may pick only their own
 * locations and people they manage (else 422 'You may only send to employees you manage').
 */
export async function assertTargets(db: Database, sender: Sender, t: Partial<Targets>): Promise<void> {
  await assertIdsInCompany({ db, companyId: sender.companyId, table: 'locations', ids: t.locationIds });
  await assertIdsInCompany({ db, companyId: sender.companyId, table: 'audiences', ids: t.audienceIds });
  await assertIdsInCompany({ db, companyId: sender.companyId, table: 'employees', ids: t.recipientIds });
  if (sender.wholeCompany) return;
  if (t.locationIds?.length) {
    const mine = await db
      .selectFrom('employee_locations')
      .select('location_id')
      .where('employee_id', '=', sender.employeeId)
      .execute();
    const own = new Set(mine.map((r) => r.location_id));
    if (t.locationIds.some((id) => !own.has(id))) throw invalid({ location_ids: [MEMO_TEXT.outsideScope] });
  }
  const people = [...new Set(t.recipientIds ?? [])];
  if (people.length) {
    const reachable = await reachedEmployees(db, sender, {
      locationIds: [],
      audienceIds: [],
      recipientIds: people,
    })
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(reachable.n) !== people.length) throw invalid({ recipient_ids: [MEMO_TEXT.outsideScope] });
  }
}

/** Tags must be live tags of the company. */
export async function assertTags(
  db: Database,
  companyId: number,
  tagIds: number[] | undefined,
): Promise<void> {
  const unique = [...new Set(tagIds ?? [])];
  if (!unique.length) return;
  const found = await db
    .selectFrom('tags')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', unique)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(found.n) !== unique.length) throw notFound('tag not found');
}

/** The targeting stored for a memo. */
export async function loadTargets(db: Database, memoId: number): Promise<Targets> {
  const [locations, audiences, recipients] = await Promise.all([
    db.selectFrom('memo_locations').select('location_id').where('memo_id', '=', memoId).execute(),
    db.selectFrom('memo_audiences').select('audience_id').where('memo_id', '=', memoId).execute(),
    db.selectFrom('memo_recipients').select('employee_id').where('memo_id', '=', memoId).execute(),
  ]);
  return {
    locationIds: locations.map((r) => r.location_id),
    audienceIds: audiences.map((r) => r.audience_id),
    recipientIds: recipients.map((r) => r.employee_id),
  };
}

/** Replaces the stored targeting (each list only when given). */
export async function saveTargets(db: Database, memoId: number, t: Partial<Targets>): Promise<void> {
  const unique = (ids: number[]) => chunks([...new Set(ids)]);
  if (t.locationIds) {
    await db.deleteFrom('memo_locations').where('memo_id', '=', memoId).execute();
    for (const part of unique(t.locationIds))
      await db
        .insertInto('memo_locations')
        .values(part.map((location_id) => ({ memo_id: memoId, location_id })))
        .execute();
  }
  if (t.audienceIds) {
    await db.deleteFrom('memo_audiences').where('memo_id', '=', memoId).execute();
    for (const part of unique(t.audienceIds))
      await db
        .insertInto('memo_audiences')
        .values(part.map((audience_id) => ({ memo_id: memoId, audience_id })))
        .execute();
  }
  if (t.recipientIds) {
    await db.deleteFrom('memo_recipients').where('memo_id', '=', memoId).execute();
    for (const part of unique(t.recipientIds))
      await db
        .insertInto('memo_recipients')
        .values(part.map((employee_id) => ({ memo_id: memoId, employee_id })))
        .execute();
  }
}

export async function saveTags(db: Database, memoId: number, tagIds: number[] | undefined): Promise<void> {
  if (!tagIds) return;
  await db.deleteFrom('memo_tags').where('memo_id', '=', memoId).execute();
  const unique = [...new Set(tagIds)];
  if (unique.length)
    await db
      .insertInto('memo_tags')
      .values(unique.map((tag_id) => ({ memo_id: memoId, tag_id })))
      .execute();
}
