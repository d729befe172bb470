import {
  ZCommunityCategories,
  ZCommunityCategoriesQuery,
  ZCommunityTemplate,
  ZMemo,
  ZMemoTemplate,
  ZMemoTemplateCreateRequest,
  ZMemoTemplateIdRequest,
  ZMemoTemplateShareRequest,
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
import { loadMemoPage } from '../memos/memo-page.js';
import { presentMemo } from '../memos/memos.presenter.js';
import { findCommunity, shareTemplate, useCommunityTemplate } from './community.service.js';
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
import { listCommunity, listCommunityCategories, listTemplates } from './template-lists.js';
import { attachTemplateFile, detachTemplateFile, findTemplateFile } from './template-media.js';
import { loadCommunityPage, loadTemplatePage } from './template-page.js';

const tags = ['memo-templates'];
const manage = { action: 'memo_templates.manage' } as const;
const share = { action: 'memo_templates.share' } as const;
const one = { 200: envelope(ZMemoTemplate) };
const P = '/memo-templates';
/** How long the community's categories are kept before they are counted again. */
const CATEGORIES_TTL_MS = 30_000;

/**
 * Spec §7 Memo templates (docs/decisions.md, Memo templates and the community): the company's
 * templates, their files, use (a new draft memo), and the community (share, share/use, GET share).
 */
export const memoTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime, storage, config } = app.deps;
  const hiddenIds = config.communityHiddenIds;
  /**
   * The community's categories are the same for every caller (management of any company): kept
   * a short while, dropped when this server shares, withdraws or deletes (docs/decisions.md).
   */
  let categories: { at: number; list: { name: string; count: number }[] } | null = null;
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
      categories = null;
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
        await attachTemplateFile({
          db,
          storage,
          companyId: member.companyId,
          templateId: template.id,
          file,
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

  // The community.
  app.get(
    `${P}/share/categories`,
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: "The categories of the community's templates (the most used 100, by name), with counts",
        querystring: ZCommunityCategoriesQuery,
        response: { 200: envelope(ZCommunityCategories) },
      },
    },
    async (request) => {
      const now = Date.now();
      if (!categories || now - categories.at > CATEGORIES_TTL_MS) {
        const list = await listCommunityCategories({ db, member: memberOf(request), hiddenIds });
        categories = { at: now, list };
      }
      return ok({ categories: categories.list });
    },
  );

  app.get(
    `${P}/share`,
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary:
          'A shared template of the community (any company shares it; management of every company reads it)',
        querystring: ZMemoTemplateIdRequest,
        response: { 200: envelope(ZCommunityTemplate) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await findCommunity({ db, member, hiddenIds, id: request.query.id });
      return ok(presentCommunity(row, await loadCommunityPage({ db, member, rows: [row] })));
    },
  );

  for (const [method, update] of [
    ['POST', false],
    ['PUT', true],
  ] as const) {
    app.route({
      method,
      url: `${P}/share`,
      config: { company: 'body', ...share, ...(update ? {} : { idempotent: true }) },
      schema: {
        tags,
        summary: update
          ? "Updates the template's share with its current content; published: false withdraws it"
          : 'Shares the template to the community (or shares it again)',
        body: ZMemoTemplateShareRequest,
        response: one,
      },
      handler: async (request) => {
        const member = memberOf(request);
        const template = await findTemplate({ db, member, id: request.body.id });
        await shareTemplate({
          db,
          storage,
          member,
          template,
          input: request.body,
          update,
          log: storageError(request.log),
        });
        categories = null;
        return ok(await present(member, template));
      },
    });
  }

  app.post(
    `${P}/share/use`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: "Copies a shared template (id) into the company's templates, its files too",
        body: ZMemoTemplateIdRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const shared = await findCommunity({ db, member, hiddenIds, id: request.body.id });
      const row = await useCommunityTemplate({ db, storage, member, shared, log: storageError(request.log) });
      return ok(await present(member, row));
    },
  );
};
