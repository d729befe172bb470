import {
  checkFormResponse,
  FORM_TEXT,
  type TFormResponse,
  type ZFormResponseCreateRequest,
  type ZFormResponseUpdateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import type { FormResponseRow, FormRow } from '../../db/schema-forms.js';
import { AppError, invalid, notFound } from '../../http/errors.js';
import { canEditResponse, canReadResponse, canRespondToForm } from '../../policies/form.js';
import type { Member } from '../../policies/member.js';
import { isManagement } from '../../policies/predicates.js';
import { checkResponseFiles, linkResponseFiles, removeStoredFiles, responseFiles } from './form-files.js';
import { loadNames, parseFields } from './form-page.js';
import { isTargeted } from './form-targets.js';
import { presentResponse } from './forms.presenter.js';

/** Responses to forms: send, read, edit, delete (decisions.md, Forms). */

type Log = (err: unknown, key: string) => void;
const responseMissing = () => notFound('Form response not found');

/** The answers checked against the form's fields: 422 with each field's text at `response.{key}`. */
function checkAnswers(form: FormRow, input: Record<string, unknown>) {
  const fields = parseFields(form.fields);
  const { value, errors } = checkFormResponse(fields, input);
  const keys = Object.keys(errors);
  if (keys.length)
    throw invalid(Object.fromEntries(keys.map((k) => [`response.${k}`, [errors[k] as string]])));
  return { fields, value };
}

/**
 * A response of the caller's company the caller reads (its author, or management), with its
 * live form; anything else 404.
 */
export async function findResponse(opts: {
  db: Database;
  member: Member;
  id: number;
}): Promise<{ response: FormResponseRow; form: FormRow }> {
  const { db, member } = opts;
  const response = await db
    .selectFrom('form_responses')
    .selectAll()
    .where('id', '=', opts.id)
    .where('company_id', '=', member.companyId)
    .executeTakeFirst();
  if (!response || !canReadResponse(member, response)) throw responseMissing();
  const form = await db
    .selectFrom('forms')
    .selectAll()
    .where('id', '=', response.form_id)
    .where('company_id', '=', member.companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!form) throw responseMissing();
  return { response, form };
}

/** Responses as the calls answer them: author, their locations now, files, whether the caller edits. */
export async function presentResponses(
  db: Database,
  member: Member,
  form: FormRow,
  rows: FormResponseRow[],
): Promise<TFormResponse[]> {
  const authors = [...new Set(rows.map((r) => r.employee_id).filter((id): id is number => id !== null))];
  const locationsOf = new Map<number, number[]>();
  for (const part of chunks(authors)) {
    if (!part.length) continue;
    const links = await db
      .selectFrom('employee_locations as el')
      .innerJoin('locations as l', 'l.id', 'el.location_id')
      .select(['el.employee_id', 'el.location_id'])
      .where('el.employee_id', 'in', part)
      .where('l.deleted_at', 'is', null)
      .orderBy('l.name')
      .execute();
    for (const l of links)
      locationsOf.set(l.employee_id, [...(locationsOf.get(l.employee_id) ?? []), l.location_id]);
  }
  const [files, names] = await Promise.all([
    responseFiles(
      db,
      rows.map((r) => r.id),
    ),
    loadNames(db, member.companyId, { employees: authors, locations: [...locationsOf.values()].flat() }),
  ]);
  return rows.map((r) =>
    presentResponse(r, {
      names,
      locations: r.employee_id === null ? [] : (locationsOf.get(r.employee_id) ?? []),
      files: files.get(r.id) ?? [],
      canEdit: canEditResponse(member, r, form),
    }),
  );
}

export async function presentOneResponse(db: Database, member: Member, form: FormRow, row: FormResponseRow) {
  const [out] = await presentResponses(db, member, form, [row]);
  if (!out) throw responseMissing();
  return out;
}

export async function createResponse(opts: {
  db: Database;
  member: Member;
  form: FormRow;
  body: z.output<typeof ZFormResponseCreateRequest>;
}): Promise<FormResponseRow> {
  const { db, member, form } = opts;
  const targeted = isManagement(member) ? false : await isTargeted(db, member, form.id);
  if (!canRespondToForm(member, form, targeted)) throw invalid({ form_id: [FORM_TEXT.closed] });
  const { fields, value } = checkAnswers(form, opts.body.response);
  const fileIds = await checkResponseFiles({
    db,
    member,
    formId: form.id,
    responseId: null,
    fields,
    answers: value,
  });
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('form_responses')
      .values({
        company_id: member.companyId,
        form_id: form.id,
        employee_id: member.employeeId,
        response: JSON.stringify(value),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await linkResponseFiles(trx, row.id, fileIds);
    return row;
  });
}

/** The author edits or deletes while the form is open: anyone else who reads it 403, a closed form 422. */
function assertEditable(member: Member, response: FormResponseRow, form: FormRow): void {
  if (canEditResponse(member, response, form)) return;
  if (response.employee_id !== member.employeeId) throw new AppError(403, FORM_TEXT.notYours);
  throw invalid({ id: [FORM_TEXT.closed] });
}

export async function updateResponse(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  body: z.output<typeof ZFormResponseUpdateRequest>;
  onStorageError: Log;
}): Promise<{ response: FormResponseRow; form: FormRow }> {
  const { db, member } = opts;
  const { response, form } = await findResponse({ db, member, id: opts.body.id });
  assertEditable(member, response, form);
  const { fields, value } = checkAnswers(form, opts.body.response);
  const fileIds = await checkResponseFiles({
    db,
    member,
    formId: form.id,
    responseId: response.id,
    fields,
    answers: value,
  });
  const { row, dropped } = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('form_responses')
      .set({ response: JSON.stringify(value), updated_at: new Date().toISOString() })
      .where('id', '=', response.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, dropped: await linkResponseFiles(trx, row.id, fileIds) };
  });
  await removeStoredFiles(opts.storage, dropped, opts.onStorageError);
  return { response: row, form };
}

export async function deleteResponse(opts: {
  db: Database;
  storage: Storage;
  member: Member;
  id: number;
  onStorageError: Log;
}): Promise<void> {
  const { db, member } = opts;
  const { response, form } = await findResponse({ db, member, id: opts.id });
  assertEditable(member, response, form);
  const dropped = await db.transaction().execute(async (trx) => {
    const keys = await linkResponseFiles(trx, response.id, []);
    await trx.deleteFrom('form_responses').where('id', '=', response.id).execute();
    return keys;
  });
  await removeStoredFiles(opts.storage, dropped, opts.onStorageError);
}

/** GET forms/myResponses: the caller's own responses to a form they read, newest first (at most 100). */
export async function myResponses(opts: {
  db: Database;
  member: Member;
  form: FormRow;
}): Promise<TFormResponse[]> {
  const rows = await opts.db
    .selectFrom('form_responses')
    .selectAll()
    .where('form_id', '=', opts.form.id)
    .where('employee_id', '=', opts.member.employeeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return presentResponses(opts.db, opts.member, opts.form, rows);
}
