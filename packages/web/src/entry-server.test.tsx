// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiRead } from './api/get-query';
import { render, rendersOnServer } from './entry-server';
import { buildManagementHome } from './features/home/test-home';
import { buildInbox, buildMemo } from './features/inbox/test-memos';
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
    // Its lazy code, which the server asks for with the page's scripts.
    expect(en?.modules).toEqual(['src/features/auth/LoginPage.tsx']);
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
  const inbox = buildInbox([buildMemo({ id: 3, title: 'Closing checklist' })]);
  const user = { name: 'Morgan Manager', default_company_id: 7 };
  const answers: Record<string, unknown> = {
    'GET company/details?company_id=7': buildCompany('manager', { id: 7, name: 'Harbor Café' }),
    'GET home?company_id=7': buildManagementHome(),
    'GET company/details?company_id=8': buildCompany('employee', { id: 8, name: 'Harbor Café' }),
    'GET home?company_id=8': { ...buildManagementHome(1), is_management: false, management: null },
    'POST app/employee-messages {"company_id":8,"per_page":50}': inbox,
  };
  /** The user's calls, one of them refused if named; the user's own language is `locale`. */
  const session = (refused?: string, locale = 'en') => {
    const asked: string[] = [];
    return {
      asked,
      token: 'a-token',
      read: async ({ method, path, body }: ApiRead) => {
        const call = `${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
        asked.push(call);
        if (call === refused) throw new Error(`${call} refused`);
        if (call === 'GET user/details') return { user: { ...user, default_locale: locale } };
        if (!(call in answers)) throw new Error(`${call} refused`);
        return answers[call];
      },
    };
  };

  it('asks for the Home’s calls, renders the greeting and the dashboard, and hands the answers over', async () => {
    const signedIn = session();
    const view = await render('http://localhost/7', 'en', signedIn);
    expect(signedIn.asked.sort()).toEqual([
      'GET company/details?company_id=7',
      'GET home?company_id=7',
      'GET user/details',
    ]);
    expect(view?.root).toContain('Welcome, Morgan Manager');
    expect(view?.root).toContain('Harbor Café');
    // The dashboard's figures, from GET home: the page is whole before any script runs.
    expect(view?.root).toContain('People reached by recent memos');
    expect(view?.root).not.toContain('<script');
    // Its lazy code, the manager's dashboard part with it.
    expect(view?.modules).toEqual([
      'src/layouts/AuthGuard.tsx',
      'src/layouts/CompanyArea.tsx',
      'src/features/home/HomePage.tsx',
      'src/features/home/ManagementHome.tsx',
    ]);
    const keys = view?.data?.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['user', 'details'],
        ['company', 7, 'details'],
        ['company', 7, 'home', 'mine'],
      ]),
    );
  });

  it('renders it in the user’s own language, whatever the browser last used, and nothing when a call is refused', async () => {
    // AuthGuard shows a signed-in user's pages in their own language: the first view is in it.
    const es = await render('http://localhost/7', 'en', session(undefined, 'es'));
    expect(es?.locale).toBe('es');
    expect(es?.root).toContain('Morgan Manager');
    expect(es?.root).toContain('Tu equipo: Harbor Café');
    const en = await render('http://localhost/7', 'es', session());
    expect(en?.locale).toBe('en');
    expect(en?.root).toContain('Your team: Harbor Café');
    // The Spanish texts its code loads on demand come with the page; an English page has none.
    expect(es?.loadsAtOnce('src/i18n/company-es.ts')).toBe(true);
    expect(es?.loadsAtOnce('src/features/chat/ChatPanel.tsx')).toBe(false);
    expect(en?.loadsAtOnce('src/i18n/company-es.ts')).toBe(false);
    await expect(render('http://localhost/7', 'en', session('GET home?company_id=7'))).rejects.toThrow(
      /refused/,
    );
  });

  it('renders an employee’s Home with their inbox, asked for once the company says they are one', async () => {
    const signedIn = session();
    const view = await render('http://localhost/8', 'en', signedIn);
    expect(signedIn.asked).toContain('POST app/employee-messages {"company_id":8,"per_page":50}');
    expect(view?.root).toContain('Closing checklist');
    expect(view?.root).not.toContain('People reached by recent memos');
    expect(view?.modules).toContain('src/features/home/EmployeeHome.tsx');
    expect(view?.modules).not.toContain('src/features/home/ManagementHome.tsx');
    expect(view?.data?.queries.map((query) => query.queryKey)).toContainEqual(['company', 8, 'inbox']);
  });

  it('renders a company’s Home only, and the login page only signed out', async () => {
    expect(rendersOnServer('/7', true)).toBe(true);
    expect(rendersOnServer('/7/', true)).toBe(true);
    expect(rendersOnServer('/7/employees', true)).toBe(false);
    expect(rendersOnServer('/login', true)).toBe(false);
    expect(await render('http://localhost/7/employees', 'en', session())).toBeNull();
  });
});
