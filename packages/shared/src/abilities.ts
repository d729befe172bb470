/**
 * The actions the server decides on, by name. The server's policies say which role each needs;
 * company/details sends the caller's answer for each as `abilities`, and the web shows and hides
 * by them (never by the role itself).
 */
export const ABILITIES = [
  'company.view',
  'company.managers.list',
  'employees.list',
  'employees.manage',
  'employees.see_all',
  'employees.delete',
  'employees.invite',
  'employees.assign_management',
  'employees.import',
  'invitations.manage',
  'notifications.view',
  'settings.manage',
  'places.view',
  'places.manage',
  'tags.manage',
  'devices.manage',
  'reports.download',
  'subscription.manage',
  'memos.manage',
  'memos.respond',
  'followups.manage',
  'followups.respond',
  'memo_templates.manage',
  'memo_templates.share',
  'memo_template_sends.manage',
  'memo_template_packages.manage',
] as const;
export type Ability = (typeof ABILITIES)[number];
export type TAbilities = Record<Ability, boolean>;
