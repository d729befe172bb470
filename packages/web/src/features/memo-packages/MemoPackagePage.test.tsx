import type { Role, TPackage, TPackageTemplatesPage } from '@teamline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildPackage, buildStep } from './test-packages';

const calls = vi.fn();
let pkg: TPackage = buildPackage();
let answerUse: () => unknown = () => ({ id: 81, name: 'New hire, first week · 2030-03-08' });
const templates: TPackageTemplatesPage = {
  memo_templates: [
    { id: 12, kind: 'survey', title: 'Uniform survey', category: null, archived: false, in_package: 0 },
    { id: 11, kind: 'message', title: 'Welcome', category: null, archived: false, in_package: 1 },
  ],
  current_page: 1,
  total_pages: 1,
  total: 2,
  per_page: 50,
  sort_by: 'title',
  sort_direction: 'asc',
  terms: '',
};
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    get: async (path: string, query: unknown) => {
      calls('GET', path, query);
      return pkg;
    },
    post: async (path: string, body: unknown) => {
      calls('POST', path, body);
      if (path === 'memo-template-packages/list-templates') return templates;
      if (path === 'memo-template-packages/use') return answerUse();
      return null;
    },
    put: async (path: string, body: unknown) => {
      calls('PUT', path, body);
      return pkg;
    },
    delete: async (path: string, body: unknown) => {
      calls('DELETE', path, body);
      return path.endsWith('/delete') ? null : pkg;
    },
  },
}));
vi.mock('../../api/memos', async (original) => ({
  ...(await original<typeof import('../../api/memos')>()),
  usePicker: (_: number, what: string) => ({
    data:
      what === 'employees'
        ? [{ id: 8, name: 'Bo Chen' }]
        : what === 'locations'
          ? [{ id: 3, name: 'Downtown' }]
          : [],
  }),
  useRecipientPreview: () => ({ data: { recipient_count: 1 }, isError: false }),
}));
const viewer: { role: Role } = { role: 'manager' };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany(viewer.role, { id: 5 }),
}));

const { default: MemoPackagePage } = await import('./MemoPackagePage');

const renderPage = (path = '/5/memo-package/30') =>
  renderRoutes(
    [
      { path: '/:companyId/memo-package/:id', element: <MemoPackagePage /> },
      { path: '/:companyId/memo-packages', element: <p>packages list</p> },
      { path: '/:companyId/memo-send/:id', element: <p>send page</p> },
    ],
    path,
  );
const callsTo = (method: string, path: string) =>
  calls.mock.calls
    .filter((c) => c[0] === method && c[1] === `memo-template-packages/${path}`)
    .map((c) => c[2]);

describe('MemoPackagePage', () => {
  beforeEach(() => {
    calls.mockReset();
    viewer.role = 'manager';
    pkg = buildPackage();
    answerUse = () => ({ id: 81, name: 'New hire, first week · 2030-03-08' });
  });

  it('shows the timeline by day, each template at its time, in order', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'New hire, first week', level: 1 })).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Day 0 · the start date', 'Day 1', 'Day 3']);
    const steps = screen.getAllByTestId('package-step').map((s) => s.textContent);
    expect(steps[0]).toContain('at 9:00 AM');
    expect(steps[0]).toContain('Welcome');
    expect(steps[1]).toContain('at 2:30 PM');
    expect(steps[2]).toContain('First week survey');
    expect(screen.getByText(/3 templates · 4 days · Used 2 times · By Morgan Manager/)).toBeTruthy();
  });

  it('adds a template on a day, moves a step within its day, changes its day, removes it', async () => {
    pkg = buildPackage({
      steps: [buildStep(), buildStep({ id: 73, position: 1, title: 'Team photo', time: '10:00' })],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'New hire, first week', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Move Team photo earlier in its day' }));
    await waitFor(() =>
      expect(callsTo('PUT', 'template/update')).toEqual([
        { company_id: 5, id: 30, step_id: 73, position: 0 },
      ]),
    );
    expect(
      (screen.getByRole('button', { name: 'Move Welcome earlier in its day' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Change day and time of Welcome' }));
    const edit = await screen.findByRole('dialog', { name: /Day and time/ });
    fireEvent.change(within(edit).getByRole('textbox', { name: /Day/ }), { target: { value: '2' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('PUT', 'template/update').at(-1)).toEqual({
        company_id: 5,
        id: 30,
        step_id: 70,
        day_offset: 2,
        time: '09:00',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Team photo' }));
    await waitFor(() =>
      expect(callsTo('DELETE', 'template')).toEqual([{ company_id: 5, id: 30, step_id: 73 }]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add a template' }));
    const add = await screen.findByRole('dialog', { name: 'Add a template' });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText('Choose a template')).toBeTruthy();
    fireEvent.click(within(add).getByRole('combobox', { name: /Template/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Uniform survey', hidden: true }));
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(callsTo('PUT', 'template')).toEqual([
        { company_id: 5, id: 30, template_id: 12, day_offset: 1, time: '09:00' },
      ]),
    );
  }, 20_000);

  it('uses the package: recipients and a start date, then opens the send', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Use package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use “New hire, first week”' });
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2030-03-08' } });
    expect(within(dialog).getByText(/Fri, Mar 8 at 9:00 AM/)).toBeTruthy();
    expect(within(dialog).getByText(/Mon, Mar 11 at 8:00 AM/)).toBeTruthy();
    answerUse = () => {
      throw new ApiError(422, 'Invalid', {
        location_ids: ['Choose at least one location, audience or employee'],
      });
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule the package' }));
    expect(
      await within(dialog).findByText('Choose at least one location, audience or employee'),
    ).toBeTruthy();
    answerUse = () => ({ id: 81, name: 'New hire, first week · 2030-03-08' });
    const people = within(dialog)
      .getAllByLabelText(/Individual employees/)
      .find((el) => el instanceof HTMLInputElement);
    if (!people) throw new Error('no employee picker');
    fireEvent.click(people);
    fireEvent.click(await screen.findByRole('option', { name: 'Bo Chen', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule the package' }));
    expect(await screen.findByText('send page')).toBeTruthy();
    expect(callsTo('POST', 'use').at(-1)).toEqual({
      company_id: 5,
      id: 30,
      start_date: '2030-03-08',
      location_ids: [],
      audience_ids: [],
      recipient_ids: [8],
    });
  }, 20_000);

  it('offers Use but not editing on a package someone else made; deletes its own', async () => {
    pkg = buildPackage({ can_edit: false });
    const view = renderPage();
    await screen.findByRole('heading', { name: 'New hire, first week', level: 1 });
    expect(screen.getByText(/Made by someone else/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Welcome' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use package' })).toBeTruthy();
    view.unmount();

    pkg = buildPackage();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this package?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete package' }));
    expect(await screen.findByText('packages list')).toBeTruthy();
    expect(callsTo('DELETE', 'delete')).toEqual([{ company_id: 5, id: 30 }]);
  });
});
