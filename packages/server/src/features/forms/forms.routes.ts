import {
  ZForm,
  ZFormCreateRequest,
  ZFormIdQuery,
  ZFormIdRequest,
  ZFormsPage,
  ZFormsQuery,
  ZFormTemplate,
  ZFormTemplateCreateRequest,
  ZFormTemplatesPage,
  ZFormTemplatesQuery,
  ZFormTemplateUpdateRequest,
  ZFormUpdateRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  presentOneTemplate,
  updateTemplate,
} from './form-templates.service.js';
import {
  createForm,
  deleteForm,
  findForm,
  listForms,
  presentOne,
  setClosed,
  updateForm,
} from './forms.service.js';

const tags = ['forms'];
const manage = { action: 'forms.manage' } as const;
const respond = { action: 'forms.respond' } as const;
const one = { 200: envelope(ZForm) };
const P = '/forms';

/**
 * Spec §7 Forms — forms/listTemplates, get, create — and what managers and employees need
 * beside them (decisions.md, Forms): list, update, close, reopen, delete, and the company's own
 * templates (createTemplate, updateTemplate, deleteTemplate). Responses, files, exports and
 * e-mail are form-responses.routes.ts.
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${P}/listTemplates`,
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'Form templates: the built-in starter set, then the company’s own (paged)',
        querystring: ZFormTemplatesQuery,
        response: { 200: envelope(ZFormTemplatesPage) },
      },
    },
    async (request) =>
      ok(
        await listTemplates({
          db,
          member: memberOf(request),
          locale: currentUser(request).default_locale,
          query: request.query,
        }),
      ),
  );

  app.post(
    `${P}/createTemplate`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'Saves a template of the company’s own',
        body: ZFormTemplateCreateRequest,
        response: { 200: envelope(ZFormTemplate) },
      },
    },
    async (request) =>
      ok(
        await presentOneTemplate(
          db,
          memberOf(request),
          await createTemplate({ db, member: memberOf(request), body: request.body }),
        ),
      ),
  );

  app.put(
    `${P}/updateTemplate`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Edits a template of the company’s own',
        body: ZFormTemplateUpdateRequest,
        response: { 200: envelope(ZFormTemplate) },
      },
    },
    async (request) =>
      ok(
        await presentOneTemplate(
          db,
          memberOf(request),
          await updateTemplate({ db, member: memberOf(request), body: request.body }),
        ),
      ),
  );

  app.delete(
    `${P}/deleteTemplate`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Deletes a template of the company’s own',
        body: ZFormIdRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteTemplate({ db, member: memberOf(request), id: request.body.id });
      return ok(null, ['form_template_deleted']);
    },
  );

  app.get(
    `${P}/list`,
    {
      config: { company: 'query', ...respond },
      schema: {
        tags,
        summary: 'Forms: management every form of the company, a member those targeted to them (paged)',
        querystring: ZFormsQuery,
        response: { 200: envelope(ZFormsPage) },
      },
    },
    async (request) => ok(await listForms({ db, member: memberOf(request), query: request.query })),
  );

  app.get(
    `${P}/get`,
    {
      config: { company: 'query', ...respond },
      schema: {
        tags,
        summary: 'One form (management: any; a member: one targeted to them)',
        querystring: ZFormIdQuery,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(await presentOne(db, member, await findForm({ db, member, id: request.query.id })));
    },
  );

  app.post(
    `${P}/create`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'Makes a form, from scratch or a template, targeted like a memo',
        body: ZFormCreateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(
        await presentOne(
          db,
          member,
          await createForm({
            db,
            realtime: app.deps.realtime,
            member,
            locale: currentUser(request).default_locale,
            body: request.body,
          }),
        ),
      );
    },
  );

  app.put(
    `${P}/update`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Edits a form (only the fields sent change)',
        body: ZFormUpdateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(await presentOne(db, member, await updateForm({ db, member, body: request.body })));
    },
  );

  for (const [path, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const)
    app.put(
      `${P}/${path}`,
      {
        config: { company: 'body', ...manage },
        schema: {
          tags,
          summary: closed
            ? 'Closes a form: its responses can no longer be sent, edited or deleted'
            : 'Reopens a closed form',
          body: ZFormIdRequest,
          response: one,
        },
      },
      async (request) => {
        const member = memberOf(request);
        return ok(await presentOne(db, member, await setClosed({ db, member, id: request.body.id, closed })));
      },
    );

  app.delete(
    `${P}/delete`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Deletes a form',
        body: ZFormIdRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteForm({ db, member: memberOf(request), id: request.body.id });
      return ok(null, ['form_deleted']);
    },
  );
};
