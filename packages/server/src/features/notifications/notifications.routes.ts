import { companyIdField, ZNotification, ZNotificationUnread } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import { presentNotification } from './notifications.presenter.js';
import {
  clearNotifications,
  countUnreadNotifications,
  listNotifications,
  markNotificationRead,
} from './notifications.service.js';

const ZNotificationsQuery = z.object({ company_id: companyIdField });
const ZNotificationReadRequest = z.object({
  company_id: companyIdField,
  id: z.coerce.number().int().positive(),
});
const ZNotificationsClearRequest = z.object({ company_id: companyIdField });

const tags = ['notifications'];

/** The caller's tray, one per company they belong to (404 for a company they are not in). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;

  app.get(
    '/notifications',
    {
      config: { company: 'query', action: 'notifications.view' },
      schema: {
        tags,
        summary: "The caller's tray in a company: not cleared, newest first, at most 50",
        querystring: ZNotificationsQuery,
        response: { 200: envelope(z.array(ZNotification)) },
      },
    },
    async (request) => {
      const rows = await listNotifications({ db, member: memberOf(request) });
      return ok(rows.map(presentNotification));
    },
  );

  app.get(
    '/notifications/unread',
    {
      config: { company: 'query', action: 'notifications.view' },
      schema: {
        tags,
        summary: "How many of the caller's notifications in the company are unread (the tray lists 50)",
        querystring: ZNotificationsQuery,
        response: { 200: envelope(ZNotificationUnread) },
      },
    },
    async (request) => ok({ unread: await countUnreadNotifications({ db, member: memberOf(request) }) }),
  );

  app.post(
    '/notifications/read',
    {
      config: { company: 'body', action: 'notifications.view' },
      schema: {
        tags,
        summary: 'Marks one of your notifications read',
        body: ZNotificationReadRequest,
        response: { 200: envelope(ZNotification) },
      },
    },
    async (request) => {
      // The user's other tabs and devices refresh their tray once it is read.
      const row = await transactThenPublish({ db, realtime }, (trx, events) =>
        markNotificationRead({ db: trx, events, member: memberOf(request), notificationId: request.body.id }),
      );
      return ok(presentNotification(row));
    },
  );

  app.post(
    '/notifications/clear',
    {
      config: { company: 'body', action: 'notifications.view' },
      schema: {
        tags,
        summary: "'clear all': empties your tray in this company",
        body: ZNotificationsClearRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await transactThenPublish({ db, realtime }, (trx, events) =>
        clearNotifications({ db: trx, events, member: memberOf(request) }),
      );
      return ok(null);
    },
  );
};
