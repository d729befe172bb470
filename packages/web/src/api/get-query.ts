import { api, apiPath, type Query } from './http';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The API path (with its query) of a query made by `apiGet`: the server's first views ask for it too. */
      get?: string;
    };
  }
}

/**
 * A query's function for a GET of the API, and its path in `meta.get`: the server renders a
 * signed-in first page (entry-server.tsx) from the answers of its queries' GETs, asked for on the
 * server under the same keys, so the browser's app finds them in its cache.
 */
export function apiGet<T>(path: string, query?: Query) {
  return { queryFn: () => api.get<T>(path, query), meta: { get: apiPath(path, query) } };
}
