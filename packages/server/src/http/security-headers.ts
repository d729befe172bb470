import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { SCRIPT_LOADER_HASH } from './first-view.js';

/**
 * The browser security headers of every answer (helmet's defaults, this content policy). A server
 * reached over plain http (a self-hosted one on a shop's network, by name or address) does not ask
 * the browser to upgrade its requests to https, which would break every one of them.
 */
export const securityOptions = (appUrl: string): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      ...(appUrl.startsWith('https:') ? {} : { 'upgrade-insecure-requests': null }),
      'default-src': ["'self'"],
      // The one inline script: a server-rendered page's script loader (first-view.ts), by its hash.
      'script-src': ["'self'", SCRIPT_LOADER_HASH],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'media-src': ["'self'", 'data:', 'blob:'],
    },
  },
});

/**
 * The headers helmet sets, worked out once at start: they do not depend on the request (no CSP
 * nonces), and helmet's Fastify plugin would build its middleware, parsing the policy, on every
 * request. Each answer then only copies them.
 */
export function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const res = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as never, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const headers = securityHeaders(securityOptions(appUrl));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
