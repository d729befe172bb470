import { api, apiPath, type Query } from './http';

/** A call that reads (changes nothing): what the server's first views ask the API for. */
export interface ApiRead {
  method: 'GET' | 'POST';
  /** Under /api/, with its query string. */
  path: string;
  body?: unknown;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The call behind a query made by `apiGet` or `apiPostRead`: the server's first views make it too. */
      read?: ApiRead;
    };
  }
}

/**
 * A query's function for a GET of the API, and the call in `meta.read`: the server renders a
 * signed-in first page (entry-server.tsx) from the answers of its queries' calls, made on the
 * server under the same keys, so the browser's app finds them in its cache.
 */
export function apiGet<T>(path: string, query?: Query) {
  return {
    queryFn: () => api.get<T>(path, query),
    meta: { read: { method: 'GET', path: apiPath(path, query) } satisfies ApiRead },
  };
}

/** As `apiGet`, for a listing the API answers to a POST (spec §7: app/employee-messages). */
export function apiPostRead<T>(path: string, body: Record<string, unknown>) {
  return {
    queryFn: () => api.post<T>(path, body),
    meta: { read: { method: 'POST', path: apiPath(path), body } satisfies ApiRead },
  };
}
