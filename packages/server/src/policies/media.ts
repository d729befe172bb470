import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Member } from './member.js';
import { isManagement, isSameCompany } from './predicates.js';

/**
 * Stored files (GET media/signature) and the media library (media/…): who may read and manage
 * which. The company comes from the file's row (or, for an acknowledgement photo, its key), never
 * from what the caller sent.
 */

/** What reading a stored file depends on; the service loads it with the file. */
export type StoredFile =
  /** A memo's attachment (or its thumbnail); `recipient`: the memo was published to the caller. */
  | { kind: 'attachment'; company_id: number; recipient: boolean }
  /** An employee's acknowledgement photo (or a signature image, stored beside them). */
  | { kind: 'acknowledgement'; company_id: number }
  /** A file uploaded to a form response; `author`: the caller uploaded it. */
  | { kind: 'form_file'; company_id: number; author: boolean }
  /**
   * A media library file (or its medium or thumbnail WebP); `targeted`: its locations, audiences or
   * people reach the caller; `viewable`: it is marked viewable.
   */
  | { kind: 'library'; company_id: number; targeted: boolean; viewable: boolean };

/**
 * The company's management reads every file of the company; an employee the attachments of the
 * memos published to them, the files they uploaded to a form response, and the library files
 * targeted to them once marked viewable.
 */
export function canReadFile(member: Pick<Member, 'companyId' | 'role'>, file: StoredFile): boolean {
  if (!isSameCompany(member, file)) return false;
  if (isManagement(member)) return true;
  if (file.kind === 'form_file') return file.author;
  if (file.kind === 'attachment') return file.recipient;
  if (file.kind === 'library') return file.targeted && file.viewable;
  return false;
}

/** Management uploads, edits, targets, deletes library files and sees who opened one; employees none. */
export function canManageLibraryFile(
  member: Pick<Member, 'companyId' | 'role'>,
  file: { company_id: number },
): boolean {
  return isSameCompany(member, file) && isManagement(member);
}

/**
 * The ids of the library files targeted to an employee: one of its locations is theirs, one of
 * its audiences holds them, or they are one of its people (memo targeting). Live or not, viewable
 * or not: the callers add those. A list whose employee sees few files drives from these
 * (features/media/library-list.ts); `targetsEmployee` is the same rule asked of one file.
 */
export function employeeFileIds(qb: Kysely<DB>, employeeId: number) {
  const byLocation = qb
    .selectFrom('media_locations as ml')
    .innerJoin('employee_locations as el', 'el.location_id', 'ml.location_id')
    .select('ml.media_id')
    .where('el.employee_id', '=', employeeId);
  const byAudience = qb
    .selectFrom('media_audiences as ma')
    .innerJoin('employee_audiences as ea', 'ea.audience_id', 'ma.audience_id')
    .select('ma.media_id')
    .where('ea.employee_id', '=', employeeId);
  const byPerson = qb
    .selectFrom('media_recipients as mr')
    .select('mr.media_id')
    .where('mr.employee_id', '=', employeeId);
  return byLocation.union(byAudience).union(byPerson);
}

/**
 * Whether the library file `media.id` is targeted to the employee (the rule of
 * `employeeFileIds`), asked of that file: a few primary-key lookups, so a list that walks its
 * index newest first stops after one page, and a one-file lookup reads nothing else. Written as
 * scalar subqueries (one hit each) rather than EXISTS: PostgreSQL turns an EXISTS under OR into a
 * hash of every target row of the employee's places, built for each request (30 ms, not 0.5).
 */
export function targetsEmployee(eb: ExpressionBuilder<DB, 'media'>, employeeId: number) {
  const hit = sql.lit(1).as('hit');
  return eb(
    eb.fn.coalesce(
      eb
        .selectFrom('media_locations as ml')
        .innerJoin('employee_locations as el', 'el.location_id', 'ml.location_id')
        .select(hit)
        .whereRef('ml.media_id', '=', 'media.id')
        .where('el.employee_id', '=', employeeId)
        .limit(1),
      eb
        .selectFrom('media_audiences as ma')
        .innerJoin('employee_audiences as ea', 'ea.audience_id', 'ma.audience_id')
        .select(hit)
        .whereRef('ma.media_id', '=', 'media.id')
        .where('ea.employee_id', '=', employeeId)
        .limit(1),
      eb
        .selectFrom('media_recipients as mr')
        .select(hit)
        .whereRef('mr.media_id', '=', 'media.id')
        .where('mr.employee_id', '=', employeeId)
        .limit(1),
    ),
    'is not',
    null,
  );
}

/**
 * The library files of the company the caller sees (live ones): management all of them; an
 * employee those marked viewable and targeted to them (decisions.md, Media library). Lists and
 * one-record lookups both go through it, so anything else answers 404. `targets: 'joined'`: the
 * query already starts from the employee's `employeeFileIds`, so the targeting holds by the join.
 */
export function libraryScope(member: Member, targets: 'check' | 'joined' = 'check') {
  return (eb: ExpressionBuilder<DB, 'media'>): ReturnType<typeof eb.and> => {
    const base = [eb('media.company_id', '=', member.companyId), eb('media.deleted_at', 'is', null)];
    if (!seesOnlyTargetedFiles(member)) return eb.and(base);
    const viewable = [...base, eb('media.marked_viewable_at', 'is not', null)];
    return eb.and(targets === 'joined' ? viewable : [...viewable, targetsEmployee(eb, member.employeeId)]);
  };
}

/** Whether the caller is an employee whose Files list is the targeted, viewable files only. */
export const seesOnlyTargetedFiles = (member: Pick<Member, 'role'>) => !isManagement(member);
