import type { TImportPreview, TImportResult } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../../i18n';
import { buildCompany } from '../../../layouts/company/test-company';
import { renderAt } from '../../../layouts/company/test-render';

type Callbacks<T> = { onSuccess?: (v: T) => void; onSettled?: () => void };
const company = buildCompany('admin', { id: 5 });
const counts = { create: 1, update: 0, unchanged: 2, reject: 1 };

vi.mock('../../../api/employee-imports', () => ({
  employeeImportsApi: { template: vi.fn(), managersCsv: vi.fn() },
  useEmployeeImport: (kind: 'employees' | 'managers') => ({
    upload: {
      mutate: (_input: unknown, cb: Callbacks<TImportPreview>) => {
        cb.onSuccess?.({
          id: 41,
          kind,
          file_name: 'team.csv',
          expires_at: '2030-01-01T00:00:00.000Z',
          missing_employees: false,
          missing_count: 1,
          counts,
          rows: [],
        });
        cb.onSettled?.();
      },
      isPending: false,
    },
    confirm: {
      mutate: (_input: unknown, cb: Callbacks<TImportResult>) =>
        cb.onSuccess?.({
          id: 41,
          kind,
          counts,
          missing_count: 1,
          confirmed_at: '2030-01-01T00:00:00.000Z',
          rejected_rows: [],
        }),
      isPending: false,
    },
  }),
}));
vi.mock('../../../layouts/company/use-current-company', () => ({ useCurrentCompany: () => company }));

const { ImportFlow } = await import('./ImportFlow');

async function importOne(kind: 'employees' | 'managers', drop: RegExp, confirmLabel: RegExp) {
  renderAt(<ImportFlow kind={kind} />);
  const file = new File(['name\r\nCara\r\n'], 'team.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText(drop), { target: { files: [file] } });
  fireEvent.click(await screen.findByText(confirmLabel));
  await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
  return screen.getByRole('status').textContent;
}

afterEach(() => switchLocale('en'));

describe('an import says what it did in whole words, one or many', () => {
  it('in English: "1 row skipped", "1 link added"', async () => {
    expect(await importOne('employees', /Drag a CSV/, /Confirm import/)).toContain(
      'Import done: 1 created, 0 updated, 2 unchanged, 1 deactivated, 1 row skipped.',
    );
  });

  it('the managers import too', async () => {
    expect(await importOne('managers', /Drag a CSV/, /Confirm import/)).toContain(
      'Import done: 1 link added, 2 unchanged, 1 removed, 1 row skipped.',
    );
  });

  it('in Spanish', async () => {
    await switchLocale('es');
    expect(await importOne('employees', /Arrastra aquí/, /Confirmar importación/)).toContain(
      'Importación hecha. Creados: 1; actualizados: 0; sin cambios: 2; desactivados: 1; 1 fila omitida.',
    );
  });
});
