import { addTexts } from './index';
import { home as enHome } from './locales/en/home';
import { profile as enProfile } from './locales/en/profile';
import { teams as enTeams } from './locales/en/teams';

/**
 * The signed-in pages' own texts (teams, profile, a company's Home), added when the guard in front
 * of them loads rather than with the login page (docs/performance.md, "Lighthouse again"); the
 * company area adds the rest of its screens' texts (company.ts). Imported by AuthGuard and the tests.
 */
export const enGuarded = { teams: enTeams, profile: enProfile, home: enHome };

await addTexts(enGuarded, () => import('./guarded-es').then(({ esGuarded }) => esGuarded));
