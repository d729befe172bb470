import type { Database } from '../../db/index.js';
import { keptPerDatabase } from '../../db/kept.js';
import { prepared } from '../../db/prepared.js';
import type { BillingSettings } from '../../policies/billing.js';
import { type CompanyDetails, loadCompanyDetails } from './companies.service.js';

/** Companies whose details one server keeps; the least recently asked for goes first. */
const kept = keptPerDatabase<Kept>(1_000);

interface Kept {
  version: string;
  details: CompanyDetails;
}

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
  /** The version, when the caller read it with the company (user/details' memberships). */
  version?: string;
}): Promise<CompanyDetails> {
  const { db, company } = opts;
  const key = String(company.id);
  const version = opts.version ?? (await versionOf(db, company.id));
  const hit = kept.get(db, key);
  if (hit && hit.version === version && hit.details.billingSettings === opts.billing) return hit.details;
  // Read after the version: a change in between is in these details, and the next request,
  // seeing the raised version, reads again.
  const details = await loadCompanyDetails(opts);
  kept.set(db, key, { version, details });
  return details;
}
