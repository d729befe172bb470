import crypto from 'node:crypto';
import { makeThumbnail } from '../../adapters/images.js';
import type { Storage } from '../../adapters/storage.js';
import type { MediaKind } from './media-types.js';

/**
 * Where a memo's files go in storage and how an image gets its thumbnail. Keys name the company
 * first (`memo-media/{company}/{memo}/{uuid}.{ext}`): media/signature reads the company from the
 * row, never from the path, but a key never collides across tenants.
 */

export const THUMB_WIDTH = 480;

/** The folder of a company's form response files (features/forms/form-files.ts stores them). */
export const formFilePrefix = (companyId: number) => `form-files/${companyId}/`;

/** The name the client gave, without any folder part or control characters; 'file' when empty. */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'file';
}

/** The display name: the one sent, else the file name without its extension. */
export function displayName(sent: string | undefined, filename: string): string {
  if (sent) return sent.slice(0, 200);
  const dot = filename.lastIndexOf('.');
  return (dot > 0 ? filename.slice(0, dot) : filename).slice(0, 200);
}

export interface StoredFiles {
  storageKey: string;
  thumbKey: string | null;
}

/** Puts the file (and an image's thumbnail) into storage under fresh keys. */
export async function storeMemoFile(opts: {
  storage: Storage;
  companyId: number;
  memoId: number;
  bytes: Buffer;
  kind: MediaKind;
}): Promise<StoredFiles> {
  const base = `memo-media/${opts.companyId}/${opts.memoId}/${crypto.randomUUID()}`;
  const storageKey = `${base}.${opts.kind.ext}`;
  const thumb = opts.kind.category === 'image' ? await makeThumbnail(opts.bytes, THUMB_WIDTH) : null;
  const thumbKey = thumb ? `${base}.thumb.webp` : null;
  await opts.storage.put(storageKey, opts.bytes, opts.kind.mime);
  if (thumb && thumbKey) {
    try {
      await opts.storage.put(thumbKey, thumb, 'image/webp');
    } catch (err) {
      await opts.storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
  }
  return { storageKey, thumbKey };
}

/** Removes stored files; a failure is reported, not thrown (the row is already gone). */
export async function removeStoredFiles(
  storage: Storage,
  keys: (string | null)[],
  onError: (err: unknown, key: string) => void,
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (err) {
      onError(err, key);
    }
  }
}

/** Copies a stored object to a new key, streamed (a 100 MB video is never held in memory). */
export async function copyStoredObject(storage: Storage, from: string, to: string): Promise<void> {
  const object = await storage.get(from);
  if (!object) throw new Error(`The stored file ${from} is missing`);
  await storage.putStream(to, object.body, object.mime, object.size);
}

/** A library file copied beside a memo's files: `memo-media/{company}/{memo}/{uuid}.{ext}`. */
export async function copyLibraryFile(opts: {
  storage: Storage;
  companyId: number;
  folder: string;
  source: { filepath: string; filepath_thumb: string | null; type: string };
}): Promise<StoredFiles> {
  const base = `${opts.folder}/${crypto.randomUUID()}`;
  const storageKey = `${base}.${opts.source.type}`;
  await copyStoredObject(opts.storage, opts.source.filepath, storageKey);
  if (!opts.source.filepath_thumb) return { storageKey, thumbKey: null };
  const thumbKey = `${base}.thumb.webp`;
  try {
    await copyStoredObject(opts.storage, opts.source.filepath_thumb, thumbKey);
  } catch (err) {
    await opts.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  return { storageKey, thumbKey };
}
