import {
  companyIdField,
  type ImportKind,
  ZImportConfirmRequest,
  ZImportPreview,
  ZImportResult,
  ZImportUploadFields,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../http/csv.js';
import { envelope, ok } from '../../http/envelope.js';
import { invalid } from '../../http/errors.js';
import { guardCompany, memberOf } from '../../http/guard.js';
import { parseFields, readUploadForm } from '../../http/uploads.js';
import { syncCompanyChatRooms } from '../../realtime/chat-rooms.js';
import { syncCompanyRooms } from '../../realtime/membership.js';
import { csvTemplate, templateContext, templateName, xlsxTemplate } from './import-template.js';
import { confirmImport, uploadImport } from './imports.service.js';

const ENDPOINTS: { kind: ImportKind; upload: string; confirm: string }[] = [
  { kind: 'employees', upload: '/company/employees/upload', confirm: '/company/employees/upload/confirm' },
  {
    kind: 'managers',
    upload: '/company/employees/manager-upload',
    confirm: '/company/employees/upload/manager-confirm',
  },
];

/** Employee and manager imports (spec §7 "Uploads"): upload → preview → confirm. Management only. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  for (const { kind, upload, confirm } of ENDPOINTS) {
    app.post(
      upload,
      {
        // The form is read before the guard: its company_id travels among the multipart fields.
        config: { company: 'form', action: 'employees.import', idempotent: true },
        schema: {
          tags: ['employees'],
          summary: `Multipart file (CSV or XLSX), missing_employees, company_id: previews the ${kind} import; changes nothing`,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(ZImportPreview) },
        },
      },
      async (request) => {
        const form = await readUploadForm(request);
        const fields = parseFields(ZImportUploadFields, form.fields);
        if (!form.file) throw invalid({ file: ['Choose a CSV or XLSX file to upload'] });
        const { member } = await guardCompany(request, fields.company_id);
        const preview = await uploadImport({
          db,
          member,
          kind,
          fileName: form.file.name,
          buffer: form.file.buffer,
          missingEmployees: fields.missing_employees,
        });
        return ok(preview);
      },
    );

    app.post(
      confirm,
      {
        config: { company: 'form', action: 'employees.import', idempotent: true },
        schema: {
          tags: ['employees'],
          summary: `Applies a previewed ${kind} import by its id (JSON or multipart fields), once`,
          consumes: ['application/json', 'multipart/form-data'],
          response: { 200: envelope(ZImportResult) },
        },
      },
      async (request) => {
        const form = await readUploadForm(request);
        const body = parseFields(ZImportConfirmRequest, form.fields);
        const { member } = await guardCompany(request, body.company_id);
        const { result, accessChanged } = await confirmImport({
          db,
          member,
          kind,
          id: body.id,
          missingEmployees: body.missing_employees,
        });
        // The company room and chat rooms follow the imported locations, audiences,
        // deactivations and reactivations at once (the import is committed: a realtime failure
        // is logged, sockets catch up at reconnect).
        if (kind === 'employees')
          await syncCompanyRooms(app.deps, member.companyId, accessChanged)
            .then(() => syncCompanyChatRooms(app.deps, member.companyId))
            .catch((err: unknown) => request.log.warn({ err }, 'rooms not resynced after an import'));
        return ok(result);
      },
    );
  }

  app.get(
    '/company/employees/upload/template',
    {
      config: { company: 'query', action: 'employees.import' },
      schema: {
        tags: ['employees'],
        summary:
          "The template file of the employee (or manager) import, as CSV or XLSX; its examples name the company's places",
        querystring: z.object({
          company_id: companyIdField,
          kind: z.enum(['employees', 'managers']).default('employees'),
          format: z.enum(['csv', 'xlsx']).default('csv'),
        }),
      },
    },
    async (request, reply) => {
      const { kind, format } = request.query;
      const context = await templateContext(db, memberOf(request));
      reply.header('content-disposition', attachment(templateName(kind, format)));
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(csvTemplate(kind, context));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await xlsxTemplate(kind, context));
    },
  );
};
