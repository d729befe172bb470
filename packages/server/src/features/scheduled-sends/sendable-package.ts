import { PACKAGE_TEXT } from '@teamline/shared';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';
import { scopePackages } from '../../policies/memo-template-package.js';
import { addDays, zonedTime } from '../celebrations/celebration-dates.js';
import { templateToMemoInput } from '../memo-templates/template-fields.js';
import { templateTags } from './recipe-tags.js';
import type { MemoRecipe, SendableKindDef } from './sendable-types.js';

/** The local date (YYYY-MM-DD) of an instant in a zone. */
const localDate = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/**
 * A template package (decisions.md, Scheduled sends): each occurrence starts the package on the
 * occurrence's day — one memo per step, day 0 the occurrence's local date, each at its step's
 * time in the schedule's zone; a step whose moment is not after the occurrence goes out with it,
 * the later ones are scheduled. A package with an archived template, or with no steps, cannot go.
 */
export const packageSendable: SendableKindDef = {
  kind: 'package',
  search(db, member, terms) {
    let q = scopePackages(member, db.selectFrom('memo_template_packages'));
    if (terms) q = q.where(containsTerms('memo_template_packages.name', terms));
    return {
      count: async () =>
        Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
      page: (limit, offset) =>
        q.select(['id', 'name']).orderBy('name').orderBy('id').limit(limit).offset(offset).execute(),
    };
  },
  async find(db, member, id) {
    const row = await scopePackages(member, db.selectFrom('memo_template_packages').select(['id', 'name']))
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Package not found');
    const steps = await db
      .selectFrom('memo_template_package_steps as s')
      .innerJoin('memo_templates as t', 't.id', 's.template_id')
      .select(['t.archived_at'])
      .where('s.package_id', '=', id)
      .execute();
    if (!steps.length) throw invalid({ sendable_id: [PACKAGE_TEXT.noSteps] });
    if (steps.some((s) => s.archived_at !== null))
      throw invalid({ sendable_id: [PACKAGE_TEXT.archivedTemplate] });
    return row;
  },
  async names(db, companyId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .selectFrom('memo_template_packages')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  },
  async recipes(db, companyId, id, { occurrence, timeZone }) {
    const pkg = await db
      .selectFrom('memo_template_packages')
      .select('id')
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!pkg) return null;
    const steps = await db
      .selectFrom('memo_template_package_steps')
      .selectAll()
      .where('package_id', '=', id)
      .orderBy('day_offset')
      .orderBy('position')
      .execute();
    if (!steps.length) return null;
    const day0 = localDate(occurrence, timeZone);
    const out: MemoRecipe[] = [];
    for (const step of steps) {
      const t = await db
        .selectFrom('memo_templates')
        .selectAll()
        .where('id', '=', step.template_id)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      if (!t || t.archived_at !== null) return null;
      const { kind, input } = templateToMemoInput(t, await templateTags(db, t.id));
      const startAt = zonedTime(addDays(day0, step.day_offset), step.send_time, timeZone);
      const files = await db
        .selectFrom('template_media')
        .selectAll()
        .where('template_id', '=', t.id)
        .orderBy('id')
        .execute();
      const later = startAt.getTime() > occurrence.getTime();
      out.push({
        kind,
        input: later ? { ...input, start_at: startAt.toISOString() } : input,
        templateId: t.id,
        files,
      });
    }
    return out;
  },
};
