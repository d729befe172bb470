/** Memos › Sent (spec §2 MemoSendsList, route memo-sends). */
export const sentPath = (companyId: number) => `/${companyId}/memo-sends`;

/** Compose (route memos/new) for a kind, with more of the query when given. */
export const composePath = (companyId: number, query: string) => `/${companyId}/memos/new?${query}`;

/**
 * The `from` query of memo/{id} (spec §2: a JSON value): where Back goes. Only a path inside the
 * same company is followed; anything else falls back to Sent.
 */
export function fromQuery(path: string): string {
  return encodeURIComponent(JSON.stringify({ path }));
}

export function backTarget(raw: string | null, companyId: number): string {
  const fallback = sentPath(companyId);
  if (!raw) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    const path =
      value && typeof value === 'object' && 'path' in value ? (value as { path: unknown }).path : null;
    return typeof path === 'string' && path.startsWith(`/${companyId}/`) && !path.startsWith('//')
      ? path
      : fallback;
  } catch {
    return fallback;
  }
}
