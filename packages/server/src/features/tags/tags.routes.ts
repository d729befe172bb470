import { ZCompanyIdRequest, ZTag, ZTagCreateRequest, ZTagsQuery, ZTagUpdateRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { presentTag } from './tags.presenter.js';
import { createTag, deleteTag, getTag, listTags, updateTag } from './tags.service.js';

const tags = ['tags'];

/** Tags label memos; management keeps the list (spec §7 Tags). */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/tags/list',
    { schema: { tags, querystring: ZTagsQuery, response: { 200: envelope(z.array(ZTag)) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'tags.manage');
      const rows = await listTags({ db, companyId: member.companyId, terms: request.query.terms });
      return ok(rows.map(presentTag));
    },
  );

  app.get(
    '/tags/get',
    { schema: { tags, querystring: ZCompanyIdRequest, response: { 200: envelope(ZTag) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'tags.manage');
      return ok(presentTag(await getTag({ db, companyId: member.companyId, tagId: request.query.id })));
    },
  );

  app.post(
    '/tags/create',
    { schema: { tags, body: ZTagCreateRequest, response: { 200: envelope(ZTag) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'tags.manage');
      return ok(presentTag(await createTag({ db, companyId: member.companyId, title: request.body.title })));
    },
  );

  app.put(
    '/tags/update',
    { schema: { tags, body: ZTagUpdateRequest, response: { 200: envelope(ZTag) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'tags.manage');
      const { id, title } = request.body;
      return ok(presentTag(await updateTag({ db, companyId: member.companyId, tagId: id, title })));
    },
  );

  app.delete(
    '/tags/delete',
    { schema: { tags, body: ZCompanyIdRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'tags.manage');
      await deleteTag({ db, companyId: member.companyId, tagId: request.body.id });
      return ok(null, ['tag_deleted']);
    },
  );
};
