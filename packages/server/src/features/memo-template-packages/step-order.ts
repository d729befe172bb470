import type { Database } from '../../db/index.js';
import type { MemoTemplatePackageStepRow } from '../../db/schema-templates.js';

/**
 * The order of a package's steps: each in its place within its day (`position`, 0 first, kept
 * dense: 0, 1, 2 … per day). Adding, moving and removing renumber the days they touch.
 */

/** The ids of a day's steps in order. */
export async function dayOrder(
  db: Database,
  packageId: number,
  day: number,
  except?: number,
): Promise<number[]> {
  let q = db
    .selectFrom('memo_template_package_steps')
    .select('id')
    .where('package_id', '=', packageId)
    .where('day_offset', '=', day);
  if (except !== undefined) q = q.where('id', '!=', except);
  const rows = await q.orderBy('position').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Writes positions 0, 1, 2 … to the ids in this order. */
export async function renumber(db: Database, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db.updateTable('memo_template_package_steps').set({ position }).where('id', '=', id).execute();
}

/** `id` put at `position` of the list (the end when left out or past it). */
export const placed = (ids: number[], id: number, position?: number) => {
  const at = position === undefined ? ids.length : Math.min(position, ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
};

/** Inserts a step at its place in its day (inside the caller's transaction). */
export async function insertStep(
  db: Database,
  packageId: number,
  step: { templateId: number; dayOffset: number; time: string; position?: number },
): Promise<MemoTemplatePackageStepRow> {
  const order = await dayOrder(db, packageId, step.dayOffset);
  const row = await db
    .insertInto('memo_template_package_steps')
    .values({
      package_id: packageId,
      template_id: step.templateId,
      day_offset: step.dayOffset,
      send_time: step.time,
      position: order.length,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await renumber(db, placed(order, row.id, step.position));
  return row;
}
