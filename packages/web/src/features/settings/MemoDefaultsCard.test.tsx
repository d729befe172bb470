import type { TMemoSettings } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { switchLocale } from '../../i18n';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { toastStore } from '../../stores/toasts';
import { MemoDefaultsCard } from './MemoDefaultsCard';

const mocks = vi.hoisted(() => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  company: { current: null as unknown },
}));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));
vi.mock('../../layouts/company/use-current-company', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../layouts/company/use-current-company')>()),
  useCurrentCompany: () => mocks.company.current,
}));

const SETTINGS: TMemoSettings = {
  default_type: 'nonflaggable',
  default_priority: 'normal',
  signature: false,
  message_categories: ['Safety'],
  survey_categories: [],
  celebration_categories: [],
  employee_types: [],
  template_sharing: 'management',
  gif_rating: 'pg-13',
  reminder_steps: [-24, 0, 24],
  escalate_after_hours: 24,
};

/** Settings › Memos' defaults card (the page adds the header and the e-mail alerts). */
const renderPage = () =>
  renderRoutes(
    [{ path: '/:companyId/settings/memos', element: <MemoDefaultsCard companyId={7} initial={SETTINGS} /> }],
    '/7/settings/memos',
  );

beforeEach(async () => {
  mocks.company.current = buildCompany('admin');
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  toastStore.set([]);
  await i18n.changeLanguage('en');
});

describe('Settings › Memos: who shares templates', () => {
  it('shows the company’s template_sharing and saves Admins only, refreshing the templates', async () => {
    mocks.api.post.mockImplementation((_path: string, body: Partial<TMemoSettings>) =>
      Promise.resolve({ ...SETTINGS, ...body }),
    );
    const { queryClient } = renderPage();
    const group = await screen.findByRole('radiogroup', { name: /Sharing templates to the community/ });
    expect(group).toBeTruthy();
    const managers = screen.getByRole('radio', { name: 'Managers and admins' }) as HTMLInputElement;
    const admins = screen.getByRole('radio', { name: 'Admins only' }) as HTMLInputElement;
    expect(managers.checked).toBe(true);
    expect(admins.checked).toBe(false);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(admins);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith(
        'settings/memos',
        expect.objectContaining({ company_id: 7, template_sharing: 'admins' }),
      ),
    );
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['company', 7, 'memo-templates'] }),
    );
  });

  it('speaks Spanish', async () => {
    await switchLocale('es');
    renderPage();
    expect(
      await screen.findByRole('radiogroup', { name: /Compartir plantillas con la comunidad/ }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Solo administradores' })).toBeTruthy();
  });
});
