import type { ApiErrorBody, Envelope } from '@teamline/shared';
import type { TestApp } from './harness.js';

/** A multipart/form-data body with text fields and one file, as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer | string }) {
  const boundary = `----teamline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a file (and fields) through app.inject with an optional bearer token. */
export async function upload<T = unknown>(
  app: TestApp,
  url: string,
  opts: {
    token?: string;
    fields: Record<string, string>;
    file?: { name: string; content: Buffer | string };
    headers?: Record<string, string>;
  },
) {
  const { payload, contentType } = multipart(opts.fields, opts.file);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> & ApiErrorBody, headers: res.headers };
}

/** CSV text from rows of cells (no quoting needed for the test data). */
export const csv = (...rows: string[][]) => `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
