import type { Member } from './member.js';
import { isManagement, isSameCompany } from './predicates.js';

/**
 * Stored files (GET media/signature): who may read which. The company comes from the file's
 * row (or, for an acknowledgement photo, its key), never from what the caller sent.
 */

/** What reading a stored file depends on; the service loads it with the file. */
export type StoredFile =
  /** A memo's attachment (or its thumbnail); `recipient`: the memo was published to the caller. */
  | { kind: 'attachment'; company_id: number; recipient: boolean }
  /** An employee's acknowledgement photo. */
  | { kind: 'acknowledgement'; company_id: number };

/**
 * The company's management reads every file of the company; an employee only the attachments
 * of the memos published to them.
 */
export function canReadFile(member: Pick<Member, 'companyId' | 'role'>, file: StoredFile): boolean {
  if (!isSameCompany(member, file)) return false;
  if (isManagement(member)) return true;
  return file.kind === 'attachment' && file.recipient;
}
