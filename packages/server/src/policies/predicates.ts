import type { Role } from '@teamline/shared';
import type { Member } from './member.js';

/**
 * The few questions every policy is built from. Only modules under policies/ ask them: the rest
 * of the server asks a policy (`canManageMemo`, `scopeEmployees`), never about a role.
 */

const RANK: Record<Role, number> = { employee: 0, manager: 1, admin: 2 };

/** The caller's role is `role` or above it. */
export const hasRoleAtLeast = (member: Pick<Member, 'role'>, role: Role) => RANK[member.role] >= RANK[role];

/** Management is any role other than employee (spec §6). */
export const isManagement = (member: Pick<Member, 'role'>) => hasRoleAtLeast(member, 'manager');

export const isAdmin = (member: Pick<Member, 'role'>) => member.role === 'admin';

/** A role of management (manager or admin), for a record that is not the caller. */
export const isManagementRole = (role: Role) => RANK[role] >= RANK.manager;

export const isAdminRole = (role: Role) => role === 'admin';

/** The record belongs to the caller's company. */
export const isSameCompany = (member: Pick<Member, 'companyId'>, record: { company_id: number }) =>
  record.company_id === member.companyId;

/** The employee record is the caller's own. */
export const isSelf = (member: Pick<Member, 'employeeId'>, employeeId: number) =>
  member.employeeId === employeeId;
