import { type GifItem, isGifUrl, type TGifCategory, type TGifPage } from '@teamline/shared';

/**
 * GIPHY's objects as the product's items (spec §3 Search-GIF items): flags coerced to booleans,
 * image width and height to integers, tags to one text. An item without an image on GIPHY's media
 * hosts (isGifUrl) is left out, so no other URL ever reaches the browser or a chat message.
 */

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** GIPHY sends 0/1, "0"/"1", true/false or nothing. */
export function toFlag(value: unknown): boolean {
  if (typeof value === 'string') return ['1', 'true', 'yes'].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

/** "200" → 200; anything that is not a whole non-negative number → 0. */
export function toInt(value: unknown): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : 0;
}

/** A list of tags, one tag, or nothing → one text. */
export function toTags(value: unknown): string {
  if (Array.isArray(value))
    return value
      .filter((t): t is string | number => typeof t === 'string' || typeof t === 'number')
      .map((t) => String(t).trim())
      .filter(Boolean)
      .join(', ');
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

interface Rendition {
  url: string;
  width: number;
  height: number;
}

/** The first of the named renditions whose URL is on GIPHY's media host. */
function rendition(images: Raw, names: string[]): Rendition | null {
  for (const name of names) {
    const r = images[name];
    if (isObject(r) && isGifUrl(r.url)) return { url: r.url, width: toInt(r.width), height: toInt(r.height) };
  }
  return null;
}

/** The message shows the 200 px high rendition; the picker's grid the small one. */
const MESSAGE_RENDITIONS = ['fixed_height', 'fixed_width', 'downsized', 'original'];
const PREVIEW_RENDITIONS = [
  'fixed_width_small',
  'fixed_height_small',
  'preview_gif',
  'fixed_width',
  'fixed_height',
];

export function presentGif(raw: unknown): GifItem | null {
  if (!isObject(raw) || !isObject(raw.images)) return null;
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : '';
  if (!id) return null;
  const main = rendition(raw.images, MESSAGE_RENDITIONS);
  if (!main) return null;
  const preview = rendition(raw.images, PREVIEW_RENDITIONS) ?? main;
  return {
    id,
    title: text(raw.title),
    url: main.url,
    width: main.width,
    height: main.height,
    preview_url: preview.url,
    preview_width: preview.width,
    preview_height: preview.height,
    is_sticker: toFlag(raw.is_sticker),
    rating: text(raw.rating, 10),
    tags: toTags(raw.tags),
  };
}

export function presentGifs(data: unknown): GifItem[] {
  return Array.isArray(data) ? data.map(presentGif).filter((g): g is GifItem => g !== null) : [];
}

export function presentPage(body: Raw): TGifPage {
  const items = presentGifs(body.data);
  const p = isObject(body.pagination) ? body.pagination : {};
  const count = Array.isArray(body.data) ? body.data.length : 0;
  return {
    items,
    pagination: {
      offset: toInt(p.offset),
      // What GIPHY counted, so the next page starts after the items left out too.
      count: p.count === undefined ? count : toInt(p.count),
      total_count: p.total_count === undefined ? count : toInt(p.total_count),
    },
  };
}

export function presentCategories(body: Raw): TGifCategory[] {
  if (!Array.isArray(body.data)) return [];
  return body.data.filter(isObject).flatMap((c) => {
    const name = text(c.name, 80);
    if (!name) return [];
    return [{ name, name_encoded: text(c.name_encoded, 80) || name, gif: presentGif(c.gif) }];
  });
}
