import { isManagementRole, LOCALE_LABELS, type TEmployee } from '@teamline/shared';
import { toBool } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';

/** First name and the initial of the last, as shown in tight places ("Maria G."). */
export function shortName(e: Pick<EmployeeRow, 'name' | 'name_first' | 'name_last'>): string {
  const first = e.name_first ?? e.name.split(' ')[0] ?? e.name;
  const last = e.name_last ?? e.name.split(' ').slice(1).join(' ');
  return last ? `${first} ${last[0]}.` : first;
}

export function presentEmployee(e: EmployeeRow): TEmployee {
  return {
    id: e.id,
    company_id: e.company_id,
    user_id: e.user_id,
    name: e.name,
    name_first: e.name_first,
    name_last: e.name_last,
    name_short: shortName(e),
    display_name: e.name,
    email: e.email,
    phone: e.phone,
    phone_country_code: e.phone_country_code,
    role: e.role,
    is_management: isManagementRole(e.role),
    type: e.type,
    is_active: toBool(e.is_active),
    on_leave: toBool(e.on_leave),
    default_locale: e.default_locale,
    default_locale_label: LOCALE_LABELS[e.default_locale] ?? 'English',
    last_invited_at: e.last_invited_at,
    invite_accepted_at: e.invite_accepted_at,
    created_at: e.created_at,
  };
}
