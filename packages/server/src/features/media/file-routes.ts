import { MEDIA_TEXT } from '@teamline/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound, tooLarge } from '../../http/errors.js';
import { guardCompany, memberOf } from '../../http/guard.js';
import { parseFields, readUploadForm, type UploadForm } from '../../http/uploads.js';
import type { Action } from '../../policies/actions.js';
import type { Member } from '../../policies/member.js';
import { sendStoredFile } from './media-send.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A stored file a GET answers: its bytes, or its WebP thumbnail with thumb=yes. */
export interface StoredFileRow {
  storage_key: string;
  thumb_key: string | null;
  mime: string;
  size: number;
  original_filename: string;
}

/** A route of the factory: its method and path under the prefix, and what the API docs say of it. */
interface FileRoute<K extends string> {
  key: K;
  method: 'PUT' | 'POST' | 'DELETE';
  path: string;
  summary: string;
}

/** The warning a file that could not be removed from storage leaves (the record goes anyway). */
export const storageError = (log: FastifyBaseLogger) => (err: unknown, key: string) =>
  log.warn({ err, key }, 'a stored file could not be removed');

/**
 * The file routes of a record that holds memo files (templates, template sends): attach
 * (multipart: file plus the fields; the company is checked from the form), detach (JSON body)
 * and GET one (bytes or thumbnail, with ranges). Each feature finds its record and does the
 * work; the factory reads the form, checks the company, answers 413 with the size limit, and
 * streams the file.
 */
export function fileRoutes<
  AttachKey extends string,
  DetachKey extends string,
  Fields extends z.ZodType<{ company_id: number }>,
  Detach extends z.ZodType,
  Read extends z.ZodType<{ thumb: 'yes' | 'no' }>,
>(
  app: App,
  opts: {
    prefix: string;
    tags: string[];
    action: Action;
    maxBytes: number;
    /** The response schema of attach and detach (the record). */
    response: z.ZodType;
    attach: {
      routes: readonly FileRoute<AttachKey>[];
      fields: Fields;
      handle: (args: {
        key: AttachKey;
        member: Member;
        fields: z.output<Fields>;
        file: UploadForm['file'];
        log: FastifyBaseLogger;
      }) => Promise<unknown>;
    };
    detach: {
      routes: readonly FileRoute<DetachKey>[];
      body: Detach;
      handle: (args: {
        key: DetachKey;
        member: Member;
        body: z.output<Detach>;
        log: FastifyBaseLogger;
      }) => Promise<unknown>;
    };
    read: {
      summary: string;
      query: Read;
      find: (member: Member, query: z.output<Read>) => Promise<StoredFileRow>;
    };
  },
): void {
  const { tags, action, maxBytes, response } = opts;
  const fileTooLarge = () => {
    const text = `${MEDIA_TEXT.fileTooLarge}: at most ${Math.floor(maxBytes / 1024 / 1024)} MB`;
    return tooLarge(text, { file: [text] });
  };

  for (const route of opts.attach.routes) {
    app.route({
      method: route.method,
      url: `${opts.prefix}/${route.path}`,
      config: { company: 'form', action, idempotent: true },
      schema: {
        tags,
        summary: route.summary,
        consumes: ['multipart/form-data'],
        response: { 200: response },
      },
      handler: async (request: FastifyRequest) => {
        const form = await readUploadForm(request, { maxBytes, tooLarge: fileTooLarge });
        const fields = parseFields(opts.attach.fields, form.fields);
        const { member } = await guardCompany(request, fields.company_id);
        return opts.attach.handle({ key: route.key, member, fields, file: form.file, log: request.log });
      },
    });
  }

  for (const route of opts.detach.routes) {
    app.route({
      method: route.method,
      url: `${opts.prefix}/${route.path}`,
      config: { company: 'body', action },
      schema: { tags, summary: route.summary, body: opts.detach.body, response: { 200: response } },
      handler: async (request) =>
        opts.detach.handle({
          key: route.key,
          member: memberOf(request),
          body: request.body as z.output<Detach>,
          log: request.log,
        }),
    });
  }

  app.get(
    `${opts.prefix}/media`,
    {
      config: { company: 'query', action },
      schema: { tags, summary: opts.read.summary, querystring: opts.read.query },
    },
    async (request, reply) => {
      const query = request.query as z.output<Read>;
      const file = await opts.read.find(memberOf(request), query);
      const thumb = query.thumb === 'yes';
      const key = thumb ? file.thumb_key : file.storage_key;
      if (!key) throw notFound('File not found');
      return sendStoredFile({
        storage: app.deps.storage,
        file: {
          key,
          mime: thumb ? 'image/webp' : file.mime,
          size: thumb ? null : Number(file.size),
          filename: file.original_filename,
        },
        range: request.headers.range,
        reply,
      });
    },
  );
}
