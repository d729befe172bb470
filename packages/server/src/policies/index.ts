import { isAdminRole, isManagementRole, type Role } from '@teamline/shared';
import { forbidden } from '../http/errors.js';

/** The caller inside one company: who they are there and in what role. */
export interface Member {
  userId: number;
  companyId: number;
  employeeId: number;
  role: Role;
}

export const isManagement = (m: Member) => isManagementRole(m.role);
export const isAdmin = (m: Member) => isAdminRole(m.role);

/**
 * Who may do what, in one place. Each action names the lowest role that may take it;
 * the server refuses (403) anything below it. Later features add their actions here.
 */
export const ACTIONS = {
  'company.view': 'employee',
  'company.managers.list': 'employee',
  'employees.list': 'employee',
  'employees.manage': 'manager',
  'employees.see_all': 'admin',
  'employees.delete': 'admin',
  'employees.invite': 'manager',
  'invitations.manage': 'manager',
  'notifications.view': 'employee',
  'settings.manage': 'admin',
  // Places: management reads the lists; admins change them (decisions.md, Places).
  'places.view': 'manager',
  'places.manage': 'admin',
  'tags.manage': 'manager',
  'devices.manage': 'admin',
  'reports.download': 'admin',
  'subscription.manage': 'admin',
  // Memos: management writes, publishes and follows up; every member reads and answers their own.
  'memos.manage': 'manager',
  'memos.respond': 'employee',
  // Follow-ups: management answers its people's; every member raises hands and checks in.
  'followups.manage': 'manager',
  'followups.respond': 'employee',
} as const satisfies Record<string, Role>;

export type Action = keyof typeof ACTIONS;

const RANK: Record<Role, number> = { employee: 0, manager: 1, admin: 2 };

export function can(member: Member, action: Action): boolean {
  return RANK[member.role] >= RANK[ACTIONS[action]];
}

export function authorize(member: Member, action: Action): void {
  if (!can(member, action)) throw forbidden();
}

/** Only an admin hands out (or re-sends, or withdraws) a management role; managers handle employees. */
export function authorizeRoleAssignment(member: Member, role: Role): void {
  if (role !== 'employee' && !isAdmin(member)) throw forbidden();
}

/** What the caller may do, sent beside company data so the UI hides what the server would refuse. */
export function abilitiesOf(member: Member): Record<Action, boolean> {
  return Object.fromEntries((Object.keys(ACTIONS) as Action[]).map((a) => [a, can(member, a)])) as Record<
    Action,
    boolean
  >;
}
