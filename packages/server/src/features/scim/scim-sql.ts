import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike, likePattern } from '../../http/paging.js';
import { invalidFilter } from './scim.errors.js';
import { type CompareOp, type Filter, normalizeAttr, type ScimValue } from './scim-filter.js';

/**
 * A parsed SCIM filter as one SQL condition, attribute by attribute from a resource's field map
 * (scim-users.ts, scim-groups.ts). Text compares ignore case unless the attribute is case-exact
 * (externalId, id); `co`/`sw`/`ew` are LIKE patterns with their wildcards escaped; dates are
 * compared as ISO instants; `ne` and `not` hold for an absent value, as RFC 7644 says of absent
 * attributes. An attribute the map does not know answers 400 invalidFilter.
 */

export type Field =
  | {
      kind: 'text';
      sql: RawBuilder<unknown>;
      caseExact?: boolean;
      /** Its own `eq` (userName: the e-mail or the phone). */
      eq?: (value: string) => RawBuilder<SqlBool>;
    }
  | { kind: 'bool'; sql: RawBuilder<unknown> }
  | { kind: 'date'; sql: RawBuilder<unknown> }
  | { kind: 'id'; sql: RawBuilder<unknown> }
  /** A fixed value (emails.type is always "work"). */
  | { kind: 'const'; value: ScimValue }
  /** Filters under it become an EXISTS (group members). */
  | { kind: 'exists'; wrap: (cond: RawBuilder<SqlBool>) => RawBuilder<SqlBool> };

export type FieldMap = Record<string, Field>;

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

function fieldOf(map: FieldMap, attr: string): Field {
  const field = map[attr];
  if (!field) throw invalidFilter(`The attribute "${attr}" cannot be filtered on`);
  return field;
}

function compareConst(actual: ScimValue, op: CompareOp, expected: ScimValue): boolean {
  const a = typeof actual === 'string' ? actual.toLowerCase() : actual;
  const e = typeof expected === 'string' ? expected.toLowerCase() : expected;
  if (op === 'eq') return a === e;
  if (op === 'ne') return a !== e;
  if (typeof a === 'string' && typeof e === 'string') {
    if (op === 'co') return a.includes(e);
    if (op === 'sw') return a.startsWith(e);
    if (op === 'ew') return a.endsWith(e);
  }
  return false;
}

const ORDER: Record<string, string> = { gt: '>', ge: '>=', lt: '<', le: '<=' };

function compareSql(field: Field, op: CompareOp, value: ScimValue): RawBuilder<SqlBool> {
  if (field.kind === 'const') return compareConst(field.value, op, value) ? TRUE : FALSE;
  if (field.kind === 'exists') throw invalidFilter('Compare a sub-attribute, e.g. members.value');
  if (value === null) {
    if (op === 'eq') return sql<SqlBool>`${field.sql} is null`;
    if (op === 'ne') return sql<SqlBool>`${field.sql} is not null`;
    throw invalidFilter(`"${op}" needs a value`);
  }
  if (field.kind === 'bool') {
    if (typeof value !== 'boolean') throw invalidFilter('Compare a boolean with true or false');
    if (op === 'eq') return sql<SqlBool>`${field.sql} = ${value}`;
    if (op === 'ne') return sql<SqlBool>`${field.sql} <> ${value}`;
    throw invalidFilter(`"${op}" does not apply to a boolean`);
  }
  if (field.kind === 'id') {
    const id = typeof value === 'number' ? value : /^\d{1,15}$/.test(String(value)) ? Number(value) : null;
    if (op === 'eq') return id === null ? FALSE : sql<SqlBool>`${field.sql} = ${id}`;
    if (op === 'ne') return id === null ? TRUE : sql<SqlBool>`${field.sql} <> ${id}`;
    throw invalidFilter(`"${op}" does not apply to an id`);
  }
  if (field.kind === 'date') {
    const at = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(at.getTime()))
      throw invalidFilter('Compare a date with an ISO 8601 date-time in double quotes');
    const iso = at.toISOString();
    if (op === 'eq') return sql<SqlBool>`${field.sql} = ${iso}`;
    if (op === 'ne') return sql<SqlBool>`${field.sql} <> ${iso}`;
    const symbol = ORDER[op];
    if (!symbol) throw invalidFilter(`"${op}" does not apply to a date`);
    return sql<SqlBool>`${field.sql} ${sql.raw(symbol)} ${iso}`;
  }
  const text = String(value);
  if (field.eq && op === 'eq') return field.eq(text);
  if (field.eq && op === 'ne') return sql<SqlBool>`not coalesce(${field.eq(text)}, ${false})`;
  const column = field.caseExact ? field.sql : sql`lower(${field.sql})`;
  const v = field.caseExact ? text : text.toLowerCase();
  switch (op) {
    case 'eq':
      return sql<SqlBool>`${column} = ${v}`;
    case 'ne':
      return sql<SqlBool>`(${field.sql} is null or ${column} <> ${v})`;
    case 'co':
      return sql<SqlBool>`${column} like ${likePattern(`%${escapeLike(v)}%`)} escape '\\'`;
    case 'sw':
      return sql<SqlBool>`${column} like ${likePattern(`${escapeLike(v)}%`)} escape '\\'`;
    case 'ew':
      return sql<SqlBool>`${column} like ${likePattern(`%${escapeLike(v)}`)} escape '\\'`;
    default:
      return sql<SqlBool>`${column} ${sql.raw(ORDER[op] ?? '=')} ${v}`;
  }
}

/** The SQL condition of a filter over a resource's fields. */
export function filterSql(map: FieldMap, filter: Filter, inside = false): RawBuilder<SqlBool> {
  switch (filter.op) {
    case 'and':
      return sql<SqlBool>`(${filterSql(map, filter.left, inside)} and ${filterSql(map, filter.right, inside)})`;
    case 'or':
      return sql<SqlBool>`(${filterSql(map, filter.left, inside)} or ${filterSql(map, filter.right, inside)})`;
    case 'not':
      return sql<SqlBool>`not coalesce(${filterSql(map, filter.filter, inside)}, ${false})`;
    case 'path': {
      // attr[inner]: the inner filter's attributes are sub-attributes of attr.
      const prefixed = (inner: Filter): Filter => prefix(inner, filter.attr);
      const parent = map[filter.attr];
      if (parent?.kind === 'exists' && !inside) return existsSql(map, filter.attr, prefixed(filter.filter));
      return filterSql(map, prefixed(filter.filter), inside);
    }
    case 'pr': {
      const field = map[filter.attr];
      if (field?.kind === 'exists' && !inside)
        return existsSql(map, filter.attr, { op: 'pr', attr: `${filter.attr}.value` });
      const f = fieldOf(map, filter.attr);
      if (f.kind === 'const') return f.value === null ? FALSE : TRUE;
      if (f.kind === 'exists') return TRUE;
      return f.kind === 'text'
        ? sql<SqlBool>`(${f.sql} is not null and ${f.sql} <> '')`
        : sql<SqlBool>`${f.sql} is not null`;
    }
    default: {
      const root = filter.attr.split('.')[0] ?? '';
      if (map[root]?.kind === 'exists' && root !== filter.attr && !inside)
        return existsSql(map, root, filter);
      return compareSql(fieldOf(map, filter.attr), filter.op, filter.value);
    }
  }
}

function prefix(filter: Filter, attr: string): Filter {
  switch (filter.op) {
    case 'and':
    case 'or':
      return { ...filter, left: prefix(filter.left, attr), right: prefix(filter.right, attr) };
    case 'not':
      return { op: 'not', filter: prefix(filter.filter, attr) };
    case 'path':
      throw invalidFilter('Value paths do not nest');
    default:
      return { ...filter, attr: `${attr}.${normalizeAttr(filter.attr)}` };
  }
}

/** `members[value eq "7"]` or `members.value eq "7"`: an EXISTS over the member rows. */
function existsSql(map: FieldMap, attr: string, inner: Filter): RawBuilder<SqlBool> {
  const parent = map[attr];
  if (parent?.kind !== 'exists') throw invalidFilter(`"${attr}" has no sub-attributes`);
  return parent.wrap(filterSql(map, inner, true));
}
