import type { Role, TCompany, TFlag } from '@teamline/shared';

/** A company as company/details answers, for Settings page tests (only the fields pages read). */
export function buildCompany(role: Role = 'admin', flags: TFlag[] = []): TCompany {
  return {
    id: 7,
    name: 'Demo Foods',
    pivot: { role },
    flags,
    locations: [],
    audiences: [],
  } as unknown as TCompany;
}
