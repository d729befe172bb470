import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmployeeSort,
  Role,
  TEmployee,
  TEmployeeDetail,
  TEmployeeMemoSummary,
  TEmployeeMemos,
  TEmployeePage,
} from '@teamline/shared';
import { api, requestWithSuccesses } from './http';

/** The list's query of spec §7 (GET employees). */
export interface EmployeeListParams {
  page: number;
  per_page?: number;
  terms: string;
  locations: number[];
  audiences: number[];
  sort_by: EmployeeSort;
  sort_direction: 'asc' | 'desc';
  see_all: 'yes' | 'no';
  active: 'yes' | 'no';
}

/** What a create or an edit sends: never the relation or follow-up lists the spec strips (§3). */
export interface EmployeeSaveBody {
  name: string;
  name_first: string;
  name_last: string;
  email: string;
  phone: string;
  role?: Role;
  type: string | null;
  default_locale: 'en' | 'es';
  birth_date_day: number | null;
  birth_date_month: number | null;
  work_anniversary: string | null;
  location_ids: number[];
  audience_ids: number[];
  manager_ids: number[];
  is_active?: boolean;
}

/** employees/bulk changes: locations and audiences replaced, or added to and removed from; managers added or removed. */
export interface BulkChanges {
  location_ids?: number[];
  audience_ids?: number[];
  add_location_ids?: number[];
  remove_location_ids?: number[];
  add_audience_ids?: number[];
  remove_audience_ids?: number[];
  add_manager_ids?: number[];
  remove_manager_ids?: number[];
  role?: Role;
  type?: string | null;
  is_active?: boolean;
}

export const employeeKeys = {
  all: (companyId: number) => ['company', companyId, 'employees'] as const,
  list: (companyId: number, params: EmployeeListParams) =>
    ['company', companyId, 'employees', 'list', params] as const,
  one: (companyId: number, id: number) => ['company', companyId, 'employees', 'one', id] as const,
  memos: (companyId: number, id: number, kind: string) =>
    ['company', companyId, 'employees', 'one', id, kind] as const,
};

const byId = (companyId: number, id: number) => ({ company_id: companyId, id });

/** The calls of spec §7 "Employees" that the Team screens use. */
export const employeesApi = {
  list: (companyId: number, params: EmployeeListParams, signal?: AbortSignal) =>
    api.get<TEmployeePage>('employees', { company_id: companyId, ...params }, signal),
  get: (companyId: number, id: number) => api.get<TEmployeeDetail>('company/employee', byId(companyId, id)),
  create: (companyId: number, body: EmployeeSaveBody) =>
    api.post<TEmployeeDetail>('employee/new', { company_id: companyId, ...body }),
  update: (companyId: number, id: number, body: Partial<EmployeeSaveBody>) =>
    api.post<TEmployeeDetail>('company/employee', { ...byId(companyId, id), ...body }),
  remove: (companyId: number, id: number) =>
    requestWithSuccesses<null>('DELETE', 'company/employee', { body: byId(companyId, id) }),
  bulk: (companyId: number, ids: number[], changes: BulkChanges) =>
    api.post<TEmployeeDetail[]>('employees/bulk', { company_id: companyId, ids, changes }),
  invite: (companyId: number, ids: number[]) =>
    api.post<TEmployee[]>('employees/invite', { company_id: companyId, ids }),
  request: (companyId: number, id: number) =>
    api.post<TEmployeeDetail>('employee/request', byId(companyId, id)),
  unrequest: (companyId: number, id: number) =>
    api.post<TEmployeeDetail>('employee/unrequest', byId(companyId, id)),
  memoSummary: (companyId: number, id: number) =>
    api.get<TEmployeeMemoSummary>('employee/memo-summary', byId(companyId, id)),
  readMemos: (companyId: number, id: number) =>
    api.get<unknown[]>('employee/read-memos', byId(companyId, id)),
  unreadMemos: (companyId: number, id: number) =>
    api.get<unknown[]>('employee/unread-memos', byId(companyId, id)),
  memosCsv: (companyId: number, id: number) =>
    api.get<TEmployeeMemos>('employee/memos-csv', byId(companyId, id)),
};

export function useEmployeeList(companyId: number, params: EmployeeListParams) {
  return useQuery({
    queryKey: employeeKeys.list(companyId, params),
    queryFn: ({ signal }) => employeesApi.list(companyId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(companyId: number, id: number) {
  return useQuery({
    queryKey: employeeKeys.one(companyId, id),
    queryFn: () => employeesApi.get(companyId, id),
    enabled: id > 0,
    retry: false,
  });
}

/** Memo summary, read and unread memos of one employee (empty until memos exist). */
export function useEmployeeMemos(companyId: number, id: number) {
  const summary = useQuery({
    queryKey: employeeKeys.memos(companyId, id, 'summary'),
    queryFn: () => employeesApi.memoSummary(companyId, id),
  });
  const read = useQuery({
    queryKey: employeeKeys.memos(companyId, id, 'read'),
    queryFn: () => employeesApi.readMemos(companyId, id),
  });
  const unread = useQuery({
    queryKey: employeeKeys.memos(companyId, id, 'unread'),
    queryFn: () => employeesApi.unreadMemos(companyId, id),
  });
  return { summary, read, unread };
}

/** Every write of the Team screens; each refreshes the company's employee queries. */
export function useEmployeeActions(companyId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: employeeKeys.all(companyId) });
  return {
    create: useMutation({
      mutationFn: (body: EmployeeSaveBody) => employeesApi.create(companyId, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: Partial<EmployeeSaveBody> }) =>
        employeesApi.update(companyId, id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => employeesApi.remove(companyId, id),
      // Not refetched now: the page of the deleted employee is about to go.
      onSuccess: () => qc.invalidateQueries({ queryKey: employeeKeys.all(companyId), refetchType: 'none' }),
    }),
    bulk: useMutation({
      mutationFn: ({ ids, changes }: { ids: number[]; changes: BulkChanges }) =>
        employeesApi.bulk(companyId, ids, changes),
      onSuccess: refresh,
    }),
    invite: useMutation({
      mutationFn: (ids: number[]) => employeesApi.invite(companyId, ids),
      onSuccess: refresh,
    }),
    request: useMutation({
      mutationFn: (id: number) => employeesApi.request(companyId, id),
      onSuccess: refresh,
    }),
    unrequest: useMutation({
      mutationFn: (id: number) => employeesApi.unrequest(companyId, id),
      onSuccess: refresh,
    }),
  };
}
