import {
  ZChatColleagues,
  ZChatColleaguesQuery,
  ZChatCompanyQuery,
  ZChatGroup,
  ZChatGroupCreateRequest,
  ZChatGroupsList,
  ZChatGroupsQuery,
  ZChatGroupUpdateRequest,
  ZChatIdParams,
  ZChatNotificationsRequest,
  ZChatPrivateGroupRequest,
  ZChatReadRequest,
  ZChatReadResult,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { transactThenPublish } from '../../realtime/after-commit.js';
import { listColleagues } from './chat-colleagues.js';
import { presentGroup, presentGroups } from './chat-groups.presenter.js';
import {
  createGroup,
  deleteGroup,
  findMemberGroup,
  listGroups,
  markRead,
  openPrivateGroup,
  setNotifications,
  updateGroup,
} from './chat-groups.service.js';

const tags = ['chat'];
const use = { action: 'chat.use' } as const;
const manage = { action: 'chat.manage' } as const;
const one = { 200: envelope(ZChatGroup) };

/**
 * Spec §7 Chat — list groups, create group, create private group, update group, delete group,
 * mark read — and a group's mute (paths: decisions.md, Chat — server). Messages, reactions and
 * images are chat-messages.routes.ts. Only members reach a group (policies/chat.ts).
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const deps = app.deps;

  app.get(
    '/chat/colleagues',
    {
      config: { company: 'query', ...use },
      schema: {
        tags,
        summary: 'Colleagues the caller may start a private conversation with (names only), by name',
        querystring: ZChatColleaguesQuery,
        response: { 200: envelope(ZChatColleagues) },
      },
    },
    async (request) => ok({ colleagues: await listColleagues(db, memberOf(request), request.query.terms) }),
  );

  app.get(
    '/chat/groups',
    {
      config: { company: 'query', ...use },
      schema: {
        tags,
        summary: 'The caller’s chat groups and private conversations, newest activity first',
        querystring: ZChatGroupsQuery,
        response: { 200: envelope(ZChatGroupsList) },
      },
    },
    async (request) => ok({ groups: await listGroups(db, memberOf(request)) }),
  );

  app.post(
    '/chat/groups',
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'Creates a group for locations, audiences and people within the caller’s reach',
        body: ZChatGroupCreateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await createGroup(deps, member, request.body);
      return ok(await presentGroup(db, member, row));
    },
  );

  app.post(
    '/chat/groups/private',
    {
      config: { company: 'body', ...use, idempotent: true },
      schema: {
        tags,
        summary: 'Opens the private conversation with a colleague (the same one every time)',
        body: ZChatPrivateGroupRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await openPrivateGroup(deps, member, request.body.employee_id);
      return ok(await presentGroup(db, member, row));
    },
  );

  app.get(
    '/chat/groups/:id',
    {
      config: { company: 'query', ...use },
      schema: {
        tags,
        summary: 'One group of the caller',
        params: ZChatIdParams,
        querystring: ZChatCompanyQuery,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await findMemberGroup(db, member, request.params.id);
      return ok(await presentGroup(db, member, row));
    },
  );

  app.put(
    '/chat/groups/:id',
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Renames, re-icons or retargets a group the caller manages',
        params: ZChatIdParams,
        body: ZChatGroupUpdateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await updateGroup(deps, member, request.params.id, request.body);
      return ok(await presentGroup(db, member, row));
    },
  );

  app.delete(
    '/chat/groups/:id',
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'Deletes a group the caller manages',
        params: ZChatIdParams,
        querystring: ZChatCompanyQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteGroup(deps, memberOf(request), request.params.id);
      return ok(null, ['chat_group_deleted']);
    },
  );

  app.post(
    '/chat/groups/:id/read',
    {
      config: { company: 'body', ...use },
      schema: {
        tags,
        summary: 'Marks the group read up to a message (else its latest)',
        params: ZChatIdParams,
        body: ZChatReadRequest,
        response: { 200: envelope(ZChatReadResult) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { group, lastRead } = await transactThenPublish(deps, (trx, events) =>
        markRead(trx, events, member, request.params.id, request.body.message_id),
      );
      const [shown] = await presentGroups(db, member, [group]);
      return ok({
        chat_group_id: group.id,
        last_read_message_id: lastRead,
        unread_count: shown?.unread_count ?? 0,
      });
    },
  );

  app.put(
    '/chat/groups/:id/notifications',
    {
      config: { company: 'body', ...use },
      schema: {
        tags,
        summary: 'Mutes (false) or unmutes (true) the group’s notifications for the caller',
        params: ZChatIdParams,
        body: ZChatNotificationsRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await setNotifications(db, member, request.params.id, request.body.is_notifications_active);
      return ok(await presentGroup(db, member, row));
    },
  );
};
