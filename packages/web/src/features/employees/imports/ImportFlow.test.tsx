import type { TImportPreview, TImportResult } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import { buildCompany } from '../../../layouts/company/test-company';
import { renderAt } from '../../../layouts/company/test-render';

type Callbacks<T> = { onSuccess?: (v: T) => void; onError?: (e: unknown) => void; onSettled?: () => void };
const upload = vi.fn();
const confirm = vi.fn();
const company = buildCompany('admin', { id: 5 });

vi.mock('../../../api/employee-imports', () => ({
  employeeImportsApi: { template: vi.fn(), managersCsv: vi.fn() },
  useEmployeeImport: () => ({
    upload: { mutate: upload, isPending: false },
    confirm: { mutate: confirm, isPending: false },
  }),
}));
vi.mock('../../../layouts/company/use-current-company', () => ({ useCurrentCompany: () => company }));

const { ImportFlow } = await import('./ImportFlow');

const preview: TImportPreview = {
  id: 41,
  kind: 'employees',
  file_name: 'team.csv',
  expires_at: '2030-01-01T00:00:00.000Z',
  missing_employees: true,
  missing_count: 3,
  counts: { create: 1, update: 0, unchanged: 0, reject: 0 },
  rows: [{ row: 2, outcome: 'create', employee_id: null, label: 'Cara New', changes: [], errors: [] }],
};

const chooseFile = () => {
  const input = screen.getByLabelText('Drag a CSV or XLSX file here, or click to choose one');
  const file = new File(['name,email\r\nCara New,cara@example.test\r\n'], 'team.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  return file;
};

describe('ImportFlow', () => {
  beforeEach(() => {
    upload.mockReset();
    confirm.mockReset();
  });

  it("shows the server's reason when a file is refused, and nothing else", async () => {
    upload.mockImplementation((_input, cb: Callbacks<TImportPreview>) => {
      cb.onError?.(
        new ApiError(422, 'x', { file: ['Unknown column "shoe". Expected columns: name, email'] }),
      );
      cb.onSettled?.();
    });
    renderAt(<ImportFlow kind="employees" />);
    chooseFile();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unknown column "shoe". Expected columns: name, email',
    );
    expect(screen.queryByText('Confirm import')).toBeNull();
  });

  it('uploads with the missing-employees choice, previews, then confirms and says what was done', async () => {
    upload.mockImplementation(
      (input: { onProgress: (p: unknown) => void }, cb: Callbacks<TImportPreview>) => {
        input.onProgress({ phase: 'uploading', sent: 0.5 });
        cb.onSuccess?.(preview);
        cb.onSettled?.();
      },
    );
    const result: TImportResult = {
      id: 41,
      kind: 'employees',
      counts: { create: 1, update: 0, unchanged: 0, reject: 0 },
      missing_count: 3,
      confirmed_at: '2030-01-01T00:00:00.000Z',
      rejected_rows: [],
    };
    confirm.mockImplementation((_input, cb: Callbacks<TImportResult>) => cb.onSuccess?.(result));
    renderAt(<ImportFlow kind="employees" />);
    fireEvent.click(screen.getByLabelText('Deactivate active employees missing from this file'));
    const file = chooseFile();
    await screen.findByText('Preview of team.csv');
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ file, missingEmployees: true });
    expect(screen.getByText('3 active employees would be deactivated (never you).')).toBeTruthy();
    fireEvent.click(screen.getByText('Confirm import'));
    expect(confirm.mock.calls[0]?.[0]).toEqual({ id: 41, missingEmployees: true });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'Import done: 1 created, 0 updated, 0 unchanged, 3 deactivated, 0 rows skipped.',
      ),
    );
    expect(screen.queryByText('Preview of team.csv')).toBeNull();
  });
});
