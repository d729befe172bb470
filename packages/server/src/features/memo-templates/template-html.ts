import { sanitizeMemoHtml } from '../memos/memo-html.js';

/**
 * Stored template content is sanitised again on the way out (decisions.md, Memo templates and the
 * community), and a page of 25 templates did it 25 times a request: sanitize-html was the largest
 * single cost of a list page (docs/performance.md, Memo templates). The answer depends on the
 * stored HTML alone, so it is kept in a small cache keyed by that HTML, least recently used out
 * first, bounded by entries and characters; large content is sanitised every time.
 */
const MAX_ENTRIES = 2_000;
const MAX_CHARS = 4_000_000;
const MAX_CACHED_LENGTH = 32_000;

const cache = new Map<string, string>();
let chars = 0;

export function sanitizedTemplateHtml(html: string): string {
  if (html.length > MAX_CACHED_LENGTH) return sanitizeMemoHtml(html);
  const hit = cache.get(html);
  if (hit !== undefined) {
    cache.delete(html);
    cache.set(html, hit);
    return hit;
  }
  const clean = sanitizeMemoHtml(html);
  cache.set(html, clean);
  chars += html.length + clean.length;
  for (const [key, value] of cache) {
    if (cache.size <= MAX_ENTRIES && chars <= MAX_CHARS) break;
    cache.delete(key);
    chars -= key.length + value.length;
  }
  return clean;
}

/** The same for optional content (a translation's). */
export function sanitizedOptionalTemplateHtml(html: string | null | undefined): string | null | undefined {
  return html === null || html === undefined ? html : sanitizedTemplateHtml(html);
}
