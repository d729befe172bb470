import type { Role, TScheduledSend, TScheduledSendsPage, TSendablesPage } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';

const schedule = (over: Partial<TScheduledSend> = {}): TScheduledSend => ({
  id: 7,
  company_id: 5,
  sendable: { kind: 'template', id: 3, name: 'Holiday hours' },
  location_ids: [1],
  audience_ids: [],
  recipient_ids: [],
  start_date: '2026-11-25',
  time: '09:00',
  time_zone: 'America/Chicago',
  repeat: 'daily',
  weekdays: [],
  end_date: null,
  count: 3,
  next_at: '2026-11-25T15:00:00.000Z',
  occurrences: ['2026-11-25T15:00:00.000Z', '2026-11-26T15:00:00.000Z'],
  run_count: 1,
  runs: [
    {
      id: 40,
      occurrence_at: '2026-11-24T15:00:00.000Z',
      status: 'sent',
      memo_ids: [88],
      reason: null,
      finished_at: '2026-11-24T15:00:01.000Z',
    },
  ],
  creator: { id: 2, name: 'Maya Manager' },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  can_edit: true,
  ...over,
});

const page = (rows: TScheduledSend[]): TScheduledSendsPage => ({
  scheduled_sends: rows,
  current_page: 1,
  total_pages: 1,
  total: rows.length,
  per_page: 100,
  terms: '',
  filters: { from: null, to: null },
});
const sendables: TSendablesPage = {
  sendables: [
    { kind: 'template', id: 3, name: 'Holiday hours' },
    { kind: 'send', id: 9, name: 'Opening week' },
  ],
  current_page: 1,
  total_pages: 1,
  total: 2,
  per_page: 50,
  terms: '',
};

const calls = vi.fn();
let listAnswer = page([schedule()]);
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => calls('GET', path, query),
    post: async (path: string, body: unknown) => {
      calls('POST', path, body);
      if (path === 'scheduled-sends/list') return listAnswer;
      if (path === 'scheduled-sends/list-sendables') return sendables;
      if (path === 'scheduled-sends/create') return schedule({ id: 8 });
      if (path.endsWith('list')) return [];
      return null;
    },
    put: async (path: string, body: unknown) => {
      calls('PUT', path, body);
      return schedule();
    },
    delete: async (path: string, body: unknown) => calls('DELETE', path, body),
  },
}));
const viewer: { role: Role } = { role: 'manager' };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany(viewer.role, { id: 5 }),
}));

const { default: SchedulerPage } = await import('./SchedulerPage');

const renderPage = (path = '/5/memo-scheduler?date=2026-11-24') =>
  renderRoutes(
    [
      { path: '/:companyId/memo-scheduler', element: <SchedulerPage /> },
      { path: '/:companyId/memo/:id', element: <p>memo page</p> },
    ],
    path,
  );
const bodies = (method: string, path: string) =>
  calls.mock.calls
    .filter((c) => c[0] === method && c[1] === path)
    .map((c) => c[2] as Record<string, unknown>);

/** A DataTransfer as the browser hands it to drag events (jsdom has none). */
function transfer() {
  const data = new Map<string, string>();
  return {
    effectAllowed: 'all',
    get types() {
      return [...data.keys()];
    },
    setData: (k: string, v: string) => data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
  };
}

describe('SchedulerPage', () => {
  beforeEach(() => {
    calls.mockReset();
    viewer.role = 'manager';
    listAnswer = page([schedule()]);
  });

  it('tells an employee plainly the page is not for them, and asks nothing', () => {
    viewer.role = 'employee';
    renderPage();
    expect(screen.getByText('Only managers and admins can open this page.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows the month with the coming sends on their days and past sends linking to their memos', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy();
    const sends = await screen.findAllByTestId('calendar-send');
    expect(sends.map((s) => s.closest('[data-day]')?.getAttribute('data-day'))).toEqual([
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(sends[0]?.textContent).toContain('Holiday hours');
    const past = screen.getByRole('link', { name: /Sent: Holiday hours/ });
    expect(past.getAttribute('href')).toBe('/5/memo/88');
    const [body] = bodies('POST', 'scheduled-sends/list');
    expect(body).toMatchObject({
      from: '2026-10-31T00:00:00.000Z',
      to: '2026-12-14T00:00:00.000Z',
      per_page: 100,
    });
  });

  it('moves a schedule by the days a send is dragged', async () => {
    renderPage();
    const [first] = await screen.findAllByTestId('calendar-send');
    const dt = transfer();
    fireEvent.dragStart(first as HTMLElement, { dataTransfer: dt });
    const target = document.querySelector('[data-day="2026-11-27"]') as HTMLElement;
    fireEvent.dragOver(target, { dataTransfer: dt });
    fireEvent.drop(target, { dataTransfer: dt });
    await waitFor(() => expect(bodies('PUT', 'scheduled-sends/update')).toHaveLength(1));
    expect(bodies('PUT', 'scheduled-sends/update')[0]).toEqual({
      company_id: 5,
      id: 7,
      start_date: '2026-11-27',
    });
  });

  it('the list view names how each repeats, and its past sends', async () => {
    renderPage('/5/memo-scheduler?view=list');
    const row = await screen.findByTestId('schedule-row');
    expect(within(row).getByText('Every day · 3 times')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/5/memo/88');
  });

  // The dialog mounts three pickers and a modal: given room on a busy two-core machine.
  it('schedules a template from the dialog', { timeout: 15_000 }, async () => {
    // The dialog starts on the day shown, or today once that day has passed: the clock is set to
    // the day shown so that the test does not age (only Date is faked; timers stay real).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    listAnswer = page([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a send' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose what to send')).toBeTruthy();
    const picker = within(dialog)
      .getAllByLabelText(/What to send/)
      .find((el) => el instanceof HTMLInputElement);
    if (!picker) throw new Error('no sendable picker');
    fireEvent.click(picker);
    await waitFor(() => expect(bodies('POST', 'scheduled-sends/list-sendables').length).toBeGreaterThan(0));
    // The dropdown sits in a portal beside the modal, which hides the rest from assistive tech.
    fireEvent.click(await screen.findByRole('option', { name: 'Opening week', hidden: true }));
    fireEvent.change(dialog.querySelector('input[type="time"]') as HTMLElement, {
      target: { value: '07:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies('POST', 'scheduled-sends/create')).toHaveLength(1));
    expect(bodies('POST', 'scheduled-sends/create')[0]).toMatchObject({
      company_id: 5,
      sendable_kind: 'send',
      sendable_id: 9,
      start_date: '2026-11-24',
      time: '07:30',
      repeat: 'once',
      end_date: null,
      count: null,
    });
  });
});
