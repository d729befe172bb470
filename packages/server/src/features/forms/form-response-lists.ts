import type { TFormField, TFormResponse, TFormResponsesPage, ZFormResponsesQuery } from '@teamline/shared';
import { formatPhone } from '@teamline/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { FormRow } from '../../db/schema-forms.js';
import { type CsvValue, toCsv } from '../../http/csv.js';
import { pageInfo } from '../../http/paging.js';
import type { Member } from '../../policies/member.js';
import { zonedTime } from '../celebrations/celebration-dates.js';
import { companyTimezone } from '../reports/reports.service.js';
import { parseFields } from './form-page.js';
import { presentResponses } from './form-responses.service.js';

/**
 * Management's table of a form's responses (forms/listResponses) and its exports
 * (forms/exportResponses, CSV and XLSX): filtered by the author's location now and by the day
 * sent in the company's zone, newest first.
 */

type Filters = Pick<z.output<typeof ZFormResponsesQuery>, 'location_id' | 'from' | 'to' | 'sort_direction'>;

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function filtered(db: Database, member: Member, form: FormRow, f: Filters) {
  let q = db
    .selectFrom('form_responses')
    .where('form_id', '=', form.id)
    .where('company_id', '=', member.companyId);
  if (f.location_id)
    q = q.where(
      'employee_id',
      'in',
      db.selectFrom('employee_locations').select('employee_id').where('location_id', '=', f.location_id),
    );
  if (f.from || f.to) {
    const zone = await companyTimezone({ db, companyId: member.companyId });
    if (f.from) q = q.where('created_at', '>=', zonedTime(f.from, '00:00', zone).toISOString());
    if (f.to) q = q.where('created_at', '<', zonedTime(nextDay(f.to), '00:00', zone).toISOString());
  }
  return q;
}

export async function listResponses(opts: {
  db: Database;
  member: Member;
  form: FormRow;
  query: z.output<typeof ZFormResponsesQuery>;
}): Promise<TFormResponsesPage> {
  const { db, member, form, query } = opts;
  const q = await filtered(db, member, form, query);
  const total = Number(
    (await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await q
    .selectAll()
    .orderBy('created_at', query.sort_direction)
    .orderBy('id', query.sort_direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    form_responses: await presentResponses(db, member, form, rows),
    ...pageInfo({ total, page: query.page, perPage: query.per_page }),
    sort_by: 'created_at',
    sort_direction: query.sort_direction,
    filters: { location_id: query.location_id ?? null, from: query.from ?? null, to: query.to ?? null },
  };
}

/** Rows an export holds at most (a form's whole history fits; a runaway one is cut, newest kept). */
export const EXPORT_MAX_ROWS = 50_000;

/** One answer as a cell: options joined, phones formatted, files by name, a checkbox Yes. */
export function answerText(field: TFormField, r: TFormResponse): CsvValue {
  const v = r.response[field.key];
  if (v === undefined) return '';
  if (field.type === 'file' || field.type === 'signature') {
    const ids = Array.isArray(v) ? v : [];
    return r.files
      .filter((f) => (ids as unknown[]).includes(f.id))
      .map((f) => f.original_filename)
      .join('; ');
  }
  if (field.type === 'checkbox') return v === true ? 'Yes' : '';
  if (field.type === 'phone' && typeof v === 'string') return formatPhone(v);
  if (Array.isArray(v)) return v.join('; ');
  return v as CsvValue;
}

/** The export's header and rows: who, where, when, then one column per field in order. */
export async function exportTable(opts: {
  db: Database;
  member: Member;
  form: FormRow;
  filters: Filters;
}): Promise<{ header: string[]; rows: CsvValue[][] }> {
  const { db, member, form } = opts;
  const fields = parseFields(form.fields);
  const q = await filtered(db, member, form, opts.filters);
  const header = [
    'Response id',
    'Employee',
    'Locations',
    'Sent at',
    'Updated at',
    ...fields.map((f) => f.label),
  ];
  const rows: CsvValue[][] = [];
  const all = await q
    .selectAll()
    .orderBy('created_at', opts.filters.sort_direction)
    .orderBy('id', opts.filters.sort_direction)
    .limit(EXPORT_MAX_ROWS)
    .execute();
  for (let i = 0; i < all.length; i += 500) {
    for (const r of await presentResponses(db, member, form, all.slice(i, i + 500)))
      rows.push([
        r.id,
        r.employee?.name ?? '',
        r.locations.map((l) => l.name).join('; '),
        r.created_at,
        r.updated_at,
        ...fields.map((f) => answerText(f, r)),
      ]);
  }
  return { header, rows };
}

export const csvOf = (t: { header: string[]; rows: CsvValue[][] }) => toCsv(t.header, t.rows);

/** The XLSX of the table: one sheet, a bold header, cells as values (never formulas). */
export async function xlsxOf(name: string, t: { header: string[]; rows: CsvValue[][] }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Responses');
  sheet.addRow(t.header).font = { bold: true };
  for (const row of t.rows) sheet.addRow(row.map((v) => (v === null || v === undefined ? '' : v)));
  sheet.columns.forEach((c) => {
    c.width = 20;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
