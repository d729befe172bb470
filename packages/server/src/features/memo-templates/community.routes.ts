import {
  type TMemoTemplate,
  ZCommunityCategories,
  ZCommunityCategoriesQuery,
  ZCommunityTemplate,
  ZMemoTemplate,
  ZMemoTemplateIdRequest,
  ZMemoTemplateShareRequest,
} from '@teamline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemoTemplateRow } from '../../db/schema-templates.js';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import type { Member } from '../../policies/member.js';
import { storageError } from '../media/file-routes.js';
import { findCommunity, shareTemplate, useCommunityTemplate } from './community.service.js';
import { presentCommunity } from './memo-templates.presenter.js';
import { findTemplate } from './memo-templates.service.js';
import { listCommunityCategories } from './template-lists.js';
import { loadCommunityPage } from './template-page.js';

const tags = ['memo-templates'];
const manage = { action: 'memo_templates.manage' } as const;
const share = { action: 'memo_templates.share' } as const;
const one = { 200: envelope(ZMemoTemplate) };
const P = '/memo-templates';
/** How long the community's categories are kept before they are counted again. */
const CATEGORIES_TTL_MS = 30_000;

type Categories = { name: string; count: number }[];

/**
 * The community's categories are the same for every caller (management of any company): kept
 * a short while, dropped when this server shares, withdraws or deletes (docs/decisions.md).
 */
export function categoriesCache() {
  let kept: { at: number; list: Categories } | null = null;
  return {
    get: async (load: () => Promise<Categories>): Promise<Categories> => {
      const now = Date.now();
      if (!kept || now - kept.at > CATEGORIES_TTL_MS) kept = { at: now, list: await load() };
      return kept.list;
    },
    drop: () => {
      kept = null;
    },
  };
}

/** The community (spec §7 GET, POST, PUT share; POST share/use) and its categories. */
export function communityRoutes(
  server: FastifyInstance,
  opts: {
    present: (member: Member, row: MemoTemplateRow) => Promise<TMemoTemplate>;
    categories: ReturnType<typeof categoriesCache>;
  },
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db, storage, config } = app.deps;
  const hiddenIds = config.communityHiddenIds;
  const { present, categories } = opts;

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
      const list = await categories.get(() =>
        listCommunityCategories({ db, member: memberOf(request), hiddenIds }),
      );
      return ok({ categories: list });
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
        categories.drop();
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
}
