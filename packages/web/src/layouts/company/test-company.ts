import { ABILITIES, type Ability, type Role, type TAbilities, type TCompany } from '@teamline/shared';

/**
 * The lowest role of each action, as the server's table says (server policies/actions.ts), for
 * tests only: the web itself never derives an answer from a role, it reads `abilities`.
 */
const LOWEST_ROLE = {
  'company.view': 'employee',
  'company.managers.list': 'employee',
  'employees.list': 'employee',
  'employees.manage': 'manager',
  'employees.see_all': 'admin',
  'employees.delete': 'admin',
  'employees.invite': 'manager',
  'employees.assign_management': 'admin',
  'employees.import': 'manager',
  'invitations.manage': 'manager',
  'notifications.view': 'employee',
  'gifs.use': 'employee',
  'settings.manage': 'admin',
  'places.view': 'manager',
  'places.manage': 'admin',
  'tags.manage': 'manager',
  'devices.manage': 'admin',
  'reports.download': 'admin',
  'subscription.manage': 'admin',
  'memos.publish': 'manager',
  'memos.manage': 'manager',
  'memos.respond': 'employee',
  'followups.manage': 'manager',
  'followups.respond': 'employee',
  'memo_templates.manage': 'manager',
  'memo_templates.share': 'manager',
  'memo_template_sends.manage': 'manager',
  'memo_template_packages.manage': 'manager',
  'forms.manage': 'manager',
  'forms.respond': 'employee',

  'media.manage': 'manager',
  'media.view': 'employee',
  'scim.manage': 'admin',
  'integrations.manage': 'admin',
  'franchise.manage': 'admin',
  'chat.use': 'employee',
  'chat.manage': 'manager',
} as const satisfies Record<Ability, Role>;
const RANK: Record<Role, number> = { employee: 0, manager: 1, admin: 2 };

/** What company/details answers as `abilities` for a member of `role`. */
export function abilitiesFor(role: Role): TAbilities {
  return Object.fromEntries(ABILITIES.map((a) => [a, RANK[role] >= RANK[LOWEST_ROLE[a]]])) as TAbilities;
}

export type CompanyOverrides = Partial<Omit<TCompany, 'abilities'>> & { abilities?: Partial<TAbilities> };

/**
 * A company as company/details answers to a member of `role`, with `over` on top; `over.abilities`
 * changes single answers (e.g. a manager without `memos.manage`).
 */
export function buildCompany(role: Role = 'admin', over: CompanyOverrides = {}): TCompany {
  const { abilities, ...rest } = over;
  return {
    id: 7,
    name: 'Demo Foods',
    logo: null,
    slogan: null,
    pivot: { role },
    join_code: null,
    flags: [],
    locations: [],
    timezone: 'America/Chicago',
    audiences: [],
    managers: [],
    employee_types: [],
    checkin_topics: [],
    celebration_options: {},
    celebration_categories: [],
    message_categories: [],
    survey_categories: [],
    default_survey_options: [],
    is_subscribed: true,
    all_locations_subscribed: true,
    is_on_trial: false,
    trial_ends_at: null,
    trial_days_left: 0,
    ...rest,
    abilities: { ...abilitiesFor(role), ...abilities },
  };
}
