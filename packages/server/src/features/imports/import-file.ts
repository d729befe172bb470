import { IMPORT_MAX_ROWS, IMPORT_XLSX_TEXTS } from '@teamline/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { invalid } from '../../http/errors.js';
import { checkXlsxBounds } from './xlsx-bounds.js';

/** A file's records below its header, each with its line in the file (the header is line 1). */
export interface FileTable {
  header: string[];
  records: { line: number; cells: string[] }[];
}

export const FILE_TEXTS = {
  empty: 'The file is empty',
  noRows: 'The file has a header but no rows below it',
  notTable: 'Upload a CSV or XLSX file (this file is neither)',
  oldExcel: 'This is an old Excel (.xls) file: save it as .xlsx or CSV and upload it again',
  unreadable: 'The file could not be read: save it as CSV (UTF-8) or XLSX and upload it again',
  tooManyRows: (n: number) =>
    `The file has ${n.toLocaleString('en-US')} rows; at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} can be imported at once`,
  ...IMPORT_XLSX_TEXTS,
} as const;

const fileError = (text: string) => invalid({ file: [text] });

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/** Reads an uploaded CSV or XLSX, told apart by its bytes, never by its name. */
export async function readTable(buffer: Buffer): Promise<FileTable> {
  if (buffer.length === 0) throw fileError(FILE_TEXTS.empty);
  let rows: { line: number; cells: string[] }[];
  if (startsWith(buffer, ZIP)) {
    // Zip file names are stored as they are: a workbook has xl/workbook.xml (a .docx or a plain zip has not).
    if (!buffer.includes('xl/workbook')) throw fileError(FILE_TEXTS.notTable);
    rows = await readXlsx(buffer);
  } else if (startsWith(buffer, OLE)) throw fileError(FILE_TEXTS.oldExcel);
  else rows = readCsv(decodeText(buffer));
  const nonEmpty = rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [head, ...records] = nonEmpty;
  if (!head) throw fileError(FILE_TEXTS.empty);
  if (records.length === 0) throw fileError(FILE_TEXTS.noRows);
  if (records.length > IMPORT_MAX_ROWS) throw fileError(FILE_TEXTS.tooManyRows(records.length));
  return { header: head.cells, records };
}

/** UTF-8 (with or without BOM), else Windows-1252 as spreadsheets on Windows save "CSV"; binary is refused. */
function decodeText(buffer: Buffer): string {
  if (buffer.subarray(0, 8192).includes(0)) throw fileError(FILE_TEXTS.notTable);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Comma, semicolon or tab, whichever the header line has most of (spreadsheets in some locales save ';'). */
function guessDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (d: string) => header.split(d).length - 1;
  return [';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

function readCsv(text: string): { line: number; cells: string[] }[] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: guessDelimiter(text) });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken)
    throw fileError(`${FILE_TEXTS.unreadable} (a quote is not closed on row ${(broken.row ?? 0) + 1})`);
  return parsed.data.map((cells, i) => ({ line: i + 1, cells: cells.map((c) => c ?? '') }));
}

async function readXlsx(buffer: Buffer): Promise<{ line: number; cells: string[] }[]> {
  // Before exceljs unpacks anything: it holds every entry and cell in memory at once.
  const refusal = checkXlsxBounds(buffer);
  if (refusal) throw fileError(FILE_TEXTS[refusal]);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw fileError(FILE_TEXTS.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError(FILE_TEXTS.empty);
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1)
    throw fileError(FILE_TEXTS.tooManyRows(sheet.actualRowCount - 1));
  const width = sheet.actualColumnCount;
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c)));
    rows.push({ line, cells });
  });
  return rows;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  // Long digit strings typed as numbers (phones) must not come out as 5.55E+09.
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}

const ALIASES: Record<string, string> = {
  full_name: 'name',
  first_name: 'name_first',
  last_name: 'name_last',
  e_mail: 'email',
  email_address: 'email',
  phone_number: 'phone',
  mobile: 'phone',
  location: 'locations',
  audience: 'audiences',
};

/** "E-mail ", "First Name" → e_mail → email, name_first: headings as people type them. */
export function normalizeHeading(heading: string): string {
  const key = heading
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? key;
}

/**
 * Maps the header to known columns: an unknown heading, a repeated one, or a missing required
 * column refuses the file, naming the columns expected.
 */
export function mapColumns(
  header: string[],
  opts: {
    known: readonly string[];
    ignored?: readonly string[];
    required: (present: Set<string>) => string | null;
  },
): Map<string, number> {
  const columns = new Map<string, number>();
  const unknown: string[] = [];
  header.forEach((heading, i) => {
    const key = normalizeHeading(heading);
    if (key === '') return;
    if (opts.known.includes(key)) {
      if (columns.has(key)) throw fileError(`The column "${heading.trim()}" appears twice`);
      columns.set(key, i);
    } else if (!opts.ignored?.includes(key)) unknown.push(heading.trim());
  });
  const expected = `Expected columns: ${opts.known.join(', ')}`;
  if (unknown.length > 0) {
    const list = unknown.map((h) => `"${h}"`).join(', ');
    throw fileError(`Unknown column${unknown.length > 1 ? 's' : ''} ${list}. ${expected}`);
  }
  const missing = opts.required(new Set(columns.keys()));
  if (missing) throw fileError(`${missing}. ${expected}`);
  return columns;
}

/** The records as objects of the mapped columns, cells trimmed. */
export function recordsOf<K extends string>(
  table: FileTable,
  columns: Map<string, number>,
): ({ line: number } & Partial<Record<K, string>>)[] {
  return table.records.map(({ line, cells }) => {
    const out: { line: number } & Partial<Record<K, string>> = { line } as { line: number } & Partial<
      Record<K, string>
    >;
    for (const [key, index] of columns) {
      const value = (cells[index] ?? '').trim();
      if (value !== '') (out as Record<string, string | number>)[key] = value;
    }
    return out;
  });
}
