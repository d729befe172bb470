import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { ScimCaller } from '../../policies/scim.js';
import { SCIM_CONTENT_TYPE, ScimError, scimErrorBody, scimNotFound } from './scim.errors.js';
import type { ScimCtx } from './scim-context.js';
import { listOf, resourceTypes, schemas, serviceProviderConfig } from './scim-discovery.js';
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  patchGroup,
  replaceGroup,
} from './scim-groups.service.js';
import { listQueryOf } from './scim-list.js';
import { findScimCaller, scimBaseUrl } from './scim-tokens.service.js';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from './scim-users.service.js';

/**
 * /api/scim/v2 (RFC 7644; docs/integrations.md, SCIM provisioning): Users and Groups of the
 * token's company, and the discovery endpoints. Outside the app's session auth (`public` for it,
 * hidden from the OpenAPI document): each call needs a SCIM bearer token, is rate-limited per
 * token, and every failure is a SCIM Error in application/scim+json.
 */

/** Calls per token per minute; an identity provider's full sync paces itself on 429 + Retry-After. */
export const SCIM_CALLS_PER_MINUTE = 600;

declare module 'fastify' {
  interface FastifyRequest {
    scimCaller: ScimCaller | null;
  }
}

function sendScimError(reply: FastifyReply, error: ScimError) {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.status).type(SCIM_CONTENT_TYPE).send(scimErrorBody(error));
}

function toScimError(error: unknown, request: FastifyRequest): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof AppError) return new ScimError(error.status, error.message, undefined, error.headers);
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return new ScimError(400, 'The request body is not valid JSON', 'invalidSyntax');
  const status = e.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'SCIM call failed');
    return new ScimError(500, 'Server Error');
  }
  return new ScimError(status, e.message ?? 'Bad request');
}

export const scimRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { db, realtime, config, limiter } = app.deps;
  const baseUrl = scimBaseUrl(config.appUrl);
  const route = { config: { public: true }, schema: { hide: true } } as const;

  app.decorateRequest('scimCaller', null);
  app.addContentTypeParser(
    'application/scim+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.setErrorHandler((error, request, reply) => sendScimError(reply, toScimError(error, request)));
  app.setNotFoundHandler((request, reply) =>
    sendScimError(
      reply,
      new ScimError(404, `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}`),
    ),
  );
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const caller = token ? await findScimCaller(db, token) : null;
    if (!caller)
      throw new ScimError(401, 'A valid SCIM bearer token is required', undefined, {
        'www-authenticate': 'Bearer realm="SCIM"',
      });
    limiter.hit(`scim:${caller.tokenId}`, SCIM_CALLS_PER_MINUTE, 60_000, { message: 'Too many SCIM calls' });
    request.scimCaller = caller;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.type(SCIM_CONTENT_TYPE);
    return payload;
  });

  const ctxOf = (request: FastifyRequest): ScimCtx => {
    if (!request.scimCaller) throw new ScimError(401, 'A valid SCIM bearer token is required');
    return { db, realtime, caller: request.scimCaller, baseUrl };
  };
  type P = { Params: { id: string }; Querystring: Record<string, unknown> };
  type Q = { Querystring: Record<string, unknown> };

  app.get('/ServiceProviderConfig', route, async () => serviceProviderConfig(baseUrl));
  app.get('/ResourceTypes', route, async () => listOf(resourceTypes(baseUrl)));
  app.get<P>('/ResourceTypes/:id', route, async (request) => {
    const found = resourceTypes(baseUrl).find((r) => r.id === request.params.id);
    if (!found) throw scimNotFound('ResourceType', request.params.id);
    return found;
  });
  app.get('/Schemas', route, async () => listOf(schemas(baseUrl)));
  app.get<P>('/Schemas/:id', route, async (request) => {
    const found = schemas(baseUrl).find((s) => s.id === request.params.id);
    if (!found) throw scimNotFound('Schema', request.params.id);
    return found;
  });

  app.get<Q>('/Users', route, async (request) => listUsers(ctxOf(request), listQueryOf(request.query)));
  app.post('/Users', route, async (request, reply) => {
    const user = await createUser(ctxOf(request), request.body);
    return reply.status(201).header('location', `${baseUrl}/Users/${user.id}`).send(user);
  });
  app.get<P>('/Users/:id', route, async (request) => getUser(ctxOf(request), request.params.id));
  app.put<P>('/Users/:id', route, async (request) =>
    replaceUser(ctxOf(request), request.params.id, request.body),
  );
  app.patch<P>('/Users/:id', route, async (request) =>
    patchUser(ctxOf(request), request.params.id, request.body),
  );
  app.delete<P>('/Users/:id', route, async (request, reply) => {
    await deleteUser(ctxOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get<Q>('/Groups', route, async (request) => listGroups(ctxOf(request), listQueryOf(request.query)));
  app.post('/Groups', route, async (request, reply) => {
    const group = await createGroup(ctxOf(request), request.body);
    return reply
      .status(201)
      .header('location', `${baseUrl}/Groups/${String(group.id)}`)
      .send(group);
  });
  app.get<P>('/Groups/:id', route, async (request) =>
    getGroup(ctxOf(request), request.params.id, listQueryOf(request.query)),
  );
  app.put<P>('/Groups/:id', route, async (request) =>
    replaceGroup(ctxOf(request), request.params.id, request.body),
  );
  app.patch<P>('/Groups/:id', route, async (request) =>
    patchGroup(ctxOf(request), request.params.id, request.body),
  );
  app.delete<P>('/Groups/:id', route, async (request, reply) => {
    await deleteGroup(ctxOf(request), request.params.id);
    return reply.status(204).send();
  });

  // Anything else under the base (Bulk, Me, /.search): a SCIM 404 (a route, so the session auth lets it be).
  app.all('/*', route, async (request) => {
    throw new ScimError(404, `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}`);
  });
};
