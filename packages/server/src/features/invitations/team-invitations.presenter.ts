import type { TCompanyInvitation } from '@teamline/shared';
import type { PendingInvitation } from './team-invitations.service.js';

export function presentCompanyInvitation(i: PendingInvitation): TCompanyInvitation {
  return {
    id: i.id,
    employee: { id: i.employee_id, name: i.employee_name, role: i.employee_role },
    phone: i.phone,
    email: i.email,
    created_at: i.created_at,
    invited_by: i.invited_by_name,
  };
}
