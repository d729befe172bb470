import { PACKAGE_DEFAULT_TIME, PACKAGE_TEXT, type ZPackageTemplateUpdateRequest } from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoTemplatePackageRow } from '../../db/schema-templates.js';
import { notFound } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { findTemplate } from '../memo-templates/memo-templates.service.js';
import { assertCanEditPackage, assertRoomForStep, touchPackage } from './memo-template-packages.service.js';
import { dayOrder, insertStep, placed, renumber } from './step-order.js';

/**
 * A package's steps (decisions.md, Template packages): each a template on a day offset at a
 * time, in its place within its day (step-order.ts). Each change is one transaction.
 */

type UpdateRequest = z.output<typeof ZPackageTemplateUpdateRequest>;

/** A step of the package, else 404. */
async function findStep(db: Database, pkg: MemoTemplatePackageRow, stepId: number) {
  const step = await db
    .selectFrom('memo_template_package_steps')
    .selectAll()
    .where('id', '=', stepId)
    .where('package_id', '=', pkg.id)
    .executeTakeFirst();
  if (!step) throw notFound(PACKAGE_TEXT.stepNotFound);
  return step;
}

/** PUT memo-template-packages/template: a template of the company added on a day. */
export async function addStep(opts: {
  db: Database;
  member: Member;
  pkg: MemoTemplatePackageRow;
  input: { template_id: number; day_offset: number; time?: string; position?: number };
}): Promise<MemoTemplatePackageRow> {
  const { db, member, pkg, input } = opts;
  assertCanEditPackage(member, pkg);
  await findTemplate({ db, member, id: input.template_id });
  await assertRoomForStep(db, pkg.id);
  return db.transaction().execute(async (trx) => {
    await insertStep(trx, pkg.id, {
      templateId: input.template_id,
      dayOffset: input.day_offset,
      time: input.time ?? PACKAGE_DEFAULT_TIME,
      position: input.position,
    });
    return touchPackage(trx, member, pkg.id);
  });
}

/**
 * PUT memo-template-packages/template/update: a step's day, time or place within its day. A step
 * moved to another day goes last there unless `position` says where.
 */
export async function updateStep(opts: {
  db: Database;
  member: Member;
  pkg: MemoTemplatePackageRow;
  input: UpdateRequest;
}): Promise<MemoTemplatePackageRow> {
  const { db, member, pkg, input } = opts;
  assertCanEditPackage(member, pkg);
  const step = await findStep(db, pkg, input.step_id);
  const day = input.day_offset ?? step.day_offset;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('memo_template_package_steps')
      .set({ day_offset: day, send_time: input.time ?? step.send_time })
      .where('id', '=', step.id)
      .execute();
    if (day !== step.day_offset) await renumber(trx, await dayOrder(trx, pkg.id, step.day_offset, step.id));
    if (day !== step.day_offset || input.position !== undefined) {
      const others = await dayOrder(trx, pkg.id, day, step.id);
      await renumber(trx, placed(others, step.id, input.position));
    }
    return touchPackage(trx, member, pkg.id);
  });
}

/** DELETE memo-template-packages/template: a step removed (its day renumbered). */
export async function removeStep(opts: {
  db: Database;
  member: Member;
  pkg: MemoTemplatePackageRow;
  stepId: number;
}): Promise<MemoTemplatePackageRow> {
  const { db, member, pkg } = opts;
  assertCanEditPackage(member, pkg);
  const step = await findStep(db, pkg, opts.stepId);
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('memo_template_package_steps').where('id', '=', step.id).execute();
    await renumber(trx, await dayOrder(trx, pkg.id, step.day_offset));
    return touchPackage(trx, member, pkg.id);
  });
}
