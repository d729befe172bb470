import {
  FORM_LIMITS,
  FORM_TEXT,
  ZFormEmailRequest,
  ZFormEmailSent,
  ZFormFile,
  ZFormMyResponses,
  ZFormMyResponsesQuery,
  ZFormResponse,
  ZFormResponseCreateRequest,
  ZFormResponseIdRequest,
  ZFormResponsesExportQuery,
  ZFormResponsesPage,
  ZFormResponsesQuery,
  ZFormResponseUpdateRequest,
  ZFormUploadFields,
} from '@teamline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../http/csv.js';
import { envelope, ok } from '../../http/envelope.js';
import { invalid, tooLarge } from '../../http/errors.js';
import { guardCompany, memberOf } from '../../http/guard.js';
import { parseFields, readUploadForm } from '../../http/uploads.js';
import { canRespondToForm } from '../../policies/form.js';
import { isManagement } from '../../policies/predicates.js';
import { emailResponse } from './form-email.js';
import { uploadFormFile } from './form-files.js';
import { csvOf, exportTable, listResponses, xlsxOf } from './form-response-lists.js';
import {
  createResponse,
  deleteResponse,
  findResponse,
  myResponses,
  presentOneResponse,
  updateResponse,
} from './form-responses.service.js';
import { isTargeted } from './form-targets.js';
import { presentFile } from './forms.presenter.js';
import { findForm } from './forms.service.js';

const tags = ['forms'];
const manage = { action: 'forms.manage' } as const;
const respond = { action: 'forms.respond' } as const;
const one = { 200: envelope(ZFormResponse) };
const P = '/forms';

const storageError = (log: FastifyBaseLogger) => (err: unknown, key: string) =>
  log.warn({ err, key }, 'a stored file could not be removed');

/**
 * Spec §7 Forms — getResponse, createResponse, updateResponse, deleteResponse, uploadFile,
 * emailResponse — and beside them (decisions.md, Forms) listResponses, exportResponses (CSV,
 * XLSX) and myResponses.
 */
export const formResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, mailer } = app.deps;

  app.get(
    `${P}/getResponse`,
    {
      config: { company: 'query', ...respond },
      schema: {
        tags,
        summary: 'One response (its author, or management)',
        querystring: ZFormResponseIdRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { response, form } = await findResponse({ db, member, id: request.query.id });
      return ok(await presentOneResponse(db, member, form, response));
    },
  );

  app.post(
    `${P}/createResponse`,
    {
      config: { company: 'body', ...respond, idempotent: true },
      schema: {
        tags,
        summary: 'Sends a response to a form targeted to the caller (checked against its fields)',
        body: ZFormResponseCreateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const form = await findForm({ db, member, id: request.body.form_id });
      const row = await createResponse({ db, member, form, body: request.body });
      return ok(await presentOneResponse(db, member, form, row));
    },
  );

  app.put(
    `${P}/updateResponse`,
    {
      config: { company: 'body', ...respond },
      schema: {
        tags,
        summary: 'Edits the caller’s own response while the form is open',
        body: ZFormResponseUpdateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { response, form } = await updateResponse({
        db,
        storage,
        member,
        body: request.body,
        onStorageError: storageError(request.log),
      });
      return ok(await presentOneResponse(db, member, form, response));
    },
  );

  app.delete(
    `${P}/deleteResponse`,
    {
      config: { company: 'body', ...respond },
      schema: {
        tags,
        summary: 'Deletes the caller’s own response while the form is open',
        body: ZFormResponseIdRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteResponse({
        db,
        storage,
        member: memberOf(request),
        id: request.body.id,
        onStorageError: storageError(request.log),
      });
      return ok(null, ['form_response_deleted']);
    },
  );

  app.get(
    `${P}/myResponses`,
    {
      config: { company: 'query', ...respond },
      schema: {
        tags,
        summary: 'The caller’s own responses to a form, newest first',
        querystring: ZFormMyResponsesQuery,
        response: { 200: envelope(ZFormMyResponses) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const form = await findForm({ db, member, id: request.query.form_id });
      return ok({ form_responses: await myResponses({ db, member, form }) });
    },
  );

  const fileTooLarge = () => {
    const text = `${FORM_TEXT.fileTooLarge}: at most ${Math.floor(FORM_LIMITS.fileBytes / 1024 / 1024)} MB`;
    return tooLarge(text, { file: [text] });
  };

  app.post(
    `${P}/uploadFile`,
    {
      // Multipart (spec §3 Form file upload: file, id = the form, company_id): the company is checked once read.
      config: { company: 'form', ...respond, idempotent: true },
      schema: {
        tags,
        summary: 'Uploads a photo or file for a response to a form (multipart: file, id, company_id)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ZFormFile) },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, { maxBytes: FORM_LIMITS.fileBytes, tooLarge: fileTooLarge });
      const fields = parseFields(ZFormUploadFields, form.fields);
      const { member } = await guardCompany(request, fields.company_id);
      const record = await findForm({ db, member, id: fields.id });
      const targeted = isManagement(member) ? false : await isTargeted(db, member, record.id);
      if (!canRespondToForm(member, record, targeted)) throw invalid({ id: [FORM_TEXT.closed] });
      const row = await uploadFormFile({
        db,
        storage,
        member,
        form: record,
        file: form.file,
        onStorageError: storageError(request.log),
      });
      return ok(presentFile(row));
    },
  );

  app.get(
    `${P}/listResponses`,
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'A form’s responses, newest first (by location and day; paged)',
        querystring: ZFormResponsesQuery,
        response: { 200: envelope(ZFormResponsesPage) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const form = await findForm({ db, member, id: request.query.form_id });
      return ok(await listResponses({ db, member, form, query: request.query }));
    },
  );

  app.get(
    `${P}/exportResponses`,
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'A form’s responses as CSV or XLSX (the list’s filters)',
        querystring: ZFormResponsesExportQuery,
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const query = request.query;
      const form = await findForm({ db, member, id: query.form_id });
      const table = await exportTable({ db, member, form, filters: query });
      const base = `${form.name.replace(/[^\w\- ]+/g, '').trim() || 'form'} responses`;
      if (query.format === 'xlsx')
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', attachment(`${base}.xlsx`))
          .send(await xlsxOf(form.name, table));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`${base}.csv`))
        .send(csvOf(table));
    },
  );

  app.post(
    `${P}/emailResponse`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'E-mails a response as a PDF attachment to an address',
        body: ZFormEmailRequest,
        response: { 200: envelope(ZFormEmailSent) },
      },
    },
    async (request) => {
      const { form_response_id, email } = request.body;
      const { filename } = await emailResponse({
        db,
        storage,
        mailer,
        member: memberOf(request),
        responseId: form_response_id,
        email,
      });
      return ok({ form_response_id, email, filename }, ['form_response_emailed']);
    },
  );
};
