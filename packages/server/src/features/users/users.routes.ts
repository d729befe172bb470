import {
  normalizePhone,
  ZCompanySummary,
  ZDefaultCompanyRequest,
  ZInvitation,
  ZUserDetails,
  ZUserDetailsQuery,
  ZUserLocaleRequest,
  ZUserUpdateRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { listPendingInvites } from '../invitations/invitations.service.js';
import {
  getUserDetails,
  listUserCompanies,
  setDefaultCompany,
  setUserLocale,
  updateUserProfile,
} from './users.service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/user/details',
    {
      schema: {
        tags: ['user'],
        summary: 'The user, their companies and the current company; min=true answers the companies only',
        querystring: ZUserDetailsQuery,
        response: { 200: envelope(z.union([ZUserDetails, z.array(ZCompanySummary)])) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.query.min === 'true') return ok(await listUserCompanies(db, user.id));
      return ok(
        await getUserDetails({
          db,
          user,
          companyId: request.query.company_id,
          minAppVersion: config.minWebVersion,
        }),
      );
    },
  );

  app.post(
    '/user/details',
    { schema: { tags: ['user'], body: ZUserUpdateRequest, response: { 200: envelope(ZUserDetails) } } },
    async (request) => {
      const user = await updateUserProfile({
        db,
        user: currentUser(request),
        name: request.body.name,
        email: request.body.email,
        phone: request.body.phone,
        defaultLocale: request.body.default_locale,
      });
      return ok(await getUserDetails({ db, user, minAppVersion: config.minWebVersion }));
    },
  );

  app.post(
    '/user/locale',
    { schema: { tags: ['user'], body: ZUserLocaleRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await setUserLocale({ db, userId: currentUser(request).id, locale: request.body.default_locale });
      return ok(null);
    },
  );

  app.post(
    '/user/default-company',
    { schema: { tags: ['user'], body: ZDefaultCompanyRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const user = currentUser(request);
      await loadMembership(db, user.id, request.body.company_id);
      await setDefaultCompany({ db, userId: user.id, companyId: request.body.company_id });
      return ok(null);
    },
  );

  app.get(
    '/company-invites/:phone',
    {
      schema: {
        tags: ['invites'],
        summary: "Pending invitations addressed to the caller's own phone or e-mail ('me' for the caller)",
        params: z.object({ phone: z.string().max(40) }),
        response: { 200: envelope(z.array(ZInvitation)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const asked = request.params.phone;
      // Nobody lists the invitations of someone else's number.
      if (asked !== 'me' && (!user.phone || normalizePhone(asked) !== user.phone)) throw forbidden();
      return ok(await listPendingInvites({ db, user }));
    },
  );
};
