import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { MEDIA_LIBRARY_TEXT } from '@teamline/shared';
import { type LibraryImageExt, libraryImageVariants } from '../../adapters/images.js';
import type { Storage } from '../../adapters/storage.js';
import { invalid, tooLarge } from '../../http/errors.js';
import type { SpooledFile } from '../../http/upload-stream.js';
import { removeStoredFiles } from './media-files.js';
import { detectMediaKindOfFile, type MediaKind } from './media-types.js';
import { makePdfThumbnail } from './pdf-thumbnail.js';

/**
 * Where a library file goes in storage: `media/{company}/{uuid}.{ext}` (the company first, as
 * memo files), with an image's `.min.webp` and `.thumb.webp` beside it. The names the client
 * sent are kept as `original_filename` only, never in a key.
 */

export const LIBRARY_MIN_SIDE = 1280;
export const LIBRARY_THUMB_WIDTH = 480;

export interface StoredLibraryFile {
  kind: MediaKind;
  size: number;
  filepath: string;
  filepathMin: string | null;
  filepathThumb: string | null;
}

const lastSegment = (key: string | null) => (key ? (key.split('/').pop() ?? key) : null);
export const filenameOf = (key: string) => lastSegment(key) as string;
export const optionalFilenameOf = lastSegment;

/** The company's folder of library files in storage. */
export const libraryPrefix = (companyId: number) => `media/${companyId}/`;

/**
 * Checks a spooled upload by its bytes and stores it: an image decoded and re-encoded (with its
 * medium and thumbnail WebP; at most `imageMaxBytes`, as it is decoded in memory), anything else
 * streamed from the temporary file (a PDF gets its first page as medium and thumbnail WebP when it can be drawn, else none: the
 * type icon; a video keeps its icon, docs/decisions.md).
 * 422 for a kind the library does not take or an image that does not decode.
 */
export async function storeLibraryFile(opts: {
  storage: Storage;
  companyId: number;
  file: SpooledFile;
  imageMaxBytes: number;
}): Promise<StoredLibraryFile> {
  const { storage, file } = opts;
  const kind = await detectMediaKindOfFile(file.path);
  if (!kind) throw invalid({ file: [MEDIA_LIBRARY_TEXT.fileType] });
  const base = `${libraryPrefix(opts.companyId)}${crypto.randomUUID()}`;
  const filepath = `${base}.${kind.ext}`;
  if (kind.category === 'image') {
    if (file.size > opts.imageMaxBytes) {
      const text = `${MEDIA_LIBRARY_TEXT.fileTooLarge}: an image is at most ${Math.floor(opts.imageMaxBytes / 1024 / 1024)} MB`;
      throw tooLarge(text, { file: [text] });
    }
    const variants = await libraryImageVariants(await fsp.readFile(file.path), kind.ext as LibraryImageExt, {
      minSide: LIBRARY_MIN_SIDE,
      thumbWidth: LIBRARY_THUMB_WIDTH,
    });
    if (!variants) throw invalid({ file: [MEDIA_LIBRARY_TEXT.imageUnreadable] });
    const keys = { filepath, filepathMin: `${base}.min.webp`, filepathThumb: `${base}.thumb.webp` };
    await putAll(storage, [
      [keys.filepath, variants.original, kind.mime],
      [keys.filepathMin, variants.min, 'image/webp'],
      [keys.filepathThumb, variants.thumb, 'image/webp'],
    ]);
    return { kind, size: variants.original.length, ...keys };
  }
  await storage.putStream(filepath, fs.createReadStream(file.path), kind.mime, file.size);
  const pictures =
    kind.ext === 'pdf'
      ? await makePdfThumbnail(file.path, { minSide: LIBRARY_MIN_SIDE, thumbWidth: LIBRARY_THUMB_WIDTH })
      : null;
  if (!pictures) return { kind, size: file.size, filepath, filepathMin: null, filepathThumb: null };
  const keys = { filepathMin: `${base}.min.webp`, filepathThumb: `${base}.thumb.webp` };
  await putAll(
    storage,
    [
      [keys.filepathMin, pictures.min, 'image/webp'],
      [keys.filepathThumb, pictures.thumb, 'image/webp'],
    ],
    [filepath],
  );
  return { kind, size: file.size, filepath, ...keys };
}

/** Puts each object; on a failure removes what was put (and `also`) and throws. */
async function putAll(storage: Storage, items: [string, Buffer, string][], also: string[] = []) {
  const done: string[] = [...also];
  try {
    for (const [key, bytes, mime] of items) {
      await storage.put(key, bytes, mime);
      done.push(key);
    }
  } catch (err) {
    await removeStoredFiles(storage, done, () => undefined);
    throw err;
  }
}
