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
  /** Search GIFs for chat through the server's proxy (whether a key is set: GET gifs/status). */
  'gifs.use',
  'settings.manage',
  'places.view',
  'places.manage',
  'tags.manage',
  'devices.manage',
  'reports.download',
  'subscription.manage',
  /**
   * Publish new memos, template sends and schedules: management, while the company is subscribed or
   * on trial (decisions.md, Billing). False tells the UI to explain before anyone is refused.
   */
  'memos.publish',
  'memos.manage',
  'memos.respond',
  'followups.manage',
  'followups.respond',
  'memo_templates.manage',
  'memo_templates.share',
  'memo_template_sends.manage',
  'memo_template_packages.manage',
  'forms.manage',
  'forms.respond',

  'media.manage',
  'media.view',
  /** SCIM provisioning tokens: admins only (docs/integrations.md, SCIM provisioning). */
  'scim.manage',
  /** The company's integrations (settings/integration): single sign-on, and what joins it there. */
  'integrations.manage',
  /** The franchise location directory (issue 17): connect, sync, clear. Admins. */
  'franchise.manage',

  /** Chat: every member reads and writes the groups they belong to and starts private conversations. */
  'chat.use',
  /** Chat: management makes, changes and deletes groups within its reach (decisions.md, Chat). */
  'chat.manage',
] as const;
export type Ability = (typeof ABILITIES)[number];
export type TAbilities = Record<Ability, boolean>;
