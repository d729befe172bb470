import type { GifItem, TGifCategory, TGifPage } from '@teamline/shared';
import { vi } from 'vitest';

/** A GIF item as the proxy answers it. */
export const buildGif = (id: string, title = `GIF ${id}`): GifItem => ({
  id,
  title,
  url: `https://media.giphy.com/media/${id}/200.gif`,
  width: 267,
  height: 200,
  preview_url: `https://media.giphy.com/media/${id}/100w.gif`,
  preview_width: 100,
  preview_height: 75,
  is_sticker: false,
  rating: 'g',
  tags: 'fun',
});

export const gifPage = (items: GifItem[], total = items.length, offset = 0): TGifPage => ({
  items,
  pagination: { offset, count: items.length, total_count: total },
});

export const CATEGORIES: TGifCategory[] = [
  { name: 'Animals', name_encoded: 'animals', gif: null },
  { name: 'Reactions', name_encoded: 'reactions', gif: null },
];

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/**
 * A fetch that answers the GIF proxy's calls by path (status, trending, search, categories);
 * `answers` maps a path to [status, body], content wrapped as the envelope for 2xx.
 */
export function gifFetch(answers: Record<string, [number, unknown]>) {
  return vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    const path = url.pathname.replace('/api/gifs/', '');
    const [status, body] = answers[path] ?? [404, { message: 'No route' }];
    return json(status, status < 300 ? { data: { content: body } } : body);
  });
}

/** The query of each call made to a path. */
export const callsTo = (fetchMock: ReturnType<typeof gifFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://app.test'))
    .filter((u) => u.pathname === `/api/gifs/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));
