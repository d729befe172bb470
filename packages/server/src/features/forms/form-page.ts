import { FORM_FIELD_TYPES, type TFormAnswer, type TFormField } from '@teamline/shared';
import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';

/**
 * The names a page of forms, templates or responses shows (people, locations, audiences), loaded
 * in one round of queries so the presenters make none; and the JSON columns read back.
 */

export interface Names {
  employees: Map<number, string>;
  locations: Map<number, string>;
  audiences: Map<number, string>;
}

export const EMPTY_NAMES: Names = { employees: new Map(), locations: new Map(), audiences: new Map() };

type Named = 'employees' | 'locations' | 'audiences';

async function namesOf(db: Database, table: Named, companyId: number, ids: Iterable<number>) {
  const out = new Map<number, string>();
  for (const part of chunks([...new Set(ids)])) {
    if (!part.length) continue;
    const rows = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where('id', 'in', part)
      .execute();
    for (const r of rows) out.set(r.id, r.name);
  }
  return out;
}

export async function loadNames(
  db: Database,
  companyId: number,
  ids: { employees?: Iterable<number | null>; locations?: Iterable<number>; audiences?: Iterable<number> },
): Promise<Names> {
  const people = [...(ids.employees ?? [])].filter((id): id is number => id !== null);
  const [employees, locations, audiences] = await Promise.all([
    namesOf(db, 'employees', companyId, people),
    namesOf(db, 'locations', companyId, ids.locations ?? []),
    namesOf(db, 'audiences', companyId, ids.audiences ?? []),
  ]);
  return { employees, locations, audiences };
}

/** The id-name pairs of the ids a map knows (a deleted record's id is left out). */
export const named = (map: Map<number, string>, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const name = map.get(id);
    return name === undefined ? [] : [{ id, name }];
  });

export const person = (names: Names, id: number | null) =>
  id === null ? null : { id, name: names.employees.get(id) ?? '' };

const isField = (f: unknown): f is TFormField =>
  typeof f === 'object' &&
  f !== null &&
  typeof (f as TFormField).key === 'string' &&
  (FORM_FIELD_TYPES as readonly string[]).includes((f as TFormField).type);

/** A stored fields column (written by the shared schema; anything else is dropped). */
export function parseFields(json: string): TFormField[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter(isField) : [];
  } catch {
    return [];
  }
}

export function parseIds(json: string): number[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function parseAnswers(json: string): Record<string, TFormAnswer> {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, TFormAnswer>) : {};
  } catch {
    return {};
  }
}
