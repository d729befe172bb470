import http from 'node:http';
import type { ApiErrorBody, Envelope } from '@teamline/shared';
import { REALTIME_PATH } from '@teamline/shared';
import { io, type Socket } from 'socket.io-client';
import { UPSTREAM_HEADER } from './proxy.js';
import { multipart } from './uploads.js';

/**
 * A client of the app over real HTTP and Socket.IO, as the browser reaches it through a proxy:
 * JSON calls, multipart uploads and raw GETs, each optionally pinned to one instance
 * (test/proxy.ts).
 */

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The instance that answered (the proxy's `x-upstream`). */
  upstream: number;
}

export function request(
  url: string,
  opts: {
    method?: string;
    token?: string;
    body?: Buffer;
    contentType?: string;
    upstream?: number;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        agent: false,
        headers: {
          ...(opts.contentType ? { 'content-type': opts.contentType } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.upstream === undefined ? {} : { [UPSTREAM_HEADER]: String(opts.upstream) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            upstream: Number(res.headers[UPSTREAM_HEADER] ?? -1),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

export type JsonAnswer<T> = Omit<Answer, 'body'> & { body: Envelope<T> & ApiErrorBody };

/** The API of one base URL (the proxy's), JSON in and out. */
export function apiClient(base: string) {
  const json = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    opts: { token: string; body?: unknown; query?: Record<string, string | number>; upstream?: number },
  ): Promise<JsonAnswer<T>> => {
    const qs = opts.query
      ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
    const answer = await request(`${base}/api${path}${qs}`, {
      method,
      token: opts.token,
      upstream: opts.upstream,
      ...(opts.body === undefined
        ? {}
        : { body: Buffer.from(JSON.stringify(opts.body)), contentType: 'application/json' }),
    });
    return { ...answer, body: JSON.parse(answer.body.toString()) as Envelope<T> & ApiErrorBody };
  };
  return {
    url: base,
    json,
    /** A multipart form with one file, as the browser's FormData sends it. */
    upload: async <T>(
      path: string,
      opts: {
        token: string;
        fields: Record<string, string>;
        file: { name: string; content: Buffer };
        upstream?: number;
      },
    ): Promise<JsonAnswer<T>> => {
      const { payload, contentType } = multipart(opts.fields, opts.file);
      const answer = await request(`${base}/api${path}`, {
        method: 'POST',
        token: opts.token,
        body: payload,
        contentType,
        upstream: opts.upstream,
      });
      return { ...answer, body: JSON.parse(answer.body.toString()) as Envelope<T> & ApiErrorBody };
    },
    /** A GET of a path the API answered (a media url: /api/...), its bytes as they are. */
    raw: (path: string, opts: { token: string; upstream?: number }) =>
      request(`${base}${path}`, { token: opts.token, upstream: opts.upstream }),
  };
}

/**
 * A WebSocket-only client socket (a round-robin proxy cannot carry long-polling), named in its
 * handshake's query so that the proxy's records tell which instance took it.
 */
export function proxiedSocket(base: string, token: string, name: string): Promise<Socket> {
  const socket = io(base, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
    query: { client: name },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}
