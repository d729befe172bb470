// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render, rendersOnServer } from './entry-server';
import { buildManagementHome } from './features/home/test-home';
import { buildCompany } from './layouts/company/test-company';

/**
 * The login page's first view as the server renders it (entry-server.tsx), in Node as the server
 * runs it. The browser's app hydrating it without a mismatch is checked in a real browser
 * (e2e/specs/first-view.spec.ts).
 */
describe('the first view rendered on the server', () => {
  it('renders the login page in the language asked for', async () => {
    const en = await render('http://localhost/login', 'en');
    expect(en?.root).toContain('Log in to Teamline');
    expect(en?.data).toBeNull();
    const es = await render('http://localhost/login?reason=expired', 'es');
    expect(es?.root).toContain('Inicia sesión en Teamline');
    expect(es?.root).toContain('Tu sesión ha terminado. Vuelve a iniciar sesión.');
  });

  it('renders only the pages that look the same to everyone signed out', async () => {
    expect(rendersOnServer('/login')).toBe(true);
    expect(rendersOnServer('/12')).toBe(false);
    expect(await render('http://localhost/12', 'en')).toBeNull();
    expect(await render('http://localhost/signup', 'en')).toBeNull();
  });
});

describe('a signed-in Home rendered on the server', () => {
  const answers: Record<string, unknown> = {
    'user/details': { user: { name: 'Morgan Manager', default_company_id: 7, default_locale: 'en' } },
    'company/details?company_id=7': buildCompany('manager', { id: 7, name: 'Harbor Café' }),
    'home?company_id=7': buildManagementHome(),
  };
  const session = (refused?: string) => {
    const asked: string[] = [];
    return {
      asked,
      token: 'a-token',
      get: async (path: string) => {
        asked.push(path);
        if (path === refused || !(path in answers)) throw new Error(`GET ${path} refused`);
        return answers[path];
      },
    };
  };

  it('asks for the Home’s GETs, renders the greeting and the dashboard, and hands the answers over', async () => {
    const signedIn = session();
    const view = await render('http://localhost/7', 'en', signedIn);
    expect(signedIn.asked.sort()).toEqual([
      'company/details?company_id=7',
      'home?company_id=7',
      'user/details',
    ]);
    expect(view?.root).toContain('Welcome, Morgan Manager');
    expect(view?.root).toContain('Harbor Café');
    // The dashboard's figures, from GET home: the page is whole before any script runs.
    expect(view?.root).toContain('People reached by recent memos');
    expect(view?.root).not.toContain('<script');
    const keys = view?.data?.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['user', 'details'],
        ['company', 7, 'details'],
        ['company', 7, 'home', 'mine'],
      ]),
    );
  });

  it('renders it in Spanish, and nothing when a GET is refused', async () => {
    const es = await render('http://localhost/7', 'es', session());
    expect(es?.root).toContain('Morgan Manager');
    expect(es?.root).toContain('Tu equipo: Harbor Café');
    await expect(render('http://localhost/7', 'en', session('home?company_id=7'))).rejects.toThrow(/refused/);
  });

  it('renders a company’s Home only, and the login page only signed out', async () => {
    expect(rendersOnServer('/7', true)).toBe(true);
    expect(rendersOnServer('/7/', true)).toBe(true);
    expect(rendersOnServer('/7/employees', true)).toBe(false);
    expect(rendersOnServer('/login', true)).toBe(false);
    expect(await render('http://localhost/7/employees', 'en', session())).toBeNull();
  });
});
