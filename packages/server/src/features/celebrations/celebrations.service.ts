import {
  CELEBRATION_TEXT,
  DEFAULT_TIMEZONE,
  type ZCelebrationCreateRequest,
  type ZCelebrationUpdateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';
import { localDateTime } from '../../jobs/schedules.js';
import { scopeCelebrated, scopeDefaultLocations } from '../../policies/celebration.js';
import type { Member } from '../../policies/index.js';
import type { Realtime } from '../../realtime/realtime.js';
import { isEmptyTargets, loadTargets } from '../memos/memo-targets.js';
import {
  type CelebrationColumns,
  type CreateInput,
  createMemo,
  type SaveResult,
  type UpdateInput,
  updateMemo,
} from '../memos/memos.service.js';
import { employeePlaces } from './celebration-dates.js';

/**
 * Management's celebrations (spec §7 Celebrations): memo records of kind 'celebration' made and
 * edited through the memo machinery, with whom they celebrate, why and on which day. Survey
 * questions and the flaggable type do not apply and are ignored.
 */

type CreateRequest = Omit<z.output<typeof ZCelebrationCreateRequest>, 'company_id'>;
type UpdateRequest = Omit<z.output<typeof ZCelebrationUpdateRequest>, 'company_id' | 'id'>;

/**
 * The celebrated employee: an active, live employee of the caller's company whom the caller
 * manages (an admin: anyone; a manager: their people, not themselves). Anyone else — another
 * company's too, without telling it exists — is 422 on celebrated_employee_id.
 */
async function assertCelebrated(db: Database, member: Member, employeeId: number): Promise<void> {
  const found = await scopeCelebrated(db, member, db.selectFrom('employees'))
    .select('employees.id')
    .where('employees.id', '=', employeeId)
    .where('employees.deleted_at', 'is', null)
    .where('employees.is_active', '=', true)
    .executeTakeFirst();
  if (!found) throw invalid({ celebrated_employee_id: [CELEBRATION_TEXT.employeeRequired] });
}

/**
 * Whom a celebration goes to when nobody was picked: the celebrated employee's locations (those
 * of them the caller may send to) and the celebrated employee themself.
 */
async function defaultTargets(db: Database, member: Member, employeeId: number) {
  const place = (await employeePlaces(db, [employeeId])).get(employeeId);
  const locationIds = await scopeDefaultLocations(db, member, place?.locationIds ?? []);
  return { location_ids: locationIds, audience_ids: [], recipient_ids: [employeeId] };
}

/** The day celebrated when none is given: start_at's (else now's) date where the employee works. */
async function defaultDate(db: Database, employeeId: number, startAt: string | null | undefined) {
  const place = (await employeePlaces(db, [employeeId])).get(employeeId);
  return localDateTime(startAt ? new Date(startAt) : new Date(), place?.timeZone ?? DEFAULT_TIMEZONE).date;
}

/** Only what a celebration uses of a memo request (no questions, never flaggable). */
function memoPart<T extends { options?: unknown; options_key?: unknown; type?: unknown }>(input: T) {
  const { options: _o, options_key: _k, type: _t, ...rest } = input;
  return rest;
}

/** celebration/new: a draft, or published/scheduled with `publish: true`. */
export async function createCelebration(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  input: CreateRequest;
}): Promise<SaveResult> {
  const { db, member } = opts;
  const { celebrated_employee_id: employeeId, celebration_type, celebration_date, ...memo } = opts.input;
  await assertCelebrated(db, member, employeeId);
  const picked = {
    locationIds: memo.location_ids ?? [],
    audienceIds: memo.audience_ids ?? [],
    recipientIds: memo.recipient_ids ?? [],
  };
  const targets = isEmptyTargets(picked) ? await defaultTargets(db, member, employeeId) : {};
  const input: CreateInput = { ...memoPart(memo), options_key: 'custom', ...targets };
  const celebration: CelebrationColumns = {
    celebrated_employee_id: employeeId,
    celebration_type,
    celebration_date: celebration_date ?? (await defaultDate(db, employeeId, memo.start_at)),
  };
  return createMemo({ db, realtime: opts.realtime, member, kind: 'celebration', input, celebration });
}

/**
 * POST company/celebration: edits (only the fields sent). Left with no locations, audiences or
 * employees, it goes to the celebrated employee's locations again; a date sent as null is the
 * default again.
 */
export async function updateCelebration(opts: {
  db: Database;
  realtime: Realtime;
  member: Member;
  memo: MemoRow;
  input: UpdateRequest;
}): Promise<SaveResult> {
  const { db, member, memo } = opts;
  const { celebrated_employee_id, celebration_type, celebration_date, ...rest } = opts.input;
  const employeeId = celebrated_employee_id ?? memo.celebrated_employee_id;
  if (celebrated_employee_id !== undefined) await assertCelebrated(db, member, celebrated_employee_id);
  const stored = await loadTargets(db, memo.id);
  const next = {
    locationIds: rest.location_ids ?? stored.locationIds,
    audienceIds: rest.audience_ids ?? stored.audienceIds,
    recipientIds: rest.recipient_ids ?? stored.recipientIds,
  };
  const targets = isEmptyTargets(next) && employeeId ? await defaultTargets(db, member, employeeId) : {};
  const input: UpdateInput = { ...memoPart(rest), ...targets };
  const startAt = rest.start_at === undefined ? memo.start_at : rest.start_at;
  const celebration: CelebrationColumns = {
    ...(celebrated_employee_id === undefined ? {} : { celebrated_employee_id }),
    ...(celebration_type === undefined ? {} : { celebration_type }),
    ...(celebration_date === undefined || !employeeId
      ? {}
      : { celebration_date: celebration_date ?? (await defaultDate(db, employeeId, startAt)) }),
  };
  return updateMemo({ db, realtime: opts.realtime, member, memo, input, celebration });
}
