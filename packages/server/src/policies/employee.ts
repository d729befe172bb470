import type { Role } from '@teamline/shared';
import { forbidden } from '../http/errors.js';
import { can } from './actions.js';
import type { Member } from './member.js';
import { isManagementRole } from './predicates.js';

/** Only an admin hands out (or re-sends, or withdraws) a management role; managers handle employees. */
export function canAssignRole(member: Member, role: Role): boolean {
  return !isManagementRole(role) || can(member, 'employees.assign_management');
}

export function authorizeRoleAssignment(member: Member, role: Role): void {
  if (!canAssignRole(member, role)) throw forbidden();
}
