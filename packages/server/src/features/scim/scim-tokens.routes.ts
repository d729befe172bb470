import {
  ZScimTokenCreated,
  ZScimTokenCreateRequest,
  ZScimTokenList,
  ZScimTokenRevokeRequest,
  ZScimTokensQuery,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok, ZEmpty } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-tokens.service.js';

/**
 * company/scim-tokens: a company's SCIM tokens, admins only (`scim.manage`; policies/scim.ts).
 * The secret is in the create answer alone; another company's token id answers 404.
 */
export const scimTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const tags = ['scim'];

  app.get(
    '/company/scim-tokens',
    {
      config: { company: 'query', action: 'scim.manage' },
      schema: { tags, querystring: ZScimTokensQuery, response: { 200: envelope(ZScimTokenList) } },
    },
    async (request) => ok(await listScimTokens(db, memberOf(request), config.appUrl)),
  );

  app.post(
    '/company/scim-tokens',
    {
      config: { company: 'body', action: 'scim.manage' },
      schema: { tags, body: ZScimTokenCreateRequest, response: { 200: envelope(ZScimTokenCreated) } },
    },
    async (request) => {
      const created = await createScimToken(db, memberOf(request), request.body.name, config.appUrl);
      return ok(created, ['SCIM token created']);
    },
  );

  app.delete(
    '/company/scim-tokens',
    {
      config: { company: 'body', action: 'scim.manage' },
      schema: { tags, body: ZScimTokenRevokeRequest, response: { 200: envelope(ZEmpty) } },
    },
    async (request) => {
      await revokeScimToken(db, memberOf(request), request.body.id);
      return ok(null, ['SCIM token revoked']);
    },
  );
};
