import type { Role, TCompany } from '@teamline/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { EMPTY_BULK, toBulkChanges } from './bulk-changes';

const current = vi.hoisted(() => ({ company: null as unknown }));
const mutate = vi.fn();
vi.mock('../../api/employees', () => ({
  useEmployeeActions: () => ({ bulk: { mutate, isPending: false } }),
}));
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => current.company as TCompany,
}));

const { default: EmployeeBulkEditPage } = await import('./EmployeeBulkEditPage');

const setRole = (role: Role) => {
  current.company = buildCompany(role, {
    id: 5,
    locations: [
      { id: 1, name: 'Downtown' },
      { id: 2, name: 'Airport' },
    ],
    audiences: [{ id: 3, name: 'Kitchen' }],
    managers: [{ id: 8, name: 'Kim Lee' }],
  });
};
const renderBulk = (path = '/5/employees/bulk-edit?ids=9,4') =>
  renderRoutes([{ path: '/:companyId/employees/bulk-edit', element: <EmployeeBulkEditPage /> }], path);

/** Chooses a mode of one kind of link, then the named options in its picker. */
async function choose(kind: string, mode: string, pickerLabel: string, names: string[]) {
  const group = screen.getByRole('radiogroup', { name: kind });
  fireEvent.click(within(group).getByRole('radio', { name: mode }));
  const picker = screen.getAllByLabelText(pickerLabel).find((el) => el instanceof HTMLInputElement);
  if (!picker) throw new Error(`no picker ${pickerLabel}`);
  for (const name of names) {
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name }));
  }
}

beforeEach(() => {
  mutate.mockReset();
  setRole('manager');
});

describe('EmployeeBulkEditPage', () => {
  it('is not for an employee: the page says so and offers no form', () => {
    setRole('employee');
    renderBulk();
    expect(screen.getByRole('heading', { level: 1, name: 'Bulk edit' })).toBeTruthy();
    expect(screen.getByText('This page is not for you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review changes' })).toBeNull();
  });

  it('adds locations and assigns managers, and writes only once the changes are confirmed', async () => {
    renderBulk();
    await choose('Locations', 'Add', 'Locations to add', ['Downtown']);
    await choose('Managers', 'Add', 'Managers to assign', ['Kim Lee']);
    await choose('Audiences', 'Remove', 'Audiences to remove', ['Kitchen']);
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change 2 employees?' });
    expect(within(dialog).getByText('Add locations: Downtown')).toBeTruthy();
    expect(within(dialog).getByText('Assign managers: Kim Lee')).toBeTruthy();
    expect(within(dialog).getByText('Remove audiences: Kitchen')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(mutate).toHaveBeenCalledOnce();
    expect(mutate.mock.calls[0]?.[0]).toEqual({
      ids: [9, 4],
      changes: { add_location_ids: [1], remove_audience_ids: [3], add_manager_ids: [8] },
    });
  }, 30_000);

  it('asks for a change before reviewing, and writes nothing when the review is cancelled', async () => {
    renderBulk();
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one change.');
    await choose('Locations', 'Replace', 'Their only locations', ['Airport']);
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Locations become: Airport')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mutate).not.toHaveBeenCalled();
  }, 30_000);
});

describe('toBulkChanges', () => {
  const base = EMPTY_BULK;

  it('replacing with nothing empties the list; adding or removing nothing is no change', () => {
    expect(
      toBulkChanges({
        ...base,
        locations: { mode: 'replace', ids: [] },
        audiences: { mode: 'add', ids: [] },
      }),
    ).toEqual({ location_ids: [] });
  });

  it('maps the role, the type (none clears it) and the status', () => {
    expect(toBulkChanges({ ...base, role: 'manager', type: 'none', active: 'no' })).toEqual({
      role: 'manager',
      type: null,
      is_active: false,
    });
  });
});
