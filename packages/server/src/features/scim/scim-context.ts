import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { ScimCaller } from '../../policies/scim.js';
import type { Realtime } from '../../realtime/realtime.js';
import { invalidValue } from './scim.errors.js';
import { parseFilter } from './scim-filter.js';
import type { ListQuery } from './scim-list.js';
import { type FieldMap, filterSql } from './scim-sql.js';

/** What every SCIM call works with: the database, realtime, the token's company, the base URL. */
export interface ScimCtx {
  db: Database;
  realtime: Realtime;
  caller: ScimCaller;
  baseUrl: string;
}

/** A resource id from the URL: our ids are integers; anything else is simply not found. */
export function idOf(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** The list filter as SQL (always true without one). */
export function whereOf(fields: FieldMap, q: ListQuery): RawBuilder<SqlBool> {
  return q.filter ? filterSql(fields, parseFilter(q.filter)) : sql<SqlBool>`1 = 1`;
}

/** The sortBy column (RFC 7644 §3.4.2.3), or null for the default order (id). */
export function sortOf(fields: FieldMap, q: ListQuery): RawBuilder<unknown> | null {
  if (!q.sortBy) return null;
  const field = fields[q.sortBy];
  if (!field || field.kind === 'const' || field.kind === 'exists')
    throw invalidValue(`Cannot sort by "${q.sortBy}"`);
  return field.sql;
}
