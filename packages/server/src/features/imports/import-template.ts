import { EMPLOYEE_IMPORT_COLUMNS, type ImportKind, MANAGER_IMPORT_COLUMNS } from '@teamline/shared';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/index.js';
import { toCsv } from '../../http/csv.js';
import { canAssignRole } from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';

/**
 * What the template's example rows are made of, so a template uploaded as it is imports (decisions.md,
 * Imports): the company's own places, and a role the caller may give.
 */
export interface TemplateContext {
  locations: string[];
  audiences: string[];
  canAssignManagers: boolean;
}

/** A name the import reads back as itself: no ';' (the list separator), no formula start. */
const usable = (name: string) => !/;/.test(name) && !/^[=+\-@\t\r]/.test(name.trim());

async function firstNames(db: Database, table: 'locations' | 'audiences', companyId: number, n: number) {
  const rows = await db
    .selectFrom(table)
    .select('name')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows
    .map((r) => r.name.trim())
    .filter(usable)
    .slice(0, n);
}

export async function templateContext(db: Database, member: Member): Promise<TemplateContext> {
  return {
    locations: await firstNames(db, 'locations', member.companyId, 2),
    audiences: await firstNames(db, 'audiences', member.companyId, 1),
    canAssignManagers: canAssignRole(member, 'manager'),
  };
}

/**
 * Example rows: what a filled-in file looks like. Two new people at the company's first places
 * (none named when it has none); the manager file then links those two.
 */
function examples(kind: ImportKind, ctx: TemplateContext): string[][] {
  if (kind === 'managers')
    return [['', 'Maria Lopez', 'maria@example.com', '', '', 'Sam Lee', '', '5559876543']];
  const [first = ''] = ctx.locations;
  return [
    [
      'Maria Lopez',
      'Maria',
      'Lopez',
      'maria@example.com',
      '(555) 123-4567',
      'employee',
      'Full-time',
      first,
      ctx.audiences[0] ?? '',
    ],
    [
      'Sam Lee',
      'Sam',
      'Lee',
      '',
      '5559876543',
      ctx.canAssignManagers ? 'manager' : 'employee',
      '',
      ctx.locations.join('; '),
      '',
    ],
  ];
}

const HEADERS: Record<ImportKind, readonly string[]> = {
  employees: EMPLOYEE_IMPORT_COLUMNS,
  managers: MANAGER_IMPORT_COLUMNS,
};

export function templateName(kind: ImportKind, format: 'csv' | 'xlsx'): string {
  return `${kind === 'employees' ? 'employee' : 'employee-manager'}-import-template.${format}`;
}

export function csvTemplate(kind: ImportKind, ctx: TemplateContext): string {
  return toCsv(HEADERS[kind], examples(kind, ctx));
}

export async function xlsxTemplate(kind: ImportKind, ctx: TemplateContext): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === 'employees' ? 'Employees' : 'Managers');
  sheet.addRow([...HEADERS[kind]]).font = { bold: true };
  for (const row of examples(kind, ctx)) sheet.addRow(row);
  // Phones stay text, so a spreadsheet does not turn them into numbers.
  sheet.columns.forEach((column) => {
    column.width = 22;
    column.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
