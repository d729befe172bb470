import { ZCompanyIdRequest, ZTag, ZTagCreateRequest, ZTagsQuery, ZTagUpdateRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { presentTag } from './tags.presenter.js';
import { createTag, deleteTag, getTag, listTags, updateTag } from './tags.service.js';

const tags = ['tags'];

/**
 * Tags label memos; management keeps the list (spec §7 Tags). Every handler reads the same:
 * the schema validates, the config's guard loads the caller (404/403), the service works, the
 * presenter shapes the answer.
 */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/tags/list',
    {
      config: { company: 'query', action: 'tags.manage' },
      schema: { tags, querystring: ZTagsQuery, response: { 200: envelope(z.array(ZTag)) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      return ok((await listTags({ db, companyId, terms: request.query.terms })).map(presentTag));
    },
  );

  app.get(
    '/tags/get',
    {
      config: { company: 'query', action: 'tags.manage' },
      schema: { tags, querystring: ZCompanyIdRequest, response: { 200: envelope(ZTag) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      return ok(presentTag(await getTag({ db, companyId, tagId: request.query.id })));
    },
  );

  app.post(
    '/tags/create',
    {
      config: { company: 'body', action: 'tags.manage', idempotent: true },
      schema: { tags, body: ZTagCreateRequest, response: { 200: envelope(ZTag) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      return ok(presentTag(await createTag({ db, companyId, title: request.body.title })));
    },
  );

  app.put(
    '/tags/update',
    {
      config: { company: 'body', action: 'tags.manage' },
      schema: { tags, body: ZTagUpdateRequest, response: { 200: envelope(ZTag) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      const { id, title } = request.body;
      return ok(presentTag(await updateTag({ db, companyId, tagId: id, title })));
    },
  );

  app.delete(
    '/tags/delete',
    {
      config: { company: 'body', action: 'tags.manage' },
      schema: { tags, body: ZCompanyIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      await deleteTag({ db, companyId, tagId: request.body.id });
      return ok(null, ['tag_deleted']);
    },
  );
};
