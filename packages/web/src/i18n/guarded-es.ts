import type { home as enHome } from './locales/en/home';
import type { profile as enProfile } from './locales/en/profile';
import type { teams as enTeams } from './locales/en/teams';
import { home } from './locales/es/home';
import { profile } from './locales/es/profile';
import { teams } from './locales/es/teams';

/** The Spanish of guarded.ts's texts, a chunk of its own: loaded only for a Spanish reader. */
export const esGuarded: { teams: typeof enTeams; profile: typeof enProfile; home: typeof enHome } = {
  teams,
  profile,
  home,
};
