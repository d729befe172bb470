import { inflateRawSync } from 'node:zlib';
import { IMPORT_XLSX_MAX_UNPACKED_MB } from '@teamline/shared';

/**
 * Bounds of an XLSX checked before exceljs sees it. exceljs (through JSZip) unpacks every entry
 * whole and builds the whole workbook in memory, so a zip bomb of a few MB cost gigabytes
 * (issue 10). An honest 20,000-row roster of 9 columns measures about 10 MB unpacked (sheet
 * 7.2 MB, shared strings 3 MB), 17 entries, a ratio of about 12:1 and 760,000 tags in its sheet.
 */
export const XLSX_BOUNDS = {
  entries: 1_000,
  /** Declared and actual unpacked bytes, of any entry and of all of them together. */
  unpackedBytes: IMPORT_XLSX_MAX_UNPACKED_MB * 1024 * 1024,
  /** Unpacked ÷ packed of one entry: XML packs about 10:1, a bomb 1000:1. */
  ratio: 200,
  /** Small entries (an empty sheet, styles) pack far better than their content says: no ratio below. */
  ratioFrom: 1024 * 1024,
  /** Tags ('<') in the worksheets: exceljs keeps an object per row and cell, ~200 bytes each, so
   * this caps its memory near that of the largest honest file (20,000 rows of 15 columns ≈ 1.2M). */
  sheetTags: 1_500_000,
} as const;

/** Why a zip is refused: the caller turns each into its text. */
export type XlsxRefusal = 'unreadable' | 'unpacksTooLarge' | 'tooManyCells';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;

interface Entry {
  name: string;
  method: number;
  flags: number;
  packed: number;
  unpacked: number;
  localOffset: number;
}

/**
 * Reads the zip's central directory and unpacks each entry with a hard output bound, so that
 * neither a declared size nor a lying one can cost more than the bounds. Null when the file
 * passes; the unpacked bytes are dropped (exceljs unpacks them again, now known to be bounded).
 */
export function checkXlsxBounds(buffer: Buffer): XlsxRefusal | null {
  const entries = readCentralDirectory(buffer);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const e of entries) {
    total += e.unpacked;
    if (e.unpacked > XLSX_BOUNDS.unpackedBytes || total > XLSX_BOUNDS.unpackedBytes) return 'unpacksTooLarge';
    if (e.unpacked > XLSX_BOUNDS.ratioFrom && e.unpacked > e.packed * XLSX_BOUNDS.ratio)
      return 'unpacksTooLarge';
  }
  let tags = 0;
  for (const e of entries) {
    const data = unpack(buffer, e);
    if (data === null) return 'unreadable';
    if (e.name.startsWith('xl/worksheets/')) {
      tags += countByte(data, 0x3c);
      if (tags > XLSX_BOUNDS.sheetTags) return 'tooManyCells';
    }
  }
  return null;
}

function readCentralDirectory(buffer: Buffer): Entry[] | XlsxRefusal {
  // The End Of Central Directory record is the last 22 bytes, before a comment of up to 64 KB.
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--)
    if (buffer.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) return 'unreadable';
  // Zip64 (a workbook never needs it) and split archives are refused rather than half-read.
  if (end >= 20 && buffer.readUInt32LE(end - 20) === ZIP64_LOCATOR) return 'unreadable';
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const offset = buffer.readUInt32LE(end + 16);
  if (buffer.readUInt16LE(end + 4) !== 0 || buffer.readUInt16LE(end + 8) !== count) return 'unreadable';
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return 'unreadable';
  if (count > XLSX_BOUNDS.entries) return 'unpacksTooLarge';
  if (offset + size > end) return 'unreadable';
  const entries: Entry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > offset + size || buffer.readUInt32LE(at) !== CENTRAL) return 'unreadable';
    const nameLength = buffer.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    if (next > offset + size) return 'unreadable';
    entries.push({
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      packed: buffer.readUInt32LE(at + 20),
      unpacked: buffer.readUInt32LE(at + 24),
      localOffset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at = next;
  }
  if (entries.some((e) => e.packed === 0xffffffff || e.unpacked === 0xffffffff)) return 'unreadable';
  return entries;
}

/** The entry's bytes, unpacked with no more room than declared; null when they do not match. */
function unpack(buffer: Buffer, e: Entry): Buffer | null {
  if (e.flags & 1) return null; // encrypted
  if (e.localOffset + 30 > buffer.length || buffer.readUInt32LE(e.localOffset) !== LOCAL) return null;
  // The data starts after the local header's own name and extra field (they may differ from the central one's).
  const start =
    e.localOffset + 30 + buffer.readUInt16LE(e.localOffset + 26) + buffer.readUInt16LE(e.localOffset + 28);
  if (start + e.packed > buffer.length) return null;
  const data = buffer.subarray(start, start + e.packed);
  if (e.method === 0) return e.packed === e.unpacked ? data : null;
  if (e.method !== 8) return null;
  try {
    // maxOutputLength makes zlib stop (and throw) past the declared size: a lying header costs no more.
    const out = inflateRawSync(data, { maxOutputLength: Math.max(e.unpacked, 1) });
    return out.length === e.unpacked ? out : null;
  } catch {
    return null;
  }
}

function countByte(data: Buffer, byte: number): number {
  let n = 0;
  for (let i = data.indexOf(byte); i >= 0; i = data.indexOf(byte, i + 1)) n++;
  return n;
}
