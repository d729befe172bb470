import type { Member } from './member.js';
import { isManagement } from './predicates.js';

/**
 * GET home: the management dashboard (recent memos' reach, past due by location, open
 * follow-ups) is management's; every member gets their own inbox and follow-up state.
 */
export const seesDashboard = (member: Pick<Member, 'role'>): boolean => isManagement(member);
