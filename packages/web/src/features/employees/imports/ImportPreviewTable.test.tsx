import type { TImportCounts, TImportRow } from '@teamline/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../layouts/company/test-render';
import { ImportPreviewTable } from './ImportPreviewTable';

const rows: TImportRow[] = [
  {
    row: 2,
    outcome: 'create',
    employee_id: null,
    label: 'Cara New',
    changes: [
      { field: 'name', from: null, to: 'Cara New' },
      { field: 'phone', from: null, to: '15552220001' },
    ],
    errors: [],
  },
  {
    row: 3,
    outcome: 'update',
    employee_id: 7,
    label: 'Ann New',
    changes: [{ field: 'name', from: 'Ann Old', to: 'Ann New' }],
    errors: [],
  },
  {
    row: 4,
    outcome: 'reject',
    employee_id: null,
    label: 'Bad Phone',
    changes: [],
    errors: ['phone: Phone numbers must be 14 digits long'],
  },
  { row: 5, outcome: 'unchanged', employee_id: 8, label: 'Bo', changes: [], errors: [] },
];
const counts: TImportCounts = { create: 1, update: 1, unchanged: 1, reject: 1 };

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ImportPreviewTable', () => {
  it('shows every row with its outcome, what changes (phones as (xxx) xxx-xxxx) and why a row is rejected', () => {
    renderAt(<ImportPreviewTable rows={rows} counts={counts} />);
    const [created, updated, rejected, unchanged] = bodyRows();
    expect(created?.textContent).toContain('2CreateCara New');
    expect(created?.textContent).toContain('Phone: (555) 222-0001');
    expect(updated?.textContent).toContain('Name: Ann Old → Ann New');
    expect(rejected?.textContent).toContain('RejectedBad Phone');
    expect(rejected?.textContent).toContain('phone: Phone numbers must be 14 digits long');
    expect(unchanged?.textContent).toContain('UnchangedBoNo changes');
  });

  it('filters the rows by outcome, with the counts on the filter', () => {
    renderAt(<ImportPreviewTable rows={rows} counts={counts} />);
    fireEvent.click(screen.getByText('Rejected (1)'));
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]?.textContent).toContain('Bad Phone');
    fireEvent.click(screen.getByText('All (4)'));
    expect(bodyRows()).toHaveLength(4);
  });

  it('pages long files by 50 rows', () => {
    const many: TImportRow[] = Array.from({ length: 120 }, (_, i) => ({
      row: i + 2,
      outcome: 'create',
      employee_id: null,
      label: `Person ${i}`,
      changes: [],
      errors: [],
    }));
    renderAt(<ImportPreviewTable rows={many} counts={{ create: 120, update: 0, unchanged: 0, reject: 0 }} />);
    expect(bodyRows()).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]?.textContent).toContain('Person 100');
  });
});
