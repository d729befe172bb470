import { invalidValue, LIST_SCHEMA } from './scim.errors.js';
import { normalizeAttr } from './scim-filter.js';

/**
 * The query of a SCIM list (RFC 7644 §3.4.2): filter, 1-based startIndex, count (at most
 * MAX_COUNT, 0 answering the total alone), sortBy/sortOrder, attributes/excludedAttributes.
 */
export const DEFAULT_COUNT = 100;
export const MAX_COUNT = 200;

export interface ListQuery {
  filter?: string;
  startIndex: number;
  count: number;
  sortBy?: string;
  descending: boolean;
  attributes?: string[];
  excluded?: string[];
}

function intOf(v: unknown, name: string): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n)) throw invalidValue(`${name} must be an integer`);
  return n;
}

const list = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.split(',').map((a) => normalizeAttr(a.trim())) : undefined;

export function listQueryOf(query: Record<string, unknown>): ListQuery {
  const startIndex = Math.max(1, intOf(query.startIndex, 'startIndex') ?? 1);
  const count = Math.min(MAX_COUNT, Math.max(0, intOf(query.count, 'count') ?? DEFAULT_COUNT));
  const sortOrder = typeof query.sortOrder === 'string' ? query.sortOrder.toLowerCase() : 'ascending';
  return {
    ...(typeof query.filter === 'string' && query.filter.trim() !== '' ? { filter: query.filter } : {}),
    startIndex,
    count,
    ...(typeof query.sortBy === 'string' && query.sortBy !== ''
      ? { sortBy: normalizeAttr(query.sortBy) }
      : {}),
    descending: sortOrder === 'descending',
    ...(list(query.attributes) ? { attributes: list(query.attributes) } : {}),
    ...(list(query.excludedAttributes) ? { excluded: list(query.excludedAttributes) } : {}),
  };
}

/** Attributes always returned (RFC 7643 §7 `returned: always`). */
const ALWAYS = new Set(['id', 'schemas']);

/** A resource cut to `attributes` (plus id and schemas), or without `excluded`. */
export function project<T extends Record<string, unknown>>(
  resource: T,
  q: Pick<ListQuery, 'attributes' | 'excluded'>,
): Record<string, unknown> {
  if (q.attributes) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(resource)) {
      const k = key.toLowerCase();
      if (ALWAYS.has(k) || q.attributes.includes(k)) {
        out[key] = value;
        continue;
      }
      const subs = q.attributes.filter((a) => a.startsWith(`${k}.`)).map((a) => a.slice(k.length + 1));
      if (subs.length > 0 && typeof value === 'object' && value !== null && !Array.isArray(value))
        out[key] = Object.fromEntries(Object.entries(value).filter(([s]) => subs.includes(s.toLowerCase())));
      else if (subs.length > 0 && Array.isArray(value))
        out[key] = value.map((item: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(item).filter(([s]) => subs.includes(s.toLowerCase()))),
        );
    }
    return out;
  }
  if (q.excluded) {
    const excluded = q.excluded;
    return Object.fromEntries(
      Object.entries(resource).filter(([k]) => ALWAYS.has(k) || !excluded.includes(k.toLowerCase())),
    );
  }
  return resource;
}

export function listResponse(
  resources: Record<string, unknown>[],
  total: number,
  q: Pick<ListQuery, 'startIndex'>,
) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex: q.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
