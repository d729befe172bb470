import type { Member } from './member.js';
import { isManagement, isSameCompany } from './predicates.js';

/** What a member sees of their company beyond its name and lists (spec §3 Company). */

/** The join code lets anyone in: only the company's own management sees it. */
export function canSeeJoinCode(member: Pick<Member, 'role' | 'companyId'>, company: { id: number }): boolean {
  return isSameCompany(member, { company_id: company.id }) && isManagement(member);
}
