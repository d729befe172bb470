import { ABILITIES, type Ability, type Role, type TAbilities } from '@teamline/shared';
import { forbidden } from '../http/errors.js';
import type { Member } from './member.js';
import { hasRoleAtLeast } from './predicates.js';

/**
 * Each action a route declares (`config: { company: 'body', action: 'memos.manage' }`) and the
 * lowest role that may take it; the guard refuses (403) anything below it. Which records of the
 * company the action reaches is the resource's policy module's answer.
 */
export const ACTIONS = {
  'company.view': 'employee',
  'company.managers.list': 'employee',
  'employees.list': 'employee',
  'employees.manage': 'manager',
  'employees.see_all': 'admin',
  'employees.delete': 'admin',
  'employees.invite': 'manager',
  // Only an admin hands out (or re-sends, or withdraws) a management role; managers handle employees.
  'employees.assign_management': 'admin',
  'employees.import': 'manager',
  'invitations.manage': 'manager',
  'notifications.view': 'employee',
  // GIF search for chat: every member (the proxy answers 503 without GIF_API_KEY; decisions.md, GIFs).
  'gifs.use': 'employee',
  'settings.manage': 'admin',
  // Places: management reads the lists; admins change them (decisions.md, Places).
  'places.view': 'manager',
  'places.manage': 'admin',
  'tags.manage': 'manager',
  'devices.manage': 'admin',
  'reports.download': 'admin',
  'subscription.manage': 'admin',
  // Publishing also needs a subscribed (or trialing) company: policies/billing.ts, checked by the guard.
  'memos.publish': 'manager',
  // Memos: management writes, publishes and follows up; every member reads and answers their own.
  'memos.manage': 'manager',
  'memos.respond': 'employee',
  // Follow-ups: management answers its people's; every member raises hands and checks in.
  'followups.manage': 'manager',
  'followups.respond': 'employee',
  // Memo templates and the community: management writes, uses and reads them; sharing is the
  // manager's too unless the company's memo settings keep it to admins (policies/memo-template.ts).
  'memo_templates.manage': 'manager',
  'memo_templates.share': 'manager',
  // Template sends: management makes and publishes them within its reach (policies/memo-template-send.ts).
  'memo_template_sends.manage': 'manager',
  // Template packages: management's shared library, as templates (policies/memo-template-package.ts).
  'memo_template_packages.manage': 'manager',
  // Forms: management builds them, reads and exports responses; every member answers those
  // targeted to them and edits their own (policies/form.ts).
  'forms.manage': 'manager',
  'forms.respond': 'employee',

  // The media library: management uploads, targets and deletes; every member reads the files
  // targeted to them (policies/media.ts).
  'media.manage': 'manager',
  'media.view': 'employee',
  // SCIM provisioning tokens: an identity provider acting for the whole company; admins only.
  'scim.manage': 'admin',
  // Integrations (single sign-on and what joins it on settings/integration): admins only; they
  // hold the company's secrets (policies/sso.ts).
  'integrations.manage': 'admin',
  // The franchise location directory: only admins connect, sync and clear it (policies/franchise.ts).
  'franchise.manage': 'admin',

  // Chat: every member uses the groups they belong to and starts private conversations; management
  // makes, changes and deletes groups within its reach, and deletes messages there (policies/chat.ts).
  'chat.use': 'employee',
  'chat.manage': 'manager',
} as const satisfies Record<Ability, Role>;

export type Action = Ability;

export function can(member: Pick<Member, 'role'>, action: Action): boolean {
  return hasRoleAtLeast(member, ACTIONS[action]);
}

export function authorize(member: Pick<Member, 'role'>, action: Action): void {
  if (!can(member, action)) throw forbidden();
}

/**
 * What the caller may do, sent beside company data so the UI offers only what the server allows.
 * `canPublish`: the company's plan allows publishing (policies/billing.ts); a lapsed company's
 * management may not `memos.publish`.
 */
export function abilitiesOf(member: Pick<Member, 'role'>, canPublish = true): TAbilities {
  // A function of the role and the plan alone: worked out once for each pair (every page load
  // asks), and never changed by its readers.
  const key = `${member.role}:${canPublish}`;
  let abilities = abilityCache.get(key);
  if (!abilities) {
    abilities = Object.freeze(
      Object.fromEntries(
        ABILITIES.map((a) => [a, can(member, a) && (a !== 'memos.publish' || canPublish)]),
      ) as TAbilities,
    );
    abilityCache.set(key, abilities);
  }
  return abilities;
}

const abilityCache = new Map<string, TAbilities>();
