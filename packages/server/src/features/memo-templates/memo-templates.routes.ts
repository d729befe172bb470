import {
  ZMemo,
  ZMemoTemplate,
  ZMemoTemplateCreateRequest,
  ZMemoTemplateIdRequest,
  ZMemoTemplatesPage,
  ZMemoTemplatesQuery,
  ZMemoTemplateUpdateRequest,
  ZTemplateMediaDetachRequest,
  ZTemplateMediaQuery,
  ZTemplateMediaUploadFields,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemoTemplateRow } from '../../db/schema-templates.js';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import type { Member } from '../../policies/member.js';
import { fileRoutes, storageError } from '../media/file-routes.js';
import { findManagedLibraryFile } from '../media/library.service.js';
import { loadMemoPage } from '../memos/memo-page.js';
import { presentMemo } from '../memos/memos.presenter.js';
import { categoriesCache, communityRoutes } from './community.routes.js';
import { findCommunity } from './community.service.js';
import { presentCommunity, presentTemplate, presentTemplatesPaging } from './memo-templates.presenter.js';
import {
  assertCanEdit,
  createTemplate,
  deleteTemplate,
  findTemplate,
  setArchived,
  updateTemplate,
  useTemplate,
} from './memo-templates.service.js';
import { listCommunity, listTemplates } from './template-lists.js';
import { attachTemplateFile, detachTemplateFile, findTemplateFile } from './template-media.js';
import { loadCommunityPage, loadTemplatePage } from './template-page.js';

const tags = ['memo-templates'];
const manage = { action: 'memo_templates.manage' } as const;
const _share = { action: 'memo_templates.share' } as const;
const one = { 200: envelope(ZMemoTemplate) };
const P = '/memo-templates';

/**
 * Spec §7 Memo templates (docs/decisions.md, Memo templates and the community): the company's
 * templates, their files, use (a new draft memo), and the community (share, share/use, GET share).
 */
export const memoTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime, storage, config } = app.deps;
  const hiddenIds = config.communityHiddenIds;
  const categories = categoriesCache();
  const present = async (member: Member, row: MemoTemplateRow) =>
    presentTemplate(row, await loadTemplatePage({ db, member, hiddenIds, rows: [row] }));

  app.post(
    `${P}/list`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: "The company's templates (archived yes/no) or the community (scope: community)",
        body: ZMemoTemplatesQuery,
        response: { 200: envelope(ZMemoTemplatesPage) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const query = request.body;
      if (query.scope === 'community') {
        const sortBy = query.sort_by ?? 'use_count';
        const { rows, total } = await listCommunity({ db, member, hiddenIds, query, sortBy });
        const page = await loadCommunityPage({ db, member, rows });
        return ok({
          memo_templates: rows.map((r) => presentCommunity(r, page)),
          ...presentTemplatesPaging({ query, sortBy, total }),
        });
      }
      const sortBy = query.sort_by ?? 'updated_at';
      const { rows, total } = await listTemplates({ db, member, query, sortBy });
      const page = await loadTemplatePage({ db, member, hiddenIds, rows });
      return ok({
        memo_templates: rows.map((r) => presentTemplate(r, page)),
        ...presentTemplatesPaging({ query, sortBy, total }),
      });
    },
  );

  app.get(
    `${P}/get`,
    {
      config: { company: 'query', ...manage },
      schema: { tags, querystring: ZMemoTemplateIdRequest, response: one },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(await present(member, await findTemplate({ db, member, id: request.query.id })));
    },
  );

  app.post(
    `${P}/create`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'A new template, written (kind, title, ...) or saved from a memo (memo_id)',
        body: ZMemoTemplateCreateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const input = request.body;
      const row = await createTemplate({ db, storage, member, input, log: storageError(request.log) });
      return ok(await present(member, row));
    },
  );

  app.put(
    `${P}/update`,
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZMemoTemplateUpdateRequest, response: one },
    },
    async (request) => {
      const member = memberOf(request);
      const template = await findTemplate({ db, member, id: request.body.id });
      return ok(await present(member, await updateTemplate({ db, member, template, input: request.body })));
    },
  );

  app.delete(
    `${P}/delete`,
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZMemoTemplateIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const member = memberOf(request);
      const template = await findTemplate({ db, member, id: request.body.id });
      await deleteTemplate({ db, storage, member, template, log: storageError(request.log) });
      categories.drop();
      return ok(null, ['memo_template_deleted']);
    },
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.put(
      `${P}/${path}`,
      {
        config: { company: 'body', ...manage },
        schema: { tags, body: ZMemoTemplateIdRequest, response: one },
      },
      async (request) => {
        const member = memberOf(request);
        const template = await findTemplate({ db, member, id: request.body.id });
        return ok(await present(member, await setArchived({ db, member, template, archived })));
      },
    );
  }

  app.post(
    `${P}/use`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'A new draft memo prefilled from the template (opened in compose to target and send)',
        body: ZMemoTemplateIdRequest,
        response: { 200: envelope(ZMemo) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const template = await findTemplate({ db, member, id: request.body.id });
      const memo = await useTemplate({
        db,
        realtime,
        storage,
        member,
        template,
        log: storageError(request.log),
      });
      return ok(presentMemo(memo, await loadMemoPage({ db, member, rows: [memo] })));
    },
  );

  // Files: PUT attaches (multipart), DELETE detaches, GET reads one (a shared template's too).
  fileRoutes(app, {
    prefix: P,
    tags,
    action: manage.action,
    maxBytes: config.mediaMaxBytes,
    response: envelope(ZMemoTemplate),
    attach: {
      routes: [
        {
          key: 'template',
          method: 'PUT',
          path: 'media',
          summary: 'Attaches a file to a template (multipart: file, id, company_id; optional name)',
        },
      ],
      fields: ZTemplateMediaUploadFields,
      handle: async ({ member, fields, file, log }) => {
        const template = await findTemplate({ db, member, id: fields.id });
        assertCanEdit(member, template);
        const library = fields.media_id
          ? await findManagedLibraryFile(db, member, fields.media_id)
          : undefined;
        await attachTemplateFile({
          db,
          storage,
          companyId: member.companyId,
          templateId: template.id,
          source: library ? { library } : { file },
          name: fields.name || undefined,
          log: storageError(log),
        });
        return ok(await present(member, template));
      },
    },
    detach: {
      routes: [
        { key: 'template', method: 'DELETE', path: 'media', summary: 'Detaches a file from a template' },
      ],
      body: ZTemplateMediaDetachRequest,
      handle: async ({ member, body, log }) => {
        const template = await findTemplate({ db, member, id: body.id });
        assertCanEdit(member, template);
        await detachTemplateFile({
          db,
          storage,
          templateId: template.id,
          mediaId: body.media_id,
          log: storageError(log),
        });
        return ok(await present(member, template));
      },
    },
    read: {
      summary: "A file of the company's template, or of a shared template (scope: community); blob",
      query: ZTemplateMediaQuery,
      find: async (member, { id, media_id, scope }) =>
        scope === 'community'
          ? findTemplateFile(
              db,
              'community_template_id',
              (await findCommunity({ db, member, hiddenIds, id })).id,
              media_id,
            )
          : findTemplateFile(db, 'template_id', (await findTemplate({ db, member, id })).id, media_id),
    },
  });

  communityRoutes(app, { present, categories });
};
