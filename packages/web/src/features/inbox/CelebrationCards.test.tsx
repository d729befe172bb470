import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../layouts/company/test-render';
import { InboxPage } from './InboxPage';
import { buildBundle, buildCelebration, buildInbox } from './test-memos';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

const home = () => renderRoutes([{ path: '/:companyId', element: <InboxPage companyId={7} /> }], '/7');

beforeEach(() => {
  for (const fn of Object.values(mocks.api)) fn.mockReset();
  mocks.api.get.mockRejectedValue(new Error('no home in this test'));
});

describe('Celebrations in the employee Home', () => {
  it('celebrates a colleague with an option and shows the new count and the pressed choice', async () => {
    const party = buildCelebration(3);
    mocks.api.post.mockImplementation(async (path: string) => {
      if (path === 'app/employee-messages') return buildInbox([], [party]);
      if (path === 'employee-celebrate')
        return buildBundle(
          [],
          [{ ...party, celebration_options: { Congrats: 3, Cheers: 0 }, my_celebration_option: 'Congrats' }],
        );
      throw new Error(`unexpected ${path}`);
    });
    home();
    const congrats = await screen.findByRole('button', { name: /Celebrate Ana Lopez: Congrats/ });
    expect(congrats.getAttribute('aria-pressed')).toBe('false');
    expect(congrats.textContent).toContain('2');
    fireEvent.click(congrats);
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('employee-celebrate', {
        company_id: 7,
        id: 40,
        option: 'Congrats',
      }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Celebrate Ana Lopez: Congrats/ }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(screen.getByRole('button', { name: /Celebrate Ana Lopez: Congrats/ }).textContent).toContain('3');
    expect(screen.getByText('You celebrated with Congrats.')).toBeTruthy();
  });

  it('shows the celebrated person it is for them, with counts but no buttons to celebrate themselves', async () => {
    const party = buildCelebration(5);
    mocks.api.post.mockImplementation(async (path: string) => {
      if (path === 'app/employee-messages') return buildInbox([], [party]);
      if (path === 'employee-celebrate/acknowledge')
        return buildBundle(
          [],
          [
            {
              ...party,
              employee_response: { ...party.employee_response, acknowledged_at: '2026-03-02T10:00:00Z' },
            },
          ],
        );
      throw new Error(`unexpected ${path}`);
    });
    home();
    expect(await screen.findByText('This one is for you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Celebrate Ana Lopez/ })).toBeNull();
    expect(screen.getByTitle('2 people celebrated with Congrats')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('employee-celebrate/acknowledge', {
        company_id: 7,
        id: 40,
      }),
    );
    expect(await screen.findByText('Seen')).toBeTruthy();
  });

  it('marks the celebration a tray item opened (?celebration=)', async () => {
    const party = buildCelebration(3);
    const other = buildCelebration(3, { id: 41, title: 'Happy anniversary, Bo!' });
    mocks.api.post.mockResolvedValue(buildInbox([], [party, other]));
    renderRoutes([{ path: '/:companyId', element: <InboxPage companyId={7} /> }], '/7?celebration=41');
    const marked = await screen.findByRole('article', { name: 'Happy anniversary, Bo!' });
    expect(marked.getAttribute('data-highlighted')).toBe('true');
    expect(
      screen.getByRole('article', { name: 'Happy birthday, Ana!' }).getAttribute('data-highlighted'),
    ).toBeNull();
  });

  it('shows no Celebrations section when none are addressed to the employee', async () => {
    mocks.api.post.mockResolvedValue(buildInbox([]));
    home();
    await screen.findByRole('heading', { name: 'Inbox' });
    expect(screen.queryByRole('heading', { name: 'Celebrations' })).toBeNull();
  });
});
