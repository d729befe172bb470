/**
 * What the router knows of a route besides its element (spec §2): its name and its tab. Apart from
 * routes.tsx, which imports every page, so pages and the navigation can read it without a cycle.
 */
export interface RouteHandle {
  /** The route name; the page title is "Teamline | <name in words>". */
  name: string;
  /** The side-navigation item this route belongs to. */
  tab?:
    | 'home'
    | 'team'
    | 'memos'
    | 'memo-sends'
    | 'memo-templates'
    | 'memo-packages'
    | 'memo-scheduler'
    | 'community'
    | 'flags'
    | 'settings'
    | 'files'
    | 'forms'
    | 'media'
    | 'chat';
}

/** "SettingsTeamInvitations" → "Settings Team Invitations". */
export function routeNameWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

/** A route's name in the user's language (the catalogue's `routes`), else its name's words. */
export function routeTitle(
  t: (key: string, options: { defaultValue: string }) => string,
  name: string,
): string {
  return t(`routes.${name}`, { defaultValue: routeNameWords(name) });
}

/** The document title of a route: "Teamline | Home", "Teamline | Inicio" (spec §2). */
export function documentTitle(
  t: (key: string, options: { defaultValue: string }) => string,
  name?: string,
): string {
  return name ? `Teamline | ${routeTitle(t, name)}` : 'Teamline';
}
