import type { Database } from '../../db/index.js';
import { prepared } from '../../db/prepared.js';
import type { BillingSettings } from '../../policies/billing.js';
import { type CompanyDetails, loadCompanyDetails } from './companies.service.js';

/** Companies whose details one server keeps; the least recently asked for goes first. */
const MAX_COMPANIES = 1_000;

interface Kept {
  version: string;
  details: CompanyDetails;
}

const kept = new WeakMap<Database, Map<number, Kept>>();

/** The company's details version (migration 0033): no row yet is version 0. */
const versionRow = prepared(
  (db: Database, companyId: number) =>
    db.selectFrom('company_versions').select('version').where('company_id', '=', companyId),
  [-918_273_645],
);

async function versionOf(db: Database, companyId: number): Promise<string> {
  const [row] = await versionRow(db, companyId);
  return String(row?.version ?? 0);
}

/**
 * company/details' lists (flags, places, managers, settings, billing), kept in memory under the
 * company's details version: one small read while nothing changed, the seven reads again once
 * triggers have raised the version — whichever instance made the change.
 */
export async function companyDetails(opts: {
  db: Database;
  company: { id: number; created_at: string };
  billing: BillingSettings;
}): Promise<CompanyDetails> {
  const { db, company } = opts;
  let companies = kept.get(db);
  if (!companies) {
    companies = new Map();
    kept.set(db, companies);
  }
  const version = await versionOf(db, company.id);
  const hit = companies.get(company.id);
  if (hit && hit.version === version && hit.details.billingSettings === opts.billing) {
    // Most recently used last, so the oldest is first in line to go.
    companies.delete(company.id);
    companies.set(company.id, hit);
    return hit.details;
  }
  // Read after the version: a change in between is in these details, and the next request,
  // seeing the raised version, reads again.
  const details = await loadCompanyDetails(opts);
  companies.delete(company.id);
  companies.set(company.id, { version, details });
  if (companies.size > MAX_COMPANIES) companies.delete(companies.keys().next().value as number);
  return details;
}
