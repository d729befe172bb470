import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiErrorBody, Envelope, TGifCategory, TGifPage, TGifStatus } from '@teamline/shared';
import { apiFailure, authHeaders, type Query } from './http';

/**
 * GIF search through the server's proxy (GET /api/gifs/...; decisions.md, GIFs). The GIPHY key
 * never reaches the browser: these calls only carry the session.
 */

/** The spec §8 GIF client error: the server's message, else 'Error fetching', with the status (0: no answer). */
export class GifError extends Error {
  constructor(
    readonly status: number,
    message?: string | null,
  ) {
    super(message || 'Error fetching');
    this.name = 'GifError';
  }
}

/** Answers stay fresh for a minute, as the server's cache (spec §9). */
export const GIF_STALE_MS = 60_000;
export const GIF_PAGE_SIZE = 24;

export const gifKeys = {
  all: (companyId: number) => ['company', companyId, 'gifs'] as const,
  status: (companyId: number) => ['company', companyId, 'gifs', 'status'] as const,
  trending: (companyId: number) => ['company', companyId, 'gifs', 'trending'] as const,
  search: (companyId: number, q: string) => ['company', companyId, 'gifs', 'search', q] as const,
  categories: (companyId: number) => ['company', companyId, 'gifs', 'categories'] as const,
};

function toSearch(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.append(key, String(value));
  return params.toString();
}

/** One GET of the proxy, unwrapped; any failure is a GifError (a 401 still signs a stale session out). */
export async function gifGet<T>(path: string, query: Query, signal?: AbortSignal): Promise<T> {
  const headers = authHeaders();
  let res: Response;
  try {
    res = await fetch(`/api/gifs/${path}?${toSearch(query)}`, {
      headers,
      signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new GifError(0);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) {
    const data = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody>;
    apiFailure(res.status, data, headers.authorization);
    throw new GifError(res.status, typeof data.message === 'string' ? data.message : null);
  }
  const content = (body as Envelope<T> | null)?.data?.content;
  if (content === undefined) throw new GifError(res.status);
  return content;
}

export const gifsApi = {
  status: (companyId: number, signal?: AbortSignal) =>
    gifGet<TGifStatus>('status', { company_id: companyId }, signal),
  trending: (companyId: number, offset: number, signal?: AbortSignal) =>
    gifGet<TGifPage>('trending', { company_id: companyId, offset, limit: GIF_PAGE_SIZE }, signal),
  search: (companyId: number, q: string, offset: number, signal?: AbortSignal) =>
    gifGet<TGifPage>('search', { company_id: companyId, q, offset, limit: GIF_PAGE_SIZE }, signal),
  categories: (companyId: number, signal?: AbortSignal) =>
    gifGet<TGifCategory[]>('categories', { company_id: companyId }, signal),
};

/** Whether a GIF key is configured (and the rating in use). */
export function useGifStatus(companyId: number) {
  return useQuery({
    queryKey: gifKeys.status(companyId),
    queryFn: ({ signal }) => gifsApi.status(companyId, signal),
    staleTime: GIF_STALE_MS,
    retry: false,
  });
}

/** True once the server says the picker may show; false while asking, without a key, or on failure. */
export function useGifsAvailable(companyId: number): boolean {
  return useGifStatus(companyId).data?.available === true;
}

const nextOffset = (page: TGifPage) => {
  const next = page.pagination.offset + page.pagination.count;
  return page.pagination.count > 0 && next < page.pagination.total_count ? next : undefined;
};

/** Trending (q empty) or a search, in pages of GIF_PAGE_SIZE. */
export function useGifPages(companyId: number, q: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: q ? gifKeys.search(companyId, q) : gifKeys.trending(companyId),
    queryFn: ({ pageParam, signal }) =>
      q ? gifsApi.search(companyId, q, pageParam, signal) : gifsApi.trending(companyId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: GIF_STALE_MS,
    retry: false,
    enabled,
  });
}

export function useGifCategories(companyId: number, enabled = true) {
  return useQuery({
    queryKey: gifKeys.categories(companyId),
    queryFn: ({ signal }) => gifsApi.categories(companyId, signal),
    staleTime: GIF_STALE_MS,
    retry: false,
    enabled,
  });
}
