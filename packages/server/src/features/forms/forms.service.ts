import {
  FORM_TEXT,
  type Locale,
  type TForm,
  type TFormField,
  type TFormsPage,
  type ZFormCreateRequest,
  type ZFormsQuery,
  type ZFormUpdateRequest,
} from '@teamline/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { FormRow } from '../../db/schema-forms.js';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms, pageInfo } from '../../http/paging.js';
import { canManageForm, canReadForm, scopeForms } from '../../policies/form.js';
import type { Member } from '../../policies/member.js';
import { isManagement } from '../../policies/predicates.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { builtinTemplate } from './builtin-templates.js';
import { notifyFormRecipients } from './form-notify.js';
import { loadNames, parseFields } from './form-page.js';
import {
  checkTargets,
  isTargeted,
  loadFormTargets,
  saveFormTargets,
  type Targets,
  targetsOf,
} from './form-targets.js';
import { findTemplate } from './form-templates.service.js';
import { presentForm } from './forms.presenter.js';

/** Forms: find, list, make, change, close, reopen, delete (decisions.md, Forms). */

const formMissing = () => notFound('Form not found');

/**
 * A live form of the caller's company that the caller reads (management any; a member one
 * targeted to them), else 404; `manage`: one the caller also manages (else 404 too).
 */
export async function findForm(opts: {
  db: Database;
  member: Member;
  id: number;
  manage?: boolean;
}): Promise<FormRow> {
  const { db, member, id } = opts;
  const row = await db
    .selectFrom('forms')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', member.companyId)
    .executeTakeFirst();
  if (!row) throw formMissing();
  const targeted = isManagement(member) ? false : await isTargeted(db, member, row.id);
  if (!canReadForm(member, row, targeted)) throw formMissing();
  if (opts.manage && !canManageForm(member, row)) throw formMissing();
  return row;
}

/** How many responses each form has: all of them for management, the caller's own otherwise. */
async function responseCounts(db: Database, member: Member, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!ids.length) return out;
  let q = db
    .selectFrom('form_responses')
    .select(['form_id', sql<number>`count(*)`.as('n')])
    .where('form_id', 'in', ids)
    .groupBy('form_id');
  if (!isManagement(member)) q = q.where('employee_id', '=', member.employeeId);
  for (const r of await q.execute()) out.set(r.form_id, Number(r.n));
  return out;
}

/** Forms with their targeting, names and counts, as the calls answer them. */
export async function presentForms(db: Database, member: Member, rows: FormRow[]): Promise<TForm[]> {
  const ids = rows.map((r) => r.id);
  // Whom a form went to is management's to see: a member gets empty targeting lists.
  const [targets, counts] = await Promise.all([
    isManagement(member) ? loadFormTargets(db, ids) : new Map<number, Targets>(),
    responseCounts(db, member, ids),
  ]);
  const all = [...targets.values()];
  const names = await loadNames(db, member.companyId, {
    employees: [...rows.flatMap((r) => [r.creator_id, r.updater_id]), ...all.flatMap((t) => t.recipientIds)],
    locations: all.flatMap((t) => t.locationIds),
    audiences: all.flatMap((t) => t.audienceIds),
  });
  const none = { locationIds: [], audienceIds: [], recipientIds: [] };
  return rows.map((r) => presentForm(r, targets.get(r.id) ?? none, names, counts.get(r.id) ?? 0));
}

export async function presentOne(db: Database, member: Member, row: FormRow): Promise<TForm> {
  const [form] = await presentForms(db, member, [row]);
  if (!form) throw formMissing();
  return form;
}

export async function listForms(opts: {
  db: Database;
  member: Member;
  query: z.output<typeof ZFormsQuery>;
}): Promise<TFormsPage> {
  const { db, member, query } = opts;
  let q = scopeForms(db, member, db.selectFrom('forms'));
  if (query.terms) q = q.where(containsTerms('forms.name', query.terms));
  if (query.status === 'open') q = q.where('forms.closed_at', 'is', null);
  if (query.status === 'closed') q = q.where('forms.closed_at', 'is not', null);
  const total = Number(
    (await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await q
    .selectAll('forms')
    .orderBy(`forms.${query.sort_by}`, query.sort_direction)
    .orderBy('forms.id', query.sort_direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    forms: await presentForms(db, member, rows),
    ...pageInfo({ total, page: query.page, perPage: query.per_page }),
    sort_by: query.sort_by,
    sort_direction: query.sort_direction,
    terms: query.terms,
    filters: { status: query.status ?? null },
  };
}

/** The fields a new form starts from: those sent, else its template's (else 422). */
async function startingFields(
  db: Database,
  member: Member,
  body: z.output<typeof ZFormCreateRequest>,
  locale: Locale,
): Promise<{ fields: TFormField[]; templateId: number | null; templateKey: string | null }> {
  let fields = body.fields ?? null;
  let templateId: number | null = null;
  let templateKey: string | null = null;
  if (body.template_id) {
    const t = await findTemplate({ db, member, id: body.template_id });
    templateId = t.id;
    fields ??= parseFields(t.fields);
  } else if (body.template_key) {
    const t = builtinTemplate(body.template_key, locale);
    if (!t) throw invalid({ template_key: [FORM_TEXT.noTemplate] });
    templateKey = t.key;
    fields ??= t.fields;
  }
  if (!fields?.length) throw invalid({ fields: [FORM_TEXT.needsField] });
  return { fields, templateId, templateKey };
}

/** Makes the form and notifies whom it reaches (form-notify.ts), pushed once committed. */
export async function createForm(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  /** The maker's language: a built-in template's fields are copied in it. */
  locale: Locale;
  body: z.output<typeof ZFormCreateRequest>;
}): Promise<FormRow> {
  const { db, member, body } = opts;
  // The template first: another company's answers 404 whatever else the request holds.
  const start = await startingFields(db, member, body, opts.locale);
  const targets = targetsOf(body);
  if (!targets.locationIds.length && !targets.audienceIds.length && !targets.recipientIds.length)
    throw invalid({ recipient_ids: [FORM_TEXT.noRecipients] });
  await checkTargets(db, member, targets);
  const now = new Date().toISOString();
  return transactThenPublish(opts, async (trx, events) => {
    const row = await trx
      .insertInto('forms')
      .values({
        company_id: member.companyId,
        name: body.name,
        description: body.description,
        fields: JSON.stringify(start.fields),
        mode: body.mode,
        template_id: start.templateId,
        template_key: start.templateKey,
        creator_id: member.employeeId,
        updater_id: member.employeeId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveFormTargets(trx, row.id, targets);
    await notifyFormRecipients({ db: trx, events, form: row, targets });
    return row;
  });
}

/** Only what was sent changes; the targeting lists sent replace the stored ones. */
export async function updateForm(opts: {
  db: Database;
  member: Member;
  body: z.output<typeof ZFormUpdateRequest>;
}): Promise<FormRow> {
  const { db, member, body } = opts;
  const form = await findForm({ db, member, id: body.id, manage: true });
  const targets = {
    locationIds: body.location_ids,
    audienceIds: body.audience_ids,
    recipientIds: body.recipient_ids,
  };
  await checkTargets(db, member, targets);
  return db.transaction().execute(async (trx) => {
    await saveFormTargets(trx, form.id, targets);
    const left = await trx
      .selectFrom('form_targets')
      .select('form_id')
      .where('form_id', '=', form.id)
      .executeTakeFirst();
    if (!left) throw invalid({ recipient_ids: [FORM_TEXT.noRecipients] });
    return trx
      .updateTable('forms')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.fields ? { fields: JSON.stringify(body.fields) } : {}),
        updater_id: member.employeeId,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', form.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Closes (`closed`: true) or reopens a form; closing twice or reopening an open one is 422. */
export async function setClosed(opts: {
  db: Database;
  member: Member;
  id: number;
  closed: boolean;
}): Promise<FormRow> {
  const { db, member } = opts;
  const form = await findForm({ db, member, id: opts.id, manage: true });
  if (opts.closed && form.closed_at !== null) throw invalid({ id: [FORM_TEXT.closed] });
  if (!opts.closed && form.closed_at === null) throw invalid({ id: [FORM_TEXT.notClosed] });
  const now = new Date().toISOString();
  return db
    .updateTable('forms')
    .set({ closed_at: opts.closed ? now : null, updater_id: member.employeeId, updated_at: now })
    .where('id', '=', form.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a form (soft: its responses stay for the record, answered by nobody). */
export async function deleteForm(opts: { db: Database; member: Member; id: number }): Promise<void> {
  const form = await findForm({ ...opts, manage: true });
  const now = new Date().toISOString();
  await opts.db
    .updateTable('forms')
    .set({ deleted_at: now, updated_at: now, updater_id: opts.member.employeeId })
    .where('id', '=', form.id)
    .execute();
}
