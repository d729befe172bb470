import type { TAudiencesQuery } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { AudienceRow } from '../../db/schema.js';
import {
  assertPlaceNameFree,
  countPlaceEmployees,
  findLivePlace,
  listLivePlaces,
  listPlacesPage,
  softDeletePlace,
} from '../places/named-places.js';

const DUPLICATE = 'An audience with this name already exists';

/** A live audience of the company; another company's (or a deleted) one answers 404. */
export async function getAudience(opts: { db: Database; companyId: number; audienceId: number }) {
  return findLivePlace('audiences', { ...opts, id: opts.audienceId, notFoundText: 'Audience not found' });
}

function assertNameFree(opts: { db: Database; companyId: number; name: string; exceptId?: number }) {
  return assertPlaceNameFree('audiences', { ...opts, duplicateText: DUPLICATE });
}

export async function createAudience(opts: {
  db: Database;
  companyId: number;
  name: string;
}): Promise<AudienceRow> {
  await assertNameFree(opts);
  const now = nowIso();
  return opts.db
    .insertInto('audiences')
    .values({ company_id: opts.companyId, name: opts.name, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAudience(opts: {
  db: Database;
  companyId: number;
  audienceId: number;
  name: string;
}): Promise<AudienceRow> {
  const row = await getAudience(opts);
  await assertNameFree({ ...opts, exceptId: row.id });
  return opts.db
    .updateTable('audiences')
    .set({ name: opts.name, updated_at: nowIso() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete: the row stays (old memos still name it) but leaves every list. */
export async function deleteAudience(opts: { db: Database; companyId: number; audienceId: number }) {
  const row = await getAudience(opts);
  await softDeletePlace('audiences', { db: opts.db, id: row.id });
}

/** How many active employees each audience has. */
export function countAudienceEmployees(opts: { db: Database; companyId: number; audienceIds: number[] }) {
  return countPlaceEmployees('audiences', { ...opts, ids: opts.audienceIds });
}

/** One page of live audiences, searched by name, with the total for paging. */
export function listAudiencesPage(opts: { db: Database; companyId: number; query: TAudiencesQuery }) {
  return listPlacesPage('audiences', opts);
}

/** Every live audience of the company, by name. */
export function listLiveAudiences(opts: { db: Database; companyId: number }): Promise<AudienceRow[]> {
  return listLivePlaces('audiences', opts);
}
