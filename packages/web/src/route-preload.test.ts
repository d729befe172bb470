import fs from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { homeKeys } from './api/home-query';
import { userKeys } from './api/user';
import { buildCompany } from './layouts/company/test-company';
import { clearAuthToken, setAuthToken } from './stores/auth';

const mocks = vi.hoisted(() => ({
  api: { get: vi.fn() },
  loadHomePart: vi.fn(),
}));
vi.mock('./api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/http')>()),
  api: mocks.api,
}));
vi.mock('./features/home/home-part', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./features/home/home-part')>()),
  loadHomePart: mocks.loadHomePart,
}));
// The first pages' code is not what these tests look at.
vi.mock('./layouts/AuthGuard', () => ({ default: () => null }));
vi.mock('./layouts/CompanyArea', () => ({ default: () => null }));
vi.mock('./features/home/HomePage', () => ({ default: () => null }));
vi.mock('./features/auth/LoginPage', () => ({ default: () => null }));

const { firstPageModules, preloadFirstPage } = await import('./route-preload');

const manager = buildCompany('manager');
const answers: Record<string, unknown> = {
  'user/details': { user: { name: 'Morgan Manager' } },
  'company/details': manager,
  home: { is_management: true },
};

const asked = () => mocks.api.get.mock.calls.map(([path, query]) => [path, query]);

describe('preloadFirstPage: the first page’s data asked for at once', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    queryClient = new QueryClient();
    mocks.api.get.mockReset().mockImplementation((path: string) => Promise.resolve(answers[path]));
    mocks.loadHomePart.mockReset().mockResolvedValue({ default: () => null });
    setAuthToken('token-1');
  });

  it('a signed-in Home asks for the user, the company and GET home together, then the role’s part', async () => {
    preloadFirstPage('/7', queryClient);

    expect(asked()).toEqual([
      ['user/details', undefined],
      ['company/details', { company_id: 7 }],
      ['home', { company_id: 7 }],
    ]);
    await vi.waitFor(() => expect(mocks.loadHomePart).toHaveBeenCalledWith(manager));
    // The pages' hooks find the answers under their own keys.
    expect(queryClient.getQueryData(userKeys.details)).toEqual(answers['user/details']);
    expect(queryClient.getQueryData(userKeys.company(7))).toEqual(manager);
    expect(queryClient.getQueryData(homeKeys.mine(7))).toEqual(answers.home);
  });

  it('another page of the company asks for the user and the company only', async () => {
    preloadFirstPage('/7/employees', queryClient);

    expect(asked()).toEqual([
      ['user/details', undefined],
      ['company/details', { company_id: 7 }],
    ]);
    await vi.waitFor(() => expect(queryClient.getQueryData(userKeys.company(7))).toEqual(manager));
    expect(mocks.loadHomePart).not.toHaveBeenCalled();
  });

  it('asks for nothing when signed out, outside a company, or for a company id that is not one', () => {
    preloadFirstPage('/profile', queryClient);
    preloadFirstPage('/0', queryClient);
    clearAuthToken();
    preloadFirstPage('/7', queryClient);

    expect(mocks.api.get).not.toHaveBeenCalled();
  });

  it('a company that fails to load leaves the Home’s part to its page and throws nowhere', async () => {
    mocks.api.get.mockImplementation((path: string) =>
      path === 'company/details' ? Promise.reject(new Error('404')) : Promise.resolve(answers[path]),
    );

    preloadFirstPage('/7', queryClient);

    await vi.waitFor(() => expect(queryClient.getQueryState(userKeys.company(7))?.status).toBe('error'));
    expect(mocks.loadHomePart).not.toHaveBeenCalled();
  });
});

describe('firstPageModules: the first page’s code, named as the build’s manifest names it', () => {
  // `npm test -w` runs the tests in the web package.
  const inWebPackage = (module: string) => fs.existsSync(path.join(process.cwd(), module));

  it('names the modules the app imports for the page, which exist under those names', () => {
    const employee = buildCompany('employee');
    expect(firstPageModules('/login')).toEqual(['src/features/auth/LoginPage.tsx']);
    expect(firstPageModules('/7', manager)).toEqual([
      'src/layouts/AuthGuard.tsx',
      'src/layouts/CompanyArea.tsx',
      'src/features/home/HomePage.tsx',
      'src/features/home/ManagementHome.tsx',
    ]);
    expect(firstPageModules('/7/', employee).at(-1)).toBe('src/features/home/EmployeeHome.tsx');
    // The company not known yet: the Home without its part.
    expect(firstPageModules('/7')).toHaveLength(3);
    for (const module of [...firstPageModules('/7', manager), ...firstPageModules('/7', employee)])
      expect(inWebPackage(module), module).toBe(true);
    expect(inWebPackage('src/features/auth/LoginPage.tsx')).toBe(true);
  });

  it('names none for a page the server does not render with its code', () => {
    expect(firstPageModules('/7/employees', manager)).toEqual([]);
    expect(firstPageModules('/profile')).toEqual([]);
  });
});
