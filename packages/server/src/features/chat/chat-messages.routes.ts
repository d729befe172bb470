import {
  CHAT_LIMITS,
  CHAT_TEXT,
  ZChatCompanyQuery,
  ZChatIdParams,
  ZChatImage,
  ZChatImageQuery,
  ZChatImageUploadFields,
  ZChatMessage,
  ZChatMessageCreateRequest,
  ZChatMessagesPage,
  ZChatMessagesQuery,
  ZChatMessageUpdateRequest,
  ZChatReactionRequest,
  ZChatReactionResult,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { tooLarge } from '../../http/errors.js';
import { guardCompany, memberOf } from '../../http/guard.js';
import { parseFields, readUploadForm } from '../../http/uploads.js';
import { removeStoredFiles } from '../media/media-files.js';
import { sendStoredFile } from '../media/media-send.js';
import { presentImage } from './chat.presenter.js';
import { findChatImage, uploadChatImage } from './chat-images.js';
import {
  createMessage,
  deleteMessage,
  getMessage,
  listMessages,
  toggleReaction,
  updateMessage,
} from './chat-messages.service.js';

const tags = ['chat'];
const use = { action: 'chat.use' } as const;
const one = { 200: envelope(ZChatMessage) };

/**
 * Spec §7 Chat — get group messages, create, update, delete chat message, toggle reaction — and
 * one message, image upload and image read (paths: decisions.md, Chat — server). Only members of
 * the message's group reach it (policies/chat.ts); everyone else gets 404.
 */
export const chatMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const deps = app.deps;
  const storageError = (log: { warn: (o: object, m: string) => void }) => (err: unknown, key: string) =>
    log.warn({ err, key }, 'a stored file could not be removed');

  app.get(
    '/chat/groups/:id/messages',
    {
      config: { company: 'query', ...use },
      schema: {
        tags,
        summary: 'A page of a group’s messages, newest first by id (before_id pages back)',
        params: ZChatIdParams,
        querystring: ZChatMessagesQuery,
        response: { 200: envelope(ZChatMessagesPage) },
      },
    },
    async (request) => ok(await listMessages(db, memberOf(request), request.params.id, request.query)),
  );

  app.post(
    '/chat/groups/:id/messages',
    {
      config: { company: 'body', ...use },
      schema: {
        tags,
        summary: 'Sends a message (a retry with the same client_id answers the first one)',
        params: ZChatIdParams,
        body: ZChatMessageCreateRequest,
        response: one,
      },
    },
    async (request) =>
      ok(
        await createMessage(deps, memberOf(request), request.params.id, request.body, (err) =>
          request.log.warn({ err }, 'chat notifications could not be written'),
        ),
      ),
  );

  app.get(
    '/chat/messages/:id',
    {
      config: { company: 'query', ...use },
      schema: {
        tags,
        summary: 'One message as the caller sees it (with its shared card)',
        params: ZChatIdParams,
        querystring: ZChatCompanyQuery,
        response: one,
      },
    },
    async (request) => ok(await getMessage(db, memberOf(request), request.params.id)),
  );

  app.put(
    '/chat/messages/:id',
    {
      config: { company: 'body', ...use },
      schema: {
        tags,
        summary: 'Edits the caller’s own message',
        params: ZChatIdParams,
        body: ZChatMessageUpdateRequest,
        response: one,
      },
    },
    async (request) =>
      ok(await updateMessage(deps, memberOf(request), request.params.id, request.body.content)),
  );

  app.delete(
    '/chat/messages/:id',
    {
      config: { company: 'query', ...use },
      schema: {
        tags,
        summary: 'Deletes the caller’s own message, or any in a group the caller manages',
        params: ZChatIdParams,
        querystring: ZChatCompanyQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const keys = await deleteMessage(deps, memberOf(request), request.params.id);
      await removeStoredFiles(storage, keys, storageError(request.log));
      return ok(null, ['chat_message_deleted']);
    },
  );

  app.post(
    '/chat/messages/:id/reactions',
    {
      config: { company: 'body', ...use },
      schema: {
        tags,
        summary: 'Toggles the caller’s reaction with an emoji',
        params: ZChatIdParams,
        body: ZChatReactionRequest,
        response: { 200: envelope(ZChatReactionResult) },
      },
    },
    async (request) =>
      ok(await toggleReaction(deps, memberOf(request), request.params.id, request.body.emoji)),
  );

  const imageTooLarge = () => {
    const text = `${CHAT_TEXT.imageTooLarge}: at most ${Math.floor(CHAT_LIMITS.imageBytes / 1024 / 1024)} MB`;
    return tooLarge(text, { file: [text] });
  };

  app.post(
    '/chat/groups/:id/images',
    {
      // Multipart (file, company_id): the company is checked once the form is read. No
      // Idempotency-Key (its path has an id): a retried upload leaves an unsent image at worst.
      config: { company: 'form', ...use },
      schema: {
        tags,
        summary:
          'Uploads an image to send next (multipart: file, company_id); a message names it as image_id',
        consumes: ['multipart/form-data'],
        params: ZChatIdParams,
        response: { 200: envelope(ZChatImage) },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, {
        maxBytes: CHAT_LIMITS.imageBytes,
        tooLarge: imageTooLarge,
      });
      const fields = parseFields(ZChatImageUploadFields, form.fields);
      const { member } = await guardCompany(request, fields.company_id);
      const row = await uploadChatImage({
        db,
        storage,
        member,
        groupId: request.params.id,
        file: form.file,
        onStorageError: storageError(request.log),
      });
      return ok(presentImage(row));
    },
  );

  app.get(
    '/chat/images/:id',
    {
      config: { company: 'query', ...use },
      schema: {
        tags,
        summary: 'An image of a message (or its thumbnail), for the group’s members',
        params: ZChatIdParams,
        querystring: ZChatImageQuery,
      },
    },
    async (request, reply) => {
      const file = await findChatImage(
        db,
        memberOf(request),
        request.params.id,
        request.query.thumb === 'yes',
      );
      return sendStoredFile({ storage, file, range: request.headers.range, reply });
    },
  );
};
