import {
  companyIdField,
  EMPLOYEE_SORTS,
  EMPLOYEES_MAX_PER_PAGE,
  EMPLOYEES_PER_PAGE,
  type EmployeeSort,
  searchTermsField,
} from '@teamline/shared';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import { type Database, type Dialect, dialectOf } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { containsPattern, likePattern } from '../../http/paging.js';
import { scopeEmployees } from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';

/** Ids as the client sends them: `locations[]=1&locations[]=2`, `locations=1,2` or one value. */
const idList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
  z.array(z.coerce.number({ error: 'Ids must be numbers' }).int().positive()),
);
const yesNo = z.enum(['yes', 'no'], { error: "Use 'yes' or 'no'" });

export const ZEmployeesQuery = z
  .object({
    company_id: companyIdField,
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(EMPLOYEES_MAX_PER_PAGE).default(EMPLOYEES_PER_PAGE),
    terms: searchTermsField(120),
    locations: idList.optional(),
    'locations[]': idList.optional(),
    audiences: idList.optional(),
    'audiences[]': idList.optional(),
    sort_by: z.enum(EMPLOYEE_SORTS).default('name'),
    sort_direction: z.enum(['asc', 'desc']).default('asc'),
    see_all: yesNo.default('no'),
    active: yesNo.default('yes'),
  })
  .transform(({ 'locations[]': l, 'audiences[]': a, ...q }) => ({
    ...q,
    locations: [...new Set([...(q.locations ?? []), ...(l ?? [])])],
    audiences: [...new Set([...(q.audiences ?? []), ...(a ?? [])])],
  }));
export type EmployeesQuery = z.output<typeof ZEmployeesQuery>;

export interface EmployeeFilters {
  terms: string;
  locations: number[];
  audiences: number[];
  active: 'yes' | 'no';
  see_all: 'yes' | 'no';
}

/** An FTS5 phrase: the trigram tokenizer matches it anywhere in a column, ignoring case. */
const ftsPhrase = (v: string) => `"${v.replaceAll('"', '""')}"`;

/**
 * On SQLite, the employees whose name or e-mail holds the term, or whose phone holds its digits,
 * according to the `employees_search` trigram index (0007): a superset of the exact matches,
 * found without scanning the company. Trigrams need three characters: shorter terms get no
 * shortcut (undefined) and the exact predicates scan.
 */
function searchCandidates(term: string, digits: string) {
  if ([...term].length < 3) return undefined;
  const match = [`{name email} : ${ftsPhrase(term)}`];
  if (digits.length >= 3) match.push(`phone : ${ftsPhrase(digits)}`);
  return sql<number>`(select rowid from employees_search where employees_search match ${match.join(' OR ')})`;
}

/** Terms match the name or e-mail (case-insensitively) or, when they hold digits, the phone. */
function matchesTerms(eb: ExpressionBuilder<DB, 'employees'>, terms: string, dialect: Dialect) {
  // A search for "50%" finds "50%", not everything.
  const like = likePattern(containsPattern(terms));
  const digits = terms.replace(/\D/g, '');
  const exact = eb.or([
    eb(sql`lower(employees.name)`, 'like', sql`${like} escape '\\'`),
    eb(sql`lower(employees.email)`, 'like', sql`${like} escape '\\'`),
    ...(digits.length >= 3 ? [eb('employees.phone', 'like', likePattern(`%${digits}%`))] : []),
  ]);
  // PostgreSQL answers the same predicates from its trigram indexes (0005).
  const candidates = dialect === 'sqlite' ? searchCandidates(terms.toLowerCase(), digits) : undefined;
  return candidates ? eb.and([eb('employees.id', 'in', candidates), exact]) : exact;
}

/** A company's live employees, active or not. */
export function companyEmployees(db: Database, companyId: number, active: boolean) {
  return db
    .selectFrom('employees')
    .where('employees.company_id', '=', companyId)
    .where('employees.deleted_at', 'is', null)
    .where('employees.is_active', '=', active);
}

/** The filtered (unpaged, unsorted) employees of a company as the caller may list them. */
export function filteredEmployees(opts: { db: Database; member: Member; filters: EmployeeFilters }) {
  const { db, member, filters } = opts;
  let q = companyEmployees(db, member.companyId, filters.active === 'yes');
  if (filters.terms) q = q.where((eb) => matchesTerms(eb, filters.terms, dialectOf(db)));
  if (filters.locations.length > 0) {
    q = q.where(
      'employees.id',
      'in',
      db
        .selectFrom('employee_locations')
        .select('employee_id')
        .where('company_id', '=', member.companyId)
        .where('location_id', 'in', filters.locations),
    );
  }
  if (filters.audiences.length > 0) {
    q = q.where(
      'employees.id',
      'in',
      db
        .selectFrom('employee_audiences')
        .select('employee_id')
        .where('company_id', '=', member.companyId)
        .where('audience_id', 'in', filters.audiences),
    );
  }
  // see_all=yes is refused to managers (scopeEmployeeFilters); admins and employees see the whole company.
  return scopeEmployees(db, member, q);
}

/** Orders by the chosen column, empty values last on both dialects, then by id for stable pages. */
export function sorted<D extends { employees: object }, O>(
  q: SelectQueryBuilder<D, 'employees', O>,
  sortBy: EmployeeSort,
  direction: 'asc' | 'desc',
) {
  const column = sql.ref(`employees.${sortBy}`);
  const nullsLast =
    sortBy === 'last_invited_at' ? q.orderBy(sql`case when ${column} is null then 1 else 0 end`) : q;
  return nullsLast.orderBy(column, direction).orderBy(sql.ref('employees.id'), direction);
}
