import type { Role } from '@teamline/shared';

/** The caller inside one company: who they are there and in what role. */
export interface Member {
  userId: number;
  companyId: number;
  employeeId: number;
  role: Role;
}
