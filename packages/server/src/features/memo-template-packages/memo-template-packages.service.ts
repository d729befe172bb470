import {
  PACKAGE_DEFAULT_TIME,
  PACKAGE_STEPS_MAX,
  PACKAGE_TEXT,
  type ZPackageCreateRequest,
  type ZPackageUpdateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoTemplatePackageRow, MemoTemplatePackageStepRow } from '../../db/schema-templates.js';
import { forbidden, invalid, notFound } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { canEditPackage, scopePackages } from '../../policies/memo-template-package.js';
import { findTemplate } from '../memo-templates/memo-templates.service.js';
import { insertStep } from './step-order.js';

/**
 * Template packages (decisions.md, Template packages): an ordered sequence of the company's
 * templates with day offsets — find, create, rename, delete. The steps are package-steps.ts's,
 * a use package-use.ts's.
 */

type CreateRequest = z.output<typeof ZPackageCreateRequest>;
type UpdateRequest = z.output<typeof ZPackageUpdateRequest>;

/** A package of the caller's company (management), else 404. */
export async function findPackage(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<MemoTemplatePackageRow> {
  const row = await scopePackages(opts.member, opts.db.selectFrom('memo_template_packages').selectAll())
    .where('id', '=', opts.id)
    .executeTakeFirst();
  if (!row) throw notFound('Package not found');
  return row;
}

/** The caller edits this package (policies/memo-template-package.ts), else 403. */
export function assertCanEditPackage(member: Member, p: MemoTemplatePackageRow): void {
  if (!canEditPackage(member, p)) throw forbidden();
}

/** A package's steps in timeline order: by day, then place within the day. */
export function packageSteps(db: Database, packageIds: number[]): Promise<MemoTemplatePackageStepRow[]> {
  if (!packageIds.length) return Promise.resolve([]);
  return db
    .selectFrom('memo_template_package_steps')
    .selectAll()
    .where('package_id', 'in', packageIds)
    .orderBy('package_id')
    .orderBy('day_offset')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Marks the package changed by the caller. */
export async function touchPackage(
  db: Database,
  member: Member,
  id: number,
): Promise<MemoTemplatePackageRow> {
  return db
    .updateTable('memo_template_packages')
    .set({ updater_id: member.employeeId, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** memo-template-packages/create: a package, with its first steps when sent (each template of the company). */
export async function createPackage(opts: {
  db: Database;
  member: Member;
  input: CreateRequest;
}): Promise<MemoTemplatePackageRow> {
  const { db, member, input } = opts;
  for (const step of input.steps) await findTemplate({ db, member, id: step.template_id });
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('memo_template_packages')
      .values({
        company_id: member.companyId,
        name: input.name,
        description: input.description || null,
        creator_id: member.employeeId,
        updater_id: member.employeeId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const step of input.steps)
      await insertStep(trx, row.id, {
        templateId: step.template_id,
        dayOffset: step.day_offset,
        time: step.time ?? PACKAGE_DEFAULT_TIME,
      });
    return row;
  });
}

/** memo-template-packages/update: the name and description (only those sent change). */
export async function updatePackage(opts: {
  db: Database;
  member: Member;
  pkg: MemoTemplatePackageRow;
  input: UpdateRequest;
}): Promise<MemoTemplatePackageRow> {
  const { db, member, pkg, input } = opts;
  assertCanEditPackage(member, pkg);
  return db
    .updateTable('memo_template_packages')
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description || null }),
      updater_id: member.employeeId,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', pkg.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** memo-template-packages/delete: the package and its steps; sends made from it stay. */
export async function deletePackage(opts: {
  db: Database;
  member: Member;
  pkg: MemoTemplatePackageRow;
}): Promise<void> {
  assertCanEditPackage(opts.member, opts.pkg);
  await opts.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('memo_template_package_steps').where('package_id', '=', opts.pkg.id).execute();
    await trx.deleteFrom('memo_template_packages').where('id', '=', opts.pkg.id).execute();
  });
}

/** Refuses a step more than a package holds. */
export async function assertRoomForStep(db: Database, packageId: number): Promise<void> {
  const row = await db
    .selectFrom('memo_template_package_steps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('package_id', '=', packageId)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= PACKAGE_STEPS_MAX) throw invalid({ template_id: [PACKAGE_TEXT.tooManySteps] });
}
