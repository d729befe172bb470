import { IMPORT_MAX_ROWS, IMPORT_XLSX_TEXTS } from '@teamline/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflated, SHEET_HEAD, SHEET_TAIL, workbookParts, zipOf } from '../../../test/zip.js';
import { AppError } from '../../http/errors.js';
import { readTable } from './import-file.js';
import { checkXlsxBounds, XLSX_BOUNDS } from './xlsx-bounds.js';

/** The bounds leave an honest roster room, and stop a sheet of more cells than any roster has. */

const fileErrors = async (buffer: Buffer) => {
  try {
    await readTable(buffer);
    return null;
  } catch (err) {
    if (err instanceof AppError) return [err.status, err.errors?.file];
    throw err;
  }
};

describe('XLSX bounds', () => {
  it(`an honest ${IMPORT_MAX_ROWS.toLocaleString('en-US')}-row roster passes with room, and is read whole`, async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roster');
    sheet.addRow(['name', 'email', 'phone', 'role', 'type', 'locations', 'audiences']);
    for (let i = 0; i < IMPORT_MAX_ROWS; i++)
      sheet.addRow([
        `Person ${i}`,
        `p${i}@x.test`,
        15550000000 + i,
        'employee',
        'full_time',
        'Main; Harbor',
        'Bar',
      ]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(checkXlsxBounds(buffer)).toBeNull();
    const table = await readTable(buffer);
    expect(table.records).toHaveLength(IMPORT_MAX_ROWS);
    expect(table.records.at(-1)?.cells.slice(0, 3)).toEqual([
      `Person ${IMPORT_MAX_ROWS - 1}`,
      `p${IMPORT_MAX_ROWS - 1}@x.test`,
      String(15550000000 + IMPORT_MAX_ROWS - 1),
    ]);
  });

  it('a sheet of more cells than any roster is refused before exceljs builds them', async () => {
    const rows: string[] = [];
    const perRow = 10;
    for (let r = 1; r * (perRow + 1) <= XLSX_BOUNDS.sheetTags + 100_000; r++)
      rows.push(
        `<row r="${r}">${Array.from({ length: perRow }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}"/>`).join('')}</row>`,
      );
    const file = zipOf([
      ...workbookParts(),
      deflated('xl/worksheets/sheet1.xml', SHEET_HEAD + rows.join('') + SHEET_TAIL),
    ]);
    expect(await fileErrors(file)).toEqual([422, [IMPORT_XLSX_TEXTS.tooManyCells]]);
  });
});
