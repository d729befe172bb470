import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors.js';

/** The largest file an upload takes (the multipart limit of app.ts); larger answers 413. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface UploadForm {
  /** Text fields of a multipart form, or the JSON body's values as sent. */
  fields: Record<string, unknown>;
  file?: { name: string; buffer: Buffer };
}

export const fileTooLarge = () =>
  new AppError(413, `The file is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB can be uploaded`);

/**
 * Reads a multipart form whole: its text fields and its one file (into memory, within the
 * multipart size limit). A request that is not multipart reads as a form without a file.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { fields: {} };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') form.fields = { ...body };
    return form;
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        form.file = { name: part.filename || 'upload', buffer };
      } else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw fileTooLarge();
    if (status && status < 500)
      throw invalid({ file: ['The upload could not be read: choose the file again'] });
    throw err;
  }
  return form;
}
