/** CSV of RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled, CRLF rows. */

export type CsvValue = string | number | boolean | null | undefined;

// A leading =, +, - or @ makes spreadsheets run the cell as a formula; a quote mark defuses it.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The content-disposition of a download, with an ASCII file name the client reads back. */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${safe}"`;
}
