import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AUTH_COOKIE, LOCALE_COOKIE, VIEWER_ZONE_COOKIE } from '@teamline/shared';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';
import { loadFirstViews } from './first-view.js';

/**
 * The built web app at `webDist`: its files, and every other non-API path answered by index.html
 * (client-side routes), with the page's first view in it where the server renders one
 * (first-view.ts). Nothing is registered when the folder has no build.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return;
  // serve: false: every file goes through the route below and its cache policy (hashed assets for
  // a year). preCompressed: the build writes .br and .gz beside each script and stylesheet
  // (vite.config.ts), sent to browsers that accept them.
  await app.register(fastifyStatic, { root: webDist, serve: false, index: false, preCompressed: true });
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const firstViews = loadFirstViews(app, webDist, indexHtml);
  app.addHook('onListen', (done) => {
    firstViews?.warm();
    done();
  });
  // The server's own module (dist/server) is not a file of the web app.
  const serverEntryDir = path.join(webDist, 'server');

  app.get('/*', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '');
    if (urlPath.startsWith('/api/')) return sendError(reply, 404, { message: `No route for GET ${urlPath}` });
    const file = path.join(webDist, urlPath);
    const isAppFile = file.startsWith(webDist) && !file.startsWith(serverEntryDir);
    if (isAppFile && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const hashed = urlPath.startsWith('/assets/');
      return reply.sendFile(path.relative(webDist, file), { maxAge: hashed ? '1y' : 0, immutable: hashed });
    }
    reply.type('text/html').header('cache-control', 'no-cache');
    // The page is rendered for its path and query; its links are relative, so the origin is any.
    const url = `http://localhost${request.url}`;
    const token = request.cookies[AUTH_COOKIE];
    const locale = request.cookies[LOCALE_COOKIE];
    const zone = request.cookies[VIEWER_ZONE_COOKIE];
    const page = await firstViews?.page(url, locale, token ? { token, ip: request.ip, zone } : undefined);
    // A signed-in page carries its user's data: kept by no cache, shared or the browser's own.
    if (page && token) reply.header('cache-control', 'private, no-store');
    return reply.send(page ?? indexHtml);
  });
}
