import { EMPLOYEE_IMPORT_COLUMNS, type ImportKind, MANAGER_IMPORT_COLUMNS } from '@teamline/shared';
import ExcelJS from 'exceljs';
import { toCsv } from '../../http/csv.js';

/** Example rows of the template files: what a filled-in file looks like. */
const EXAMPLES: Record<ImportKind, string[][]> = {
  employees: [
    [
      'Maria Lopez',
      'Maria',
      'Lopez',
      'maria@example.com',
      '(555) 123-4567',
      'employee',
      'Full-time',
      'Main Street',
      'Cooks',
    ],
    ['Sam Lee', 'Sam', 'Lee', '', '5559876543', 'manager', '', 'Main Street; Airport', ''],
  ],
  managers: [['', 'Maria Lopez', 'maria@example.com', '', '', 'Sam Lee', '', '5559876543']],
};

const HEADERS: Record<ImportKind, readonly string[]> = {
  employees: EMPLOYEE_IMPORT_COLUMNS,
  managers: MANAGER_IMPORT_COLUMNS,
};

export function templateName(kind: ImportKind, format: 'csv' | 'xlsx'): string {
  return `${kind === 'employees' ? 'employee' : 'employee-manager'}-import-template.${format}`;
}

export function csvTemplate(kind: ImportKind): string {
  return toCsv(HEADERS[kind], EXAMPLES[kind]);
}

export async function xlsxTemplate(kind: ImportKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === 'employees' ? 'Employees' : 'Managers');
  sheet.addRow([...HEADERS[kind]]).font = { bold: true };
  for (const row of EXAMPLES[kind]) sheet.addRow(row);
  // Phones stay text, so a spreadsheet does not turn them into numbers.
  sheet.columns.forEach((column) => {
    column.width = 22;
    column.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
