import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';
import { buildCompany } from './test-company';
import { renderAt } from './test-render';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

const renderBar = () =>
  renderAt(
    <TopBar company={buildCompany('manager')} userName="Dana" navOpened={false} onToggleNav={() => {}} />,
    '/7',
  );

beforeEach(() => {
  mocks.api.get.mockReset();
  mocks.api.get.mockResolvedValue([]);
});

describe('TopBar accessibility (issue 11)', () => {
  it("the logo link's name starts with the word it shows (label-content-name-mismatch)", () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Teamline, Home' }).textContent).toContain('Teamline');
  });

  it('the open avatar menu owns menu items only: no focus placeholder, no paragraphs (aria-required-children)', async () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    // A focusable 'presentation' element is not presentational, so the menu may not own it.
    expect(menu.querySelector('[role="presentation"][tabindex], p')?.outerHTML ?? null).toBeNull();
    // (jsdom sees the dropdown mid-transition, so its items count as hidden.)
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toContain('Log out');
  });
});
