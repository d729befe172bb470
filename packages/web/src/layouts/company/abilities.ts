import type { Ability, TCompany } from '@teamline/shared';

/**
 * Whether the server allows the caller `ability` in this company: company/details sends its answer
 * for every action as `abilities`. The web shows and hides by this alone, never by the role, so a
 * screen offers exactly what the server will accept.
 */
export function can(company: Pick<TCompany, 'abilities'>, ability: Ability): boolean {
  return company.abilities[ability] === true;
}
