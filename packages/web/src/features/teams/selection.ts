import type { TCompanySummary, TInvitation, TUserDetails } from '@teamline/shared';

/**
 * Where Selection sends the user without asking (spec §2): unless told to show the list,
 * a user with exactly one company and no pending invitations goes to that company's Home.
 * Returns null while the invitations are still unknown, or when the list must show.
 */
export function autoRedirectTarget(opts: {
  show: boolean;
  companies: TCompanySummary[] | undefined;
  invites: TInvitation[] | undefined;
}): string | null {
  if (opts.show || !opts.companies || !opts.invites) return null;
  const [only] = opts.companies;
  if (opts.companies.length !== 1 || !only || opts.invites.length > 0) return null;
  return `/${only.id}`;
}

/**
 * The company to select (spec §4): the current one the user details name, else the only one.
 */
export function companyToSelect(details: TUserDetails | undefined): number | null {
  if (!details) return null;
  if (details.company) return details.company.id;
  const [only] = details.companies;
  return details.companies.length === 1 && only ? only.id : null;
}

/**
 * The i18n key of the user's role in a team, for the label under its name on Selection. Display
 * only: what the user may do there comes from the company's abilities, never from this.
 */
export function roleLabelKey({ pivot: { role } }: Pick<TCompanySummary, 'pivot'>): string {
  return `teams.roles.${role}`;
}
