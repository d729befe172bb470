import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TForm,
  TFormCreateRequest,
  TFormEmailSent,
  TFormFile,
  TFormResponse,
  TFormResponsesExportQuery,
  TFormResponsesPage,
  TFormResponsesQuery,
  TFormsPage,
  TFormsQuery,
  TFormTemplate,
  TFormTemplateCreateRequest,
  TFormTemplatesPage,
  TFormTemplatesQuery,
  TFormUpdateRequest,
} from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { api, download, type Query, request } from './http';

/** Spec §7 Forms (`/api/forms/…`): forms, templates, responses, their files and exports. */

export type FormListParams = Omit<TFormsQuery, 'company_id'>;
export type FormTemplateParams = Omit<TFormTemplatesQuery, 'company_id'>;
export type ResponseListParams = Omit<TFormResponsesQuery, 'company_id' | 'form_id'>;
export type FormCreateBody = Omit<TFormCreateRequest, 'company_id'>;
export type FormUpdateBody = Omit<TFormUpdateRequest, 'company_id'>;
export type FormTemplateBody = Omit<TFormTemplateCreateRequest, 'company_id'>;
export type FormAnswers = Record<string, unknown>;

export const formKeys = {
  all: (companyId: number) => ['company', companyId, 'forms'] as const,
  list: (companyId: number, params: FormListParams) =>
    ['company', companyId, 'forms', 'list', params] as const,
  templates: (companyId: number, params: FormTemplateParams) =>
    ['company', companyId, 'forms', 'templates', params] as const,
  one: (companyId: number, id: number) => ['company', companyId, 'forms', 'one', id] as const,
  responses: (companyId: number, formId: number, params: ResponseListParams) =>
    ['company', companyId, 'forms', 'responses', formId, params] as const,
  response: (companyId: number, id: number) => ['company', companyId, 'forms', 'response', id] as const,
  mine: (companyId: number, formId: number) => ['company', companyId, 'forms', 'mine', formId] as const,
};

/** Drops empty filters, so the address and the query say the same. */
const clean = (q: Record<string, unknown>): Query =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Query;

export const formsApi = {
  list: (companyId: number, params: FormListParams) =>
    api.get<TFormsPage>('forms/list', clean({ company_id: companyId, ...params })),
  templates: (companyId: number, params: FormTemplateParams) =>
    api.get<TFormTemplatesPage>('forms/listTemplates', clean({ company_id: companyId, ...params })),
  get: (companyId: number, id: number) => api.get<TForm>('forms/get', { company_id: companyId, id }),
  create: (companyId: number, body: FormCreateBody) =>
    api.post<TForm>('forms/create', { company_id: companyId, ...body }),
  update: (companyId: number, body: FormUpdateBody) =>
    api.put<TForm>('forms/update', { company_id: companyId, ...body }),
  setClosed: (companyId: number, id: number, closed: boolean) =>
    api.put<TForm>(closed ? 'forms/close' : 'forms/reopen', { company_id: companyId, id }),
  createTemplate: (companyId: number, body: FormTemplateBody) =>
    api.post<TFormTemplate>('forms/createTemplate', { company_id: companyId, ...body }),
  responses: (companyId: number, formId: number, params: ResponseListParams) =>
    api.get<TFormResponsesPage>(
      'forms/listResponses',
      clean({ company_id: companyId, form_id: formId, ...params }),
    ),
  response: (companyId: number, id: number) =>
    api.get<TFormResponse>('forms/getResponse', { company_id: companyId, id }),
  mine: (companyId: number, formId: number) =>
    api.get<{ form_responses: TFormResponse[] }>('forms/myResponses', {
      company_id: companyId,
      form_id: formId,
    }),
  createResponse: (companyId: number, formId: number, response: FormAnswers) =>
    api.post<TFormResponse>('forms/createResponse', { company_id: companyId, form_id: formId, response }),
  updateResponse: (companyId: number, id: number, response: FormAnswers) =>
    api.put<TFormResponse>('forms/updateResponse', { company_id: companyId, id, response }),
  deleteResponse: (companyId: number, id: number) =>
    api.delete<null>('forms/deleteResponse', { company_id: companyId, id }),
  /** Multipart (spec §3 Form file upload): file, id (the form's), company_id. */
  uploadFile: (companyId: number, formId: number, file: Blob, name: string) => {
    const body = new FormData();
    body.append('company_id', String(companyId));
    body.append('id', String(formId));
    body.append('file', file, name);
    return request<TFormFile>('POST', 'forms/uploadFile', { body });
  },
  emailResponse: (companyId: number, formResponseId: number, email: string) =>
    api.post<TFormEmailSent>('forms/emailResponse', {
      company_id: companyId,
      form_response_id: formResponseId,
      email,
    }),
  /** CSV or XLSX of every response the filters match; the file name comes from the server. */
  exportResponses: (
    companyId: number,
    formId: number,
    params: Omit<TFormResponsesExportQuery, 'company_id' | 'form_id'>,
  ) =>
    download('GET', 'forms/exportResponses', `form-${formId}-responses.${params.format ?? 'csv'}`, {
      query: clean({ company_id: companyId, form_id: formId, ...params }),
    }),
};

export function useFormList(companyId: number, params: FormListParams, enabled = true) {
  return useQuery({
    queryKey: formKeys.list(companyId, params),
    queryFn: () => formsApi.list(companyId, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The built-in templates speak the user's language (the server's choice), so the language is in the key. */
export function useFormTemplates(companyId: number, params: FormTemplateParams) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...formKeys.templates(companyId, params), i18n.language],
    queryFn: () => formsApi.templates(companyId, params),
    placeholderData: keepPreviousData,
  });
}

export function useForm(companyId: number, id: number) {
  return useQuery({
    queryKey: formKeys.one(companyId, id),
    queryFn: () => formsApi.get(companyId, id),
    enabled: id > 0,
    retry: false,
  });
}

export function useFormResponses(companyId: number, formId: number, params: ResponseListParams) {
  return useQuery({
    queryKey: formKeys.responses(companyId, formId, params),
    queryFn: () => formsApi.responses(companyId, formId, params),
    placeholderData: keepPreviousData,
  });
}

export function useFormResponse(companyId: number, id: number | null) {
  return useQuery({
    queryKey: formKeys.response(companyId, id ?? 0),
    queryFn: () => formsApi.response(companyId, id ?? 0),
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export function useMyResponses(companyId: number, formId: number) {
  return useQuery({
    queryKey: formKeys.mine(companyId, formId),
    queryFn: () => formsApi.mine(companyId, formId),
    enabled: formId > 0,
  });
}

/** Writes refresh every forms query of the company (lists, the form, responses). */
export function useFormActions(companyId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: formKeys.all(companyId) });
  return {
    create: useMutation({
      mutationFn: (b: FormCreateBody) => formsApi.create(companyId, b),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (b: FormUpdateBody) => formsApi.update(companyId, b),
      onSuccess: refresh,
    }),
    setClosed: useMutation({
      mutationFn: ({ id, closed }: { id: number; closed: boolean }) =>
        formsApi.setClosed(companyId, id, closed),
      onSuccess: refresh,
    }),
    createTemplate: useMutation({
      mutationFn: (b: FormTemplateBody) => formsApi.createTemplate(companyId, b),
      onSuccess: refresh,
    }),
    respond: useMutation({
      mutationFn: ({ formId, id, answers }: { formId: number; id: number | null; answers: FormAnswers }) =>
        id === null
          ? formsApi.createResponse(companyId, formId, answers)
          : formsApi.updateResponse(companyId, id, answers),
      onSuccess: refresh,
    }),
    deleteResponse: useMutation({
      mutationFn: (id: number) => formsApi.deleteResponse(companyId, id),
      onSuccess: refresh,
    }),
    email: useMutation({
      mutationFn: ({ id, email }: { id: number; email: string }) =>
        formsApi.emailResponse(companyId, id, email),
    }),
  };
}
