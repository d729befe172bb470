/**
 * Who may do what, in one place (docs/architecture.md, Access). Route config names the action
 * (actions.ts); each resource's module answers for one record (`canManageMemo`) and narrows
 * lists (`scopeMemos`), built from the predicates. Nothing outside this folder compares roles.
 */
export { ACTIONS, type Action, abilitiesOf, authorize, can } from './actions.js';
/** Only an admin hands out (or re-sends, or withdraws) a management role; managers handle employees. */
export { authorizeRoleAssignment } from './employee.js';
export type { Member } from './member.js';
export { isAdmin, isManagement, isSameCompany, isSelf } from './predicates.js';
