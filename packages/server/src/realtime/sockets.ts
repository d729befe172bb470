import { fastifyCookie } from '@fastify/cookie';
import { AUTH_COOKIE } from '@teamline/shared';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { Database } from '../db/index.js';
import { findUserByToken } from '../http/tokens.js';
import { chatRoomsOfUser } from './chat-rooms.js';
import { rooms, type SocketRealtime } from './realtime.js';

type Handshake = Socket['handshake'];

interface SocketData {
  userId: number;
  tokenId: number;
  companyIds: number[];
  /** The rooms of the user's chat groups at sign-in (realtime/chat-rooms.ts keeps them after). */
  chatRooms: string[];
  expiresAt: string;
}

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked at the next handshake. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The bearer token of a handshake: `auth.token`, else the browser's session cookie. */
function tokenOf(handshake: Handshake): { token: string; fromCookie: boolean } | null {
  const auth: unknown = handshake.auth;
  if (auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string' && auth.token)
    return { token: auth.token, fromCookie: false };
  const header = handshake.headers.cookie;
  const cookie = header ? fastifyCookie.parse(header)[AUTH_COOKIE] : undefined;
  return cookie ? { token: cookie, fromCookie: true } : null;
}

/** A cookie rides along on any page's socket, so a cookie-only handshake must come from our own origin. */
function sameOrigin(handshake: Handshake): boolean {
  const origin = handshake.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === handshake.headers.host;
  } catch {
    return false;
  }
}

async function tokenExpiry(db: Database, tokenId: number): Promise<string> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('expires_at')
    .where('id', '=', tokenId)
    .executeTakeFirstOrThrow();
  return row.expires_at;
}

async function activeCompanyIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('employees')
    .select('company_id')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .execute();
  return rows.map((r) => r.company_id);
}

/**
 * Serves Socket.IO on the app's HTTP server. A handshake signs in with the bearer token (refused
 * when invalid, expired or revoked); the server alone puts the socket in its rooms: `user:{id}`,
 * `token:{id}` (so logout can end it), `company:{id}` for each active membership and `chat:{id}`
 * for each chat group the user is a member of.
 */
export function registerSockets(app: FastifyInstance, realtime: SocketRealtime): void {
  const { io } = realtime;
  realtime.attach(app.server);

  io.use((socket, next) => {
    const bearer = tokenOf(socket.handshake);
    if (!bearer || (bearer.fromCookie && !sameOrigin(socket.handshake)))
      return next(new Error('unauthorized'));
    findUserByToken({ db: app.deps.db, token: bearer.token })
      .then(async (found) => {
        if (!found) return next(new Error('unauthorized'));
        const data: SocketData = {
          userId: found.user.id,
          tokenId: found.tokenId,
          companyIds: await activeCompanyIds(app.deps.db, found.user.id),
          chatRooms: await chatRoomsOfUser(app.deps.db, found.user.id),
          expiresAt: await tokenExpiry(app.deps.db, found.tokenId),
        };
        socket.data = data;
        next();
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'realtime sign-in failed');
        next(new Error('unavailable'));
      });
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    socket.join([
      rooms.user(data.userId),
      rooms.token(data.tokenId),
      ...data.companyIds.map(rooms.company),
      ...data.chatRooms,
    ]);
    // The session ends when its token expires, even on a socket that never reconnects.
    const left = Date.parse(data.expiresAt) - Date.now();
    if (left < MAX_TIMER_MS) {
      const timer = setTimeout(() => socket.disconnect(true), Math.max(left, 0));
      socket.once('disconnect', () => clearTimeout(timer));
    }
  });

  // Open sockets would hold the HTTP server open: end them before it closes.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
}
