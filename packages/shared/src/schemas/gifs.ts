import { z } from 'zod';
import { companyIdField } from './fields.js';

/**
 * GIF search through the server's proxy of a GIPHY-compatible API (spec §7 Realtime and third
 * parties; §3 Search-GIF items; decisions.md, GIFs). The key stays on the server; the browser only
 * sees normalised items whose image URLs are on GIPHY's media hosts.
 */

/** Content ratings, mildest first; a company picks one (memo settings `gif_rating`), pg-13 by default. */
export const GIF_RATINGS = ['g', 'pg', 'pg-13', 'r'] as const;
export type GifRating = (typeof GIF_RATINGS)[number];
export const DEFAULT_GIF_RATING: GifRating = 'pg-13';
export const gifRatingField = z.enum(GIF_RATINGS, { error: 'Choose g, pg, pg-13 or r' });

/** Hosts a GIF's image may come from: GIPHY's media CDN (media.giphy.com, media0-4.giphy.com, i.giphy.com). */
export const GIF_MEDIA_HOSTS: readonly string[] = [
  'media.giphy.com',
  'media0.giphy.com',
  'media1.giphy.com',
  'media2.giphy.com',
  'media3.giphy.com',
  'media4.giphy.com',
  'i.giphy.com',
];

/**
 * Whether a URL may stand as a GIF in a message: https on one of GIF_MEDIA_HOSTS, no credentials,
 * no port. The chat server checks a picked GIF with it, so a message cannot carry an arbitrary URL.
 */
export function isGifUrl(value: unknown, hosts: readonly string[] = GIF_MEDIA_HOSTS): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    hosts.includes(url.hostname.toLowerCase())
  );
}

export const GIF_URL_INVALID = 'Choose a GIF from the picker';
/** A GIF URL field for request bodies (chat messages): only GIPHY's media hosts. */
export const gifUrlField = z
  .string()
  .trim()
  .refine((v) => isGifUrl(v), GIF_URL_INVALID);

/**
 * A search item as the product uses it: `url` is the fixed-height rendition a message shows,
 * `preview_url` the small still-or-animated thumbnail of the picker's grid. Width and height are
 * integers, flags booleans, tags one text (spec §3).
 */
export const ZGifItem = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  preview_url: z.string(),
  preview_width: z.number().int(),
  preview_height: z.number().int(),
  is_sticker: z.boolean(),
  rating: z.string(),
  tags: z.string(),
});
export type GifItem = z.infer<typeof ZGifItem>;
export type TGifItem = GifItem;

export const ZGifPagination = z.object({
  offset: z.number().int(),
  count: z.number().int(),
  total_count: z.number().int(),
});

export const ZGifPage = z.object({ items: z.array(ZGifItem), pagination: ZGifPagination });
export type TGifPage = z.infer<typeof ZGifPage>;

export const ZGifCategory = z.object({
  name: z.string(),
  name_encoded: z.string(),
  gif: ZGifItem.nullable(),
});
export type TGifCategory = z.infer<typeof ZGifCategory>;

/** Whether the picker may show (a key is configured) and the rating searches use. */
export const ZGifStatus = z.object({ available: z.boolean(), rating: gifRatingField });
export type TGifStatus = z.infer<typeof ZGifStatus>;

export const GIF_KINDS = ['gifs', 'stickers'] as const;
export const GIF_PAGE_MAX = 50;
export const GIF_OFFSET_MAX = 4999;
export const GIF_QUERY_MAX = 50;

const pageFields = {
  company_id: companyIdField,
  kind: z.enum(GIF_KINDS, { error: 'Choose gifs or stickers' }).default('gifs'),
  offset: z.coerce.number().int().min(0, 'Must be 0 or more').max(GIF_OFFSET_MAX).default(0),
  limit: z.coerce.number().int().min(1, 'Must be 1 or more').max(GIF_PAGE_MAX).default(24),
};

export const ZGifTrendingQuery = z.object(pageFields);
export type TGifTrendingQuery = z.infer<typeof ZGifTrendingQuery>;
export const ZGifSearchQuery = z.object({
  ...pageFields,
  q: z
    .string({ error: 'Type what to search for' })
    .trim()
    .min(1, 'Type what to search for')
    .max(GIF_QUERY_MAX, `At most ${GIF_QUERY_MAX} characters`),
});
export type TGifSearchQuery = z.infer<typeof ZGifSearchQuery>;
export const ZGifIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a GIF id'),
});
