import crypto from 'node:crypto';
import { AUTH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@teamline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.js';
import { AppError, unauthenticated } from './errors.js';
import { findUserByToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null on a public route called without a token. */
    user: UserRow | null;
    tokenId: number | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A fresh XSRF token: 122 random bits as 32 hex digits. From `randomUUID`, which draws on a batch
 * of random bytes it keeps, where `randomBytes(16)` asked the system for each one: that was 9 % of
 * the CPU of a request without cookies (docs/performance.md, "What every request paid").
 */
function xsrfToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

function bearerOf(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), fromCookie: false };
  const cookie = request.cookies[AUTH_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : null;
}

/** The signed-in user of a route that requires one. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Resolves the bearer token on every /api request, refuses protected routes without one (401),
 * and checks the XSRF double-submit when the session rides on the cookie alone.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerOf(request);
    // Hand the browser an XSRF token to echo on writes; a client sending its bearer header has
    // no use for one (it is only checked when the session rides on the cookie).
    if (!request.cookies[XSRF_COOKIE] && !(bearer && !bearer.fromCookie)) {
      reply.setCookie(XSRF_COOKIE, xsrfToken(), { path: '/', sameSite: 'lax' });
    }
    if (bearer) {
      if (bearer.fromCookie && !SAFE_METHODS.has(request.method)) {
        const header = request.headers[XSRF_HEADER.toLowerCase()];
        if (!header || header !== request.cookies[XSRF_COOKIE])
          throw new AppError(419, 'CSRF token mismatch');
      }
      const found = await findUserByToken({ db: app.deps.db, token: bearer.token });
      if (found) {
        request.user = found.user;
        request.tokenId = found.tokenId;
      }
    }
    if (!request.user && !request.routeOptions.config.public) throw unauthenticated();
  });
}
