import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../../../test/media-files.js';
import { makePdfThumbnail } from './pdf-thumbnail.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-pdf-thumb-'));
const write = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};
const sizes = { minSide: 400, thumbWidth: 120 };

describe('makePdfThumbnail', () => {
  it('draws page 1 of a PDF, fitted inside the medium box, and its thumbnail', async () => {
    const out = await makePdfThumbnail(write('a.pdf', onePagePdf('Hello')), sizes);
    expect(out).not.toBeNull();
    expect(await sharp(out?.min).metadata()).toMatchObject({ format: 'webp', width: 309, height: 400 });
    expect(await sharp(out?.thumb).metadata()).toMatchObject({ format: 'webp', width: 120 });
  });

  it('a page that declares a huge size is still drawn inside the box', async () => {
    const huge = onePagePdf('Big').toString('latin1').replace('[0 0 612 792]', '[0 0 14400 14400]');
    const out = await makePdfThumbnail(write('huge.pdf', Buffer.from(huge, 'latin1')), sizes);
    expect(await sharp(out?.min).metadata()).toMatchObject({ width: 400, height: 400 });
  });

  it('null (the type icon) for bytes that are not a drawable PDF, over the size bound, or too slow', async () => {
    const file = write('b.pdf', onePagePdf('Slow'));
    expect(await makePdfThumbnail(write('c.pdf', Buffer.from('%PDF-1.4\nnothing')), sizes)).toBeNull();
    expect(await makePdfThumbnail(file, sizes, { maxBytes: 100 })).toBeNull();
    expect(await makePdfThumbnail(file, sizes, { timeoutMs: 1 })).toBeNull();
    expect(await makePdfThumbnail(path.join(dir, 'missing.pdf'), sizes)).toBeNull();
    // The worker ended by the timeout is started again for the next PDF.
    expect(await makePdfThumbnail(file, sizes)).not.toBeNull();
  });

  it('several PDFs at once are each drawn (one at a time, in one worker)', async () => {
    const files = ['d', 'e', 'f'].map((n) => write(`${n}.pdf`, onePagePdf(n)));
    const out = await Promise.all(files.map((f) => makePdfThumbnail(f, sizes)));
    expect(out.every((o) => o !== null)).toBe(true);
  });
});
