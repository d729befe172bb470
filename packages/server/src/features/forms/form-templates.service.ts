import type {
  Locale,
  TFormTemplate,
  TFormTemplatesPage,
  ZFormTemplateCreateRequest,
  ZFormTemplatesQuery,
  ZFormTemplateUpdateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { FormTemplateRow } from '../../db/schema-forms.js';
import { notFound } from '../../http/errors.js';
import { containsTerms, pageInfo } from '../../http/paging.js';
import { canEditFormTemplate, canUseFormTemplate } from '../../policies/form.js';
import type { Member } from '../../policies/member.js';
import { builtinTemplates } from './builtin-templates.js';
import { loadNames } from './form-page.js';
import { checkTargets, targetsOf } from './form-targets.js';
import { presentBuiltin, presentTemplate, templateTargets } from './forms.presenter.js';

/**
 * Form templates: the built-in starter set (in code) listed before the company's own, which
 * management saves, edits and deletes (decisions.md, Forms).
 */

const templateMissing = () => notFound('Form template not found');

/** A live template of the caller's company the caller uses (`edit`: and edits), else 404. */
export async function findTemplate(opts: {
  db: Database;
  member: Member;
  id: number;
  edit?: boolean;
}): Promise<FormTemplateRow> {
  const row = await opts.db
    .selectFrom('form_templates')
    .selectAll()
    .where('id', '=', opts.id)
    .where('company_id', '=', opts.member.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || !canUseFormTemplate(opts.member, row)) throw templateMissing();
  if (opts.edit && !canEditFormTemplate(opts.member, row)) throw templateMissing();
  return row;
}

export async function presentTemplates(db: Database, member: Member, rows: FormTemplateRow[]) {
  const targets = rows.map(templateTargets);
  const names = await loadNames(db, member.companyId, {
    employees: [
      ...rows.flatMap((r) => [r.creator_id, r.updater_id]),
      ...targets.flatMap((t) => t.recipientIds),
    ],
    locations: targets.flatMap((t) => t.locationIds),
    audiences: targets.flatMap((t) => t.audienceIds),
  });
  return rows.map((r) => presentTemplate(r, names));
}

export async function presentOneTemplate(
  db: Database,
  member: Member,
  row: FormTemplateRow,
): Promise<TFormTemplate> {
  const [t] = await presentTemplates(db, member, [row]);
  if (!t) throw templateMissing();
  return t;
}

/** GET forms/listTemplates: the built-in ones matching the terms, then the company's own, paged as one list. */
export async function listTemplates(opts: {
  db: Database;
  member: Member;
  /** The caller's language: the built-in ones speak it (builtin-templates.ts). */
  locale: Locale;
  query: z.output<typeof ZFormTemplatesQuery>;
}): Promise<TFormTemplatesPage> {
  const { db, member, query } = opts;
  const terms = query.terms.toLowerCase();
  const dir = query.sort_direction === 'asc' ? 1 : -1;
  const builtins = builtinTemplates(opts.locale)
    .filter((t) => !terms || t.name.toLowerCase().includes(terms))
    .sort((a, b) => dir * a.name.localeCompare(b.name));
  let q = db
    .selectFrom('form_templates')
    .where('company_id', '=', member.companyId)
    .where('deleted_at', 'is', null);
  if (!canUseFormTemplate(member, { company_id: member.companyId, creator_id: null }))
    q = q.where((eb) => eb.lit(false));
  if (query.terms) q = q.where(containsTerms('name', query.terms));
  const own = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const start = (query.page - 1) * query.per_page;
  const fromBuiltins = builtins.slice(start, start + query.per_page).map(presentBuiltin);
  const ownOffset = Math.max(0, start - builtins.length);
  const ownLimit = query.per_page - fromBuiltins.length;
  const rows =
    ownLimit > 0
      ? await q
          .selectAll()
          .orderBy(query.sort_by, query.sort_direction)
          .orderBy('id', query.sort_direction)
          .limit(ownLimit)
          .offset(ownOffset)
          .execute()
      : [];
  const form_templates: TFormTemplate[] = [...fromBuiltins, ...(await presentTemplates(db, member, rows))];
  return {
    form_templates,
    ...pageInfo({ total: builtins.length + own, page: query.page, perPage: query.per_page }),
    sort_by: query.sort_by,
    sort_direction: query.sort_direction,
    terms: query.terms,
  };
}

export async function createTemplate(opts: {
  db: Database;
  member: Member;
  body: z.output<typeof ZFormTemplateCreateRequest>;
}): Promise<FormTemplateRow> {
  const { db, member, body } = opts;
  const t = targetsOf(body);
  await checkTargets(db, member, t);
  const now = new Date().toISOString();
  return db
    .insertInto('form_templates')
    .values({
      company_id: member.companyId,
      name: body.name,
      description: body.description,
      fields: JSON.stringify(body.fields),
      mode: body.mode,
      location_ids: JSON.stringify(t.locationIds),
      audience_ids: JSON.stringify(t.audienceIds),
      recipient_ids: JSON.stringify(t.recipientIds),
      creator_id: member.employeeId,
      updater_id: member.employeeId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTemplate(opts: {
  db: Database;
  member: Member;
  body: z.output<typeof ZFormTemplateUpdateRequest>;
}): Promise<FormTemplateRow> {
  const { db, member, body } = opts;
  const row = await findTemplate({ db, member, id: body.id, edit: true });
  const ids = (v: number[] | undefined) => (v ? JSON.stringify([...new Set(v)]) : undefined);
  await checkTargets(db, member, {
    locationIds: body.location_ids,
    audienceIds: body.audience_ids,
    recipientIds: body.recipient_ids,
  });
  const changes = {
    name: body.name,
    description: body.description,
    fields: body.fields ? JSON.stringify(body.fields) : undefined,
    location_ids: ids(body.location_ids),
    audience_ids: ids(body.audience_ids),
    recipient_ids: ids(body.recipient_ids),
  };
  return db
    .updateTable('form_templates')
    .set({
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      updater_id: member.employeeId,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTemplate(opts: { db: Database; member: Member; id: number }): Promise<void> {
  const row = await findTemplate({ ...opts, edit: true });
  const now = new Date().toISOString();
  await opts.db
    .updateTable('form_templates')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', row.id)
    .execute();
}
