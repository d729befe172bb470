import { companyIdField, ZNotification } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { presentNotification } from './notifications.presenter.js';
import { clearNotifications, listNotifications, markNotificationRead } from './notifications.service.js';

const ZNotificationsQuery = z.object({ company_id: companyIdField });
const ZNotificationReadRequest = z.object({
  company_id: companyIdField,
  id: z.coerce.number().int().positive(),
});
const ZNotificationsClearRequest = z.object({ company_id: companyIdField });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's tray in a company: not cleared, newest first, at most 50",
        querystring: ZNotificationsQuery,
        response: { 200: envelope(z.array(ZNotification)) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'notifications.view');
      const rows = await listNotifications({ db, companyId: member.companyId, userId: member.userId });
      return ok(rows.map(presentNotification));
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of your notifications read',
        body: ZNotificationReadRequest,
        response: { 200: envelope(ZNotification) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'notifications.view');
      const row = await markNotificationRead({
        db,
        companyId: member.companyId,
        userId: member.userId,
        notificationId: request.body.id,
      });
      return ok(presentNotification(row));
    },
  );

  app.post(
    '/notifications/clear',
    {
      schema: {
        tags: ['notifications'],
        summary: "'clear all': empties your tray in this company",
        body: ZNotificationsClearRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'notifications.view');
      await clearNotifications({ db, companyId: member.companyId, userId: member.userId });
      return ok(null);
    },
  );
};
