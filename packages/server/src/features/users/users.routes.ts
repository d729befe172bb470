import {
  ZCompanySummary,
  ZDefaultCompanyRequest,
  ZUserDetails,
  ZUserDetailsQuery,
  ZUserLocaleRequest,
  ZUserUpdateRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { envelope, ok } from '../../http/envelope.js';
import {
  getUserDetails,
  listUserCompanies,
  setDefaultCompany,
  setUserLocale,
  updateUserProfile,
} from './users.service.js';

const SIGNED_IN = { signedIn: true } as const;

/** The signed-in user's own account: details, profile, locale, current company, companies. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/user/details',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['user'],
        summary: 'The user, their companies and the current company; min=true answers the companies only',
        querystring: ZUserDetailsQuery,
        response: { 200: envelope(z.union([ZUserDetails, z.array(ZCompanySummary)])) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.query.min === 'true') return ok(await listUserCompanies({ db, userId: user.id }));
      const companyId = request.query.company_id;
      return ok(
        await getUserDetails({
          db,
          user,
          companyId,
          minAppVersion: config.minWebVersion,
          billing: config.billing,
        }),
      );
    },
  );

  app.post(
    '/user/details',
    {
      config: SIGNED_IN,
      schema: { tags: ['user'], body: ZUserUpdateRequest, response: { 200: envelope(ZUserDetails) } },
    },
    async (request) => {
      const user = await updateUserProfile({
        db,
        user: currentUser(request),
        name: request.body.name,
        email: request.body.email,
        phone: request.body.phone,
        defaultLocale: request.body.default_locale,
      });
      return ok(
        await getUserDetails({ db, user, minAppVersion: config.minWebVersion, billing: config.billing }),
      );
    },
  );

  app.post(
    '/user/locale',
    {
      config: SIGNED_IN,
      schema: { tags: ['user'], body: ZUserLocaleRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await setUserLocale({ db, userId: currentUser(request).id, locale: request.body.default_locale });
      return ok(null);
    },
  );

  app.post(
    '/user/default-company',
    {
      config: SIGNED_IN,
      schema: { tags: ['user'], body: ZDefaultCompanyRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await setDefaultCompany({ db, userId: currentUser(request).id, companyId: request.body.company_id });
      return ok(null);
    },
  );

  app.get(
    '/settings/me',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['settings'],
        summary: "The caller's companies with their role in each",
        response: { 200: envelope(z.array(ZCompanySummary)) },
      },
    },
    async (request) => ok(await listUserCompanies({ db, userId: currentUser(request).id })),
  );
};
