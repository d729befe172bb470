import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody, Envelope, ImportKind, TImportPreview, TImportResult } from '@teamline/shared';
import { ApiError, api, apiFailure, authHeaders, download } from './http';

/** Employee and manager imports (spec §7 "Uploads"): upload with progress → preview → confirm. */

const PATHS: Record<ImportKind, { upload: string; confirm: string }> = {
  employees: { upload: 'company/employees/upload', confirm: 'company/employees/upload/confirm' },
  managers: {
    upload: 'company/employees/manager-upload',
    confirm: 'company/employees/upload/manager-confirm',
  },
};

/** Where an upload is: bytes sent (0–1) while uploading, then the server reads and checks the file. */
export type UploadProgress = { phase: 'uploading'; sent: number } | { phase: 'processing' };

/**
 * POSTs a form with XMLHttpRequest, whose upload events report progress (fetch has none),
 * with the same bearer and XSRF headers as every other call.
 */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (p: UploadProgress) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    xhr.withCredentials = true;
    const headers = authHeaders();
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ phase: 'uploading', sent: e.loaded / e.total });
    };
    xhr.upload.onload = () => onProgress({ phase: 'processing' });
    xhr.onerror = () => reject(new ApiError(0, 'Network Error'));
    xhr.onabort = () => reject(new ApiError(0, 'request aborted'));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve((data as Envelope<T>).data.content);
      else reject(apiFailure(xhr.status, (data ?? {}) as Partial<ApiErrorBody>, headers.authorization));
    };
    xhr.send(form);
  });
}

export const employeeImportsApi = {
  upload: (
    companyId: number,
    kind: ImportKind,
    file: File,
    missingEmployees: boolean,
    onProgress: (p: UploadProgress) => void,
  ) => {
    const form = new FormData();
    form.append('company_id', String(companyId));
    form.append('missing_employees', missingEmployees ? '1' : '0');
    form.append('file', file, file.name);
    return postFormWithProgress<TImportPreview>(PATHS[kind].upload, form, onProgress);
  },
  confirm: (companyId: number, kind: ImportKind, id: number, missingEmployees: boolean) =>
    api.post<TImportResult>(PATHS[kind].confirm, {
      company_id: companyId,
      id,
      missing_employees: missingEmployees,
    }),
  /** The template file; resolves to the saved file name. */
  template: (companyId: number, kind: ImportKind, format: 'csv' | 'xlsx') =>
    download(
      'GET',
      'company/employees/upload/template',
      `${kind === 'employees' ? 'employee' : 'employee-manager'}-import-template.${format}`,
      { query: { company_id: companyId, kind, format } },
    ),
  /** Who manages whom today, in the columns the manager import reads. */
  managersCsv: (companyId: number) =>
    download('POST', 'employee-managers/download', 'employee-managers summary.csv', {
      body: { company_id: companyId },
    }),
};

/** Upload and confirm of one import; a confirm refreshes the company's lists (Team, managers). */
export function useEmployeeImport(companyId: number, kind: ImportKind) {
  const qc = useQueryClient();
  return {
    upload: useMutation({
      mutationFn: (input: {
        file: File;
        missingEmployees: boolean;
        onProgress: (p: UploadProgress) => void;
      }) => employeeImportsApi.upload(companyId, kind, input.file, input.missingEmployees, input.onProgress),
    }),
    confirm: useMutation({
      mutationFn: (input: { id: number; missingEmployees: boolean }) =>
        employeeImportsApi.confirm(companyId, kind, input.id, input.missingEmployees),
      onSuccess: () => qc.invalidateQueries({ queryKey: ['company', companyId] }),
    }),
  };
}
