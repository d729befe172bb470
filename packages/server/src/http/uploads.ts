import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldErrors, invalid } from './errors.js';
import { claimIdempotency, formFingerprint } from './idempotency.js';

/** The largest file an upload takes (the multipart limit of app.ts); larger answers 413. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface UploadForm {
  /** Text fields of a multipart form, or the JSON body's values as sent. */
  fields: Record<string, unknown>;
  file?: { name: string; buffer: Buffer };
}

export const fileTooLarge = (maxBytes = MAX_UPLOAD_BYTES) =>
  new AppError(
    413,
    `The file is too large: at most ${Math.floor(maxBytes / 1024 / 1024)} MB can be uploaded`,
  );

/**
 * Reads a multipart form whole: its text fields and its one file (into memory, within the
 * multipart size limit, or `maxBytes`). A request that is not multipart reads as a form without
 * a file.
 */
export async function readUploadForm(
  request: FastifyRequest,
  opts: { maxBytes?: number; tooLarge?: () => AppError } = {},
): Promise<UploadForm> {
  const form: UploadForm = { fields: {} };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') form.fields = { ...body };
    await claimIdempotency(request.server.deps.db, request, formFingerprint(form.fields));
    return form;
  }
  try {
    const limits = opts.maxBytes ? { limits: { fileSize: opts.maxBytes } } : {};
    for await (const part of request.parts(limits)) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        form.file = { name: part.filename || 'upload', buffer };
      } else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw uploadError(err, opts);
  }
  await claimIdempotency(request.server.deps.db, request, formFingerprint(form.fields, form.file));
  return form;
}

/** Texts of a form that could not be read (issue 10: each answered 500 before). */
export const UPLOAD_TEXT = {
  unreadable: 'The upload could not be read: choose the file again',
  oneFile: 'Send one file at a time',
} as const;

/**
 * What went wrong while reading a multipart form, as the client's error it is: a file over the
 * limit is 413; a second file, a body cut short, a missing boundary or something else under a
 * multipart type is 422 on `file`. Only a failure the parser marks as the server's stays a 500.
 */
export function uploadError(err: unknown, opts: { maxBytes?: number; tooLarge?: () => AppError }): unknown {
  if (err instanceof AppError) return err;
  const { statusCode, code } = err as { statusCode?: number; code?: string };
  if (code === 'FST_FILES_LIMIT') return invalid({ file: [UPLOAD_TEXT.oneFile] });
  if (statusCode === 413) return opts.tooLarge?.() ?? fileTooLarge(opts.maxBytes);
  if (statusCode !== undefined && statusCode >= 500) return err;
  return invalid({ file: [UPLOAD_TEXT.unreadable] });
}

/** A form's text fields checked by a schema: zod's issues as the 422 texts per field. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= [issue.message];
  throw invalid(errors);
}
