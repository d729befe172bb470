import type { Role, TCompany, TFlag } from '@teamline/shared';

/** The server's role table (policies/index.ts) for the abilities Settings pages read. */
const LOWEST_ROLE: Record<string, Role> = {
  'employees.invite': 'manager',
  'invitations.manage': 'manager',
  'settings.manage': 'admin',
  'places.view': 'manager',
  'places.manage': 'admin',
  'tags.manage': 'manager',
  'devices.manage': 'admin',
  'reports.download': 'admin',
  'subscription.manage': 'admin',
};
const RANK: Record<Role, number> = { employee: 0, manager: 1, admin: 2 };

/** A company as company/details answers, for Settings page tests (only the fields pages read). */
export function buildCompany(role: Role = 'admin', flags: TFlag[] = []): TCompany {
  const abilities = Object.fromEntries(
    Object.entries(LOWEST_ROLE).map(([action, lowest]) => [action, RANK[role] >= RANK[lowest]]),
  );
  return {
    id: 7,
    name: 'Demo Foods',
    pivot: { role },
    flags,
    abilities,
    locations: [],
    audiences: [],
  } as unknown as TCompany;
}
