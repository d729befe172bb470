import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../api/user';
import { buildCompany } from './company/test-company';
import { renderRoutes } from './company/test-render';
import { useCurrentCompany } from './company/use-current-company';

const mocks = vi.hoisted(() => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  answerEight: null as ((value: unknown) => void) | null,
}));
vi.mock('../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/http')>()),
  api: mocks.api,
}));
vi.mock('../realtime/useRealtime', () => ({ useRealtime: () => undefined }));

const { default: CompanyArea } = await import('./CompanyArea');

/** A page of the area: it reads the company the area has loaded. */
function Page() {
  return <p>Page of {useCurrentCompany().name}</p>;
}

const seven = buildCompany('manager', { id: 7, name: 'Seven Foods' });
const eight = buildCompany('manager', { id: 8, name: 'Eight Foods' });

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.post.mockResolvedValue(null);
  mocks.api.get.mockImplementation((path: string, query?: { company_id?: number }) => {
    if (path === 'user/details') return Promise.resolve({ user: { name: 'Dana', default_company_id: 7 } });
    if (path === 'company/details' && query?.company_id === 7) return Promise.resolve(seven);
    if (path === 'company/details' && query?.company_id === 8)
      return new Promise((resolve) => {
        mocks.answerEight = resolve;
      });
    return Promise.resolve([]);
  });
});

describe('CompanyArea renders its company once the query holds it', () => {
  it('moving to another company shows the loader, never the last company with the new one’s pages', async () => {
    const { router } = renderRoutes(
      [{ path: '/:companyId', element: <CompanyArea />, children: [{ index: true, element: <Page /> }] }],
      '/7',
    );
    expect(await screen.findByText('Page of Seven Foods')).toBeTruthy();

    await act(() => router.navigate('/8'));
    expect(await screen.findByText('Loading company info')).toBeTruthy();
    expect(screen.queryByText(/Page of/)).toBeNull();

    await act(async () => mocks.answerEight?.(eight));
    await waitFor(() => expect(screen.getByText('Page of Eight Foods')).toBeTruthy());
  });

  it('a company reset in the cache shows the loader, not a page without its company', async () => {
    const { queryClient } = renderRoutes(
      [{ path: '/:companyId', element: <CompanyArea />, children: [{ index: true, element: <Page /> }] }],
      '/7',
    );
    expect(await screen.findByText('Page of Seven Foods')).toBeTruthy();
    mocks.api.get.mockImplementation(() => new Promise(() => undefined));

    act(() => void queryClient.resetQueries({ queryKey: userKeys.company(7) }));
    expect(await screen.findByText('Loading company info')).toBeTruthy();
    expect(screen.queryByText(/Page of/)).toBeNull();
  });
});
