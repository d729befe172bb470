import { IMPORT_XLSX_TEXTS, type TImportPreview } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { upload } from '../../../test/uploads.js';
import { bombStream, deflated, SHEET_HEAD, SHEET_TAIL, workbookParts, zipOf } from '../../../test/zip.js';

/**
 * Issue 10: a 3 MB XLSX unpacked to gigabytes inside exceljs. The zip's directory and the actual
 * unpacked sizes are bounded before exceljs sees the file. This file holds only small files
 * besides the bombs, so the process's peak memory (maxRSS) measures what a bomb costs.
 */

const { app, db } = await buildTestApp();
const t = await buildCompany(db);
const send = (content: Buffer, url = '/api/company/employees/upload') =>
  upload<TImportPreview>(app, url, {
    token: t.adminToken,
    fields: { company_id: String(t.company.id) },
    file: { name: 'roster.xlsx', content },
  });

const MB = 1024 * 1024;
const row = (r: number, ...cells: string[]) =>
  `<row r="${r}">${cells.map((c, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;
const honestSheet = SHEET_HEAD + row(1, 'name', 'email') + row(2, 'Ada', 'ada@x.test') + SHEET_TAIL;
/** A sheet of `megabytes` MB of spaces between two rows; its header says `declared` bytes. */
const bomb = (megabytes: number, declared?: number) => {
  const packed = bombStream(SHEET_HEAD + row(1, 'name', 'email'), 0x20, megabytes, SHEET_TAIL);
  const size = Buffer.byteLength(SHEET_HEAD + row(1, 'name', 'email') + SHEET_TAIL) + megabytes * MB;
  return zipOf([
    ...workbookParts(),
    { name: 'xl/worksheets/sheet1.xml', packed, declaredSize: declared ?? size },
  ]);
};
const peakRss = () => process.resourceUsage().maxRSS * 1024;
const UNREADABLE = 'The file could not be read: save it as CSV (UTF-8) or XLSX and upload it again';

describe('XLSX zip bombs are refused before they are unpacked', () => {
  it('a hand-made honest workbook still imports (the test zips are read as Excel reads them)', async () => {
    const res = await send(zipOf([...workbookParts(), deflated('xl/worksheets/sheet1.xml', honestSheet)]));
    expect(res.status).toBe(200);
    expect(res.body.data.content.rows.map((r) => r.label)).toEqual(['Ada']);
  });

  it('a sheet that says it unpacks to 500 MB answers 422 at once, on both imports', async () => {
    const file = bomb(500);
    expect(file.length).toBeLessThan(MB);
    const started = Date.now();
    for (const url of ['/api/company/employees/upload', '/api/company/employees/manager-upload']) {
      const res = await send(file, url);
      expect([res.status, res.body.errors?.file]).toEqual([422, [IMPORT_XLSX_TEXTS.unpacksTooLarge]]);
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a sheet that lies (says 1 KB, unpacks to 500 MB) costs no memory: three at once', async () => {
    const file = bomb(500, 1024);
    const before = peakRss();
    const started = Date.now();
    const answers = await Promise.all([send(file), send(file), send(file)]);
    for (const res of answers) expect([res.status, res.body.errors?.file]).toEqual([422, [UNREADABLE]]);
    expect(peakRss() - before).toBeLessThan(200 * MB);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('more than 1,000 entries, or a sheet packed 1000:1, is refused', async () => {
    const many = zipOf([
      ...workbookParts(),
      deflated('xl/worksheets/sheet1.xml', honestSheet),
      ...Array.from({ length: 1_000 }, (_, i) => deflated(`xl/media/image${i}.png`, 'x')),
    ]);
    expect((await send(many)).body.errors?.file).toEqual([IMPORT_XLSX_TEXTS.unpacksTooLarge]);
    expect((await send(bomb(20))).body.errors?.file).toEqual([IMPORT_XLSX_TEXTS.unpacksTooLarge]);
  });

  it('a Zip64 or broken directory is unreadable', async () => {
    const good = zipOf([...workbookParts(), deflated('xl/worksheets/sheet1.xml', honestSheet)]);
    const zip64 = Buffer.from(good);
    zip64.writeUInt16LE(0xffff, zip64.length - 12); // the end record's entry count
    const cut = Buffer.from(good);
    cut.writeUInt32LE(cut.length * 2, cut.length - 6); // the directory's offset, past the end
    const stored = zipOf([
      ...workbookParts(),
      { name: 'xl/worksheets/sheet1.xml', packed: Buffer.from(honestSheet), method: 0, declaredSize: 9 },
    ]);
    for (const file of [zip64, cut, stored]) {
      const res = await send(file);
      expect([res.status, res.body.errors?.file]).toEqual([422, [UNREADABLE]]);
    }
  });
});
