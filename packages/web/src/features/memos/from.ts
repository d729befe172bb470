/**
 * The `from` query of memo/{id} (spec §2: a JSON value): where Back goes. Only a path inside the
 * same company is followed; anything else falls back to the memo list.
 */
export function fromQuery(path: string): string {
  return encodeURIComponent(JSON.stringify({ path }));
}

export function backTarget(raw: string | null, companyId: number): string {
  const fallback = `/${companyId}/memos`;
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
