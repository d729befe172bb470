import { type Locale, MSG, type TUserDetails } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { UserRow } from '../../db/schema.js';
import { loadMemberships } from '../../http/company-scope.js';
import { invalid, notFound } from '../../http/errors.js';
import type { BillingSettings } from '../../policies/billing.js';
import type { Member } from '../../policies/index.js';
import { presentCompany, presentCompanySummary } from '../companies/companies.presenter.js';
import { companyDetails } from '../companies/company-details-cache.js';
import { presentEmployee } from '../employees/employees.presenter.js';

async function listMemberships(db: Database, userId: number) {
  return (await loadMemberships(db, userId)).map(({ company, employee, detailsVersion }) => ({
    company,
    role: employee.role,
    employee,
    detailsVersion,
  }));
}

/** The companies a user belongs to (active memberships), with their role in each. */
export async function listUserCompanies(opts: { db: Database; userId: number }) {
  const memberships = await listMemberships(opts.db, opts.userId);
  return memberships.map((m) => presentCompanySummary(m.company, m.role));
}

/**
 * user/details: the user, their companies, and the current company with their employee record.
 * The current company is the one asked for, else the user's default, else the only one.
 */
export async function getUserDetails(opts: {
  db: Database;
  user: UserRow;
  companyId?: number | undefined;
  minAppVersion: string;
  billing: BillingSettings;
}): Promise<TUserDetails> {
  const { db, user } = opts;
  const memberships = await listMemberships(db, user.id);
  const companies = memberships.map((m) => presentCompanySummary(m.company, m.role));
  if (opts.companyId && !companies.some((c) => c.id === opts.companyId)) throw notFound('Company not found');
  // A default the user has since left falls back like no default at all.
  const current =
    memberships.find((m) => m.company.id === (opts.companyId ?? user.default_company_id)) ??
    (memberships.length === 1 ? (memberships[0] ?? null) : null);

  let employee = null;
  let company = null;
  if (current) {
    // The employee row comes with the membership: one statement, one moment.
    const member: Member = {
      userId: user.id,
      companyId: current.company.id,
      employeeId: current.employee.id,
      role: current.employee.role,
    };
    employee = presentEmployee(current.employee);
    const details = await companyDetails({
      db,
      company: current.company,
      billing: opts.billing,
      version: current.detailsVersion,
    });
    company = presentCompany(current.company, details, member);
  }
  return {
    employee,
    using_employee_as: employee,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      default_locale: user.default_locale,
      default_company_id: current?.company.id ?? null,
      default_employee: current?.role ?? null,
      companies,
    },
    company,
    companies,
    min_app_version: opts.minAppVersion,
  };
}

/** Profile edits; e-mail and phone stay unique across accounts, and flow to the user's employee records. */
export async function updateUserProfile(opts: {
  db: Database;
  user: UserRow;
  name: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  defaultLocale?: Locale | undefined;
}): Promise<UserRow> {
  const { db, user } = opts;
  const email = opts.email === undefined ? user.email : opts.email || null;
  const phone = opts.phone === undefined ? user.phone : opts.phone || null;
  if (email && email !== user.email) {
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw invalid({ email: [MSG.emailTaken] });
  }
  if (phone && phone !== user.phone) {
    const taken = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    if (taken) throw invalid({ phone: [MSG.phoneTaken] });
  }
  if (!email && !phone)
    throw invalid({ email: ['Keep an e-mail address or a phone number to sign in with'] });
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        name: opts.name,
        email,
        phone,
        default_locale: opts.defaultLocale ?? user.default_locale,
        updated_at: nowIso(),
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('employees')
      .set({
        name: opts.name,
        email: updated.email,
        phone: updated.phone,
        default_locale: updated.default_locale,
        updated_at: nowIso(),
      })
      .where('user_id', '=', user.id)
      .execute();
    return updated;
  });
}

export async function setUserLocale(opts: { db: Database; userId: number; locale: Locale }): Promise<void> {
  await opts.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ default_locale: opts.locale, updated_at: nowIso() })
      .where('id', '=', opts.userId)
      .execute();
    await trx
      .updateTable('employees')
      .set({ default_locale: opts.locale })
      .where('user_id', '=', opts.userId)
      .execute();
  });
}

/** Makes one of the user's companies their current one; a company they are not in answers 404. */
export async function setDefaultCompany(opts: {
  db: Database;
  userId: number;
  companyId: number;
}): Promise<void> {
  const membership = await opts.db
    .selectFrom('employees')
    .select('id')
    .where('user_id', '=', opts.userId)
    .where('company_id', '=', opts.companyId)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!membership) throw notFound('Company not found');
  await opts.db
    .updateTable('users')
    .set({ default_company_id: opts.companyId, updated_at: nowIso() })
    .where('id', '=', opts.userId)
    .execute();
}
