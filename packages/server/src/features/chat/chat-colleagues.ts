import { CHAT_COLLEAGUES_LIMIT, type TChatColleague } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { Member } from '../../policies/index.js';
import { type EmployeeFilters, filteredEmployees, sorted } from '../employees/employees-query.js';

/**
 * GET chat/colleagues: the people the caller may start a private conversation with (the rule of
 * policies/chat.ts canChatPrivatelyWith: active colleagues they can see — a manager their own
 * people, everyone else the company's roster), by name, the terms found as the Team list finds
 * them. Names only: an employee learns no e-mail or phone from it.
 */
export async function listColleagues(db: Database, member: Member, terms: string): Promise<TChatColleague[]> {
  const filters: EmployeeFilters = { terms, locations: [], audiences: [], active: 'yes', see_all: 'no' };
  const rows = await sorted(filteredEmployees({ db, member, filters }), 'name', 'asc')
    .select(['employees.id', 'employees.name'])
    .where('employees.id', '!=', member.employeeId)
    .limit(CHAT_COLLEAGUES_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name }));
}
