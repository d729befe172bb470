import {
  ZSsoCallbackAnswer,
  ZSsoCallbackRequest,
  ZSsoLoginOption,
  ZSsoSettings,
  ZSsoSettingsRequest,
  ZSsoStartAnswer,
  ZSsoStartRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { signIn } from '../auth/sessions.service.js';
import { finishSignIn, loginOption, startSignIn } from './sso-flow.service.js';
import { getSettings, removeSettings, saveSettings } from './sso-settings.service.js';

const tags = ['sso'];
const manage = { action: 'integrations.manage' } as const;
const PUBLIC = { public: true } as const;
const MIN = 60_000;
const ZCompanyQuery = z.object({ company_id: z.coerce.number().int().positive() });

/**
 * Single sign-on (spec §4, decisions.md, Single sign-on): an admin's settings of the company's
 * identity provider, and the public steps of the authorization-code flow — what /login?company=ID
 * offers, the start (a redirect URL), and the /callback page's finish (a Teamline session token).
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets, config, limiter } = app.deps;

  app.get(
    '/company/sso',
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'The company’s identity provider, without its secret (null when none)',
        querystring: ZCompanyQuery,
        response: { 200: envelope(ZSsoSettings.nullable()) },
      },
    },
    async (request) =>
      ok(await getSettings({ db, companyId: memberOf(request).companyId, appUrl: config.appUrl })),
  );

  app.post(
    '/company/sso',
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Saves the identity provider once its issuer answers discovery (422 otherwise)',
        body: ZSsoSettingsRequest,
        response: { 200: envelope(ZSsoSettings) },
      },
    },
    async (request) =>
      ok(
        await saveSettings({
          db,
          secrets,
          config,
          companyId: memberOf(request).companyId,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/company/sso/remove',
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Disconnects the identity provider',
        body: ZCompanyQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await removeSettings({ db, companyId: memberOf(request).companyId });
      return ok(null);
    },
  );

  app.get(
    '/sso/provider',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'What /login?company=ID offers: the company’s sign-in button (404 when none)',
        querystring: ZCompanyQuery,
        response: { 200: envelope(ZSsoLoginOption) },
      },
    },
    async (request) => ok(await loginOption(db, request.query.company_id)),
  );

  app.post(
    '/sso/start',
    {
      config: PUBLIC,
      schema: { tags, body: ZSsoStartRequest, response: { 200: envelope(ZSsoStartAnswer) } },
    },
    async (request) => {
      limiter.hit(`sso:ip:${request.ip}`, 300, 15 * MIN);
      const { company_id, return_to } = request.body;
      return ok(await startSignIn({ db, secrets, config, companyId: company_id, returnTo: return_to }));
    },
  );

  app.post(
    '/sso/callback',
    {
      config: PUBLIC,
      schema: { tags, body: ZSsoCallbackRequest, response: { 200: envelope(ZSsoCallbackAnswer) } },
    },
    async (request) => {
      limiter.hit(`sso:ip:${request.ip}`, 300, 15 * MIN);
      const { userId, returnTo } = await finishSignIn({
        db,
        secrets,
        config,
        search: request.body.search,
        log: request.log,
      });
      const token = await signIn({ db, userId, ttlDays: config.tokenTtlDays });
      return ok({ token, return_to: returnTo });
    },
  );
};
