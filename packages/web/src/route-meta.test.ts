import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n, { switchLocale } from './i18n';
import { routes as enRoutes } from './i18n/locales/en/routes';
import { routes as esRoutes } from './i18n/locales/es/routes';
import { documentTitle, type RouteHandle, routeNameWords } from './route-meta';
import { routes } from './routes';

function names(list: RouteObject[]): string[] {
  return list.flatMap((r) => [
    ...((r.handle as RouteHandle | undefined)?.name ? [(r.handle as RouteHandle).name] : []),
    ...names(r.children ?? []),
  ]);
}

describe('page titles (spec §2: "Teamline | <route name words>")', () => {
  const all = names(routes);

  it('every route has a title in both languages', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((n) => !(n in enRoutes))).toEqual([]);
    expect(all.filter((n) => !(n in esRoutes))).toEqual([]);
  });

  it("the English title is the route name's words, as the spec writes it", () => {
    for (const name of all) expect(enRoutes[name as keyof typeof enRoutes]).toBe(routeNameWords(name));
    expect(documentTitle(i18n.t, 'SettingsTeamInvitations')).toBe('Teamline | Settings Team Invitations');
    expect(documentTitle(i18n.t)).toBe('Teamline');
  });

  it('in Spanish the page says where you are in Spanish', async () => {
    await switchLocale('es');
    try {
      expect(documentTitle(i18n.t, 'Home')).toBe('Teamline | Inicio');
      expect(documentTitle(i18n.t, 'EmployeeList')).toBe('Teamline | Equipo');
      expect(document.documentElement.lang).toBe('es');
      // A route added later without a title falls back to its name's words, never a key.
      expect(documentTitle(i18n.t, 'SomethingNew')).toBe('Teamline | Something New');
    } finally {
      await switchLocale('en');
    }
  });
});
