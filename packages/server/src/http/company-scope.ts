import type { Database } from '../db/index.js';
import { prepared } from '../db/prepared.js';
import type { CompanyRow, EmployeeRow } from '../db/schema.js';
import type { Member } from '../policies/index.js';
import { notFound } from './errors.js';

export interface Membership {
  member: Member;
  company: CompanyRow;
  employee: EmployeeRow;
}

/** The company's columns beside an employee's (`employees.*`), prefixed so neither hides the other. */
const COMPANY_COLUMNS = [
  'companies.name as company__name',
  'companies.logo as company__logo',
  'companies.slogan as company__slogan',
  'companies.join_code as company__join_code',
  'companies.trial_ends_at as company__trial_ends_at',
  'companies.subscription_status as company__subscription_status',
  'companies.subscribed_locations as company__subscribed_locations',
  'companies.created_at as company__created_at',
  'companies.updated_at as company__updated_at',
] as const;

/** An employee row with its company's columns, as the membership statements read it. */
const withCompany = (db: Database) =>
  db
    .selectFrom('employees')
    .innerJoin('companies', 'companies.id', 'employees.company_id')
    .selectAll('employees')
    .select(COMPANY_COLUMNS)
    .where('employees.deleted_at', 'is', null)
    .where('employees.is_active', '=', true);

type MembershipRow = Awaited<ReturnType<ReturnType<typeof withCompany>['execute']>>[number];

/** Every company-scoped request's membership statement: compiled once (db/prepared.ts). */
const membershipRow = prepared(
  (db: Database, userId: number, companyId: number) =>
    withCompany(db).where('employees.user_id', '=', userId).where('employees.company_id', '=', companyId),
  [-918_273_645, -918_273_646],
);

/**
 * All of a user's active memberships, by company id (user/details, the company list), with each
 * company's details version (migration 0033; none yet is 0): user/details presents the current
 * company's details, kept under that version (company-details-cache.ts), without a statement more.
 */
const membershipRowsOf = prepared(
  (db: Database, userId: number) =>
    withCompany(db)
      .leftJoin('company_versions', 'company_versions.company_id', 'employees.company_id')
      .select('company_versions.version as company__details_version')
      .where('employees.user_id', '=', userId)
      .orderBy('employees.company_id'),
  [-918_273_645],
);

/** Splits a membership statement's row into the employee and the company. */
function membershipOf(row: MembershipRow): Membership {
  const {
    company__name,
    company__logo,
    company__slogan,
    company__join_code,
    company__trial_ends_at,
    company__subscription_status,
    company__subscribed_locations,
    company__created_at,
    company__updated_at,
    ...employee
  } = row;
  const company: CompanyRow = {
    id: employee.company_id,
    name: company__name,
    logo: company__logo,
    slogan: company__slogan,
    join_code: company__join_code,
    trial_ends_at: company__trial_ends_at,
    subscription_status: company__subscription_status,
    subscribed_locations: company__subscribed_locations,
    created_at: company__created_at,
    updated_at: company__updated_at,
  };
  const member = {
    userId: employee.user_id as number,
    companyId: company.id,
    employeeId: employee.id,
    role: employee.role,
  };
  return { company, employee, member };
}

/**
 * The caller's active membership in a company and the company, in one statement. A company the
 * caller does not belong to answers 404, exactly like one that does not exist.
 */
export async function loadMembership(db: Database, userId: number, companyId: number): Promise<Membership> {
  const [row] = await membershipRow(db, userId, companyId);
  if (!row) throw notFound('Company not found');
  return membershipOf(row);
}

/** Every active membership of a user with its employee row, company and details version, in one statement. */
export async function loadMemberships(
  db: Database,
  userId: number,
): Promise<Array<Membership & { detailsVersion: string }>> {
  return (await membershipRowsOf(db, userId)).map(({ company__details_version, ...row }) => ({
    ...membershipOf(row),
    detailsVersion: String(company__details_version ?? 0),
  }));
}
