import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  REALTIME_ACTIVITY_TIMEOUT_MS,
  REALTIME_PATH,
  REALTIME_PONG_TIMEOUT_MS,
  REALTIME_UNAVAILABLE_TIMEOUT_MS,
} from '@teamline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

/** What services see: publish to people, never to sockets. Call only after the data is committed. */
export interface Realtime {
  publishToUsers(userIds: readonly number[], event: string, payload: unknown): void;
  publishToCompany(companyId: number, event: string, payload: unknown): void;
  /** Ends the sockets opened with one token (logout), on every instance. */
  disconnectToken(tokenId: number): void;
  /** Ends every socket of a user (all sessions revoked, e.g. after a password reset). */
  disconnectUser(userId: number): void;
  /** Puts a user's open sockets in a company's room once they become a member. */
  joinCompany(userId: number, companyId: number): void;
  /** Takes a user's open sockets out of a company's room (deleted or deactivated). */
  leaveCompany(userId: number, companyId: number): void;
  /** Sends to every socket in a room (a chat group's members: `chat:{id}`). */
  publishToRoom(room: string, event: string, payload: unknown): void;
  /** Puts users' open sockets in rooms (a chat group's, once they are members). */
  joinRooms(userIds: readonly number[], roomNames: readonly string[]): void;
  /** Takes users' open sockets out of rooms (no longer members). */
  leaveRooms(userIds: readonly number[], roomNames: readonly string[]): void;
  /** The users with a socket in a room now, on every instance (who is online in a chat group). */
  usersInRoom(room: string): Promise<Set<number>>;
  /** The rooms a user's open sockets are in, on every instance. */
  roomsOfUser(userId: number): Promise<Set<string>>;
}

/** The rooms a socket can be in; only the server puts sockets in them. */
export const rooms = {
  user: (id: number) => `user:${id}`,
  company: (id: number) => `company:${id}`,
  token: (id: number) => `token:${id}`,
  chat: (groupId: number) => `chat:${groupId}`,
};

/** Socket.IO behind the Realtime interface: in-process, or over Redis when a URL is given. */
export class SocketRealtime implements Realtime {
  readonly io: Server;
  private readonly redis: Redis[];
  private closing: Promise<void> | undefined;

  private constructor(io: Server, redis: Redis[]) {
    this.io = io;
    this.redis = redis;
  }

  static async create(opts: {
    redisUrl?: string | undefined;
    redisPrefix?: string;
    log?: FastifyBaseLogger | null;
  }): Promise<SocketRealtime> {
    const io = new Server({
      path: REALTIME_PATH,
      serveClient: false,
      pingInterval: REALTIME_ACTIVITY_TIMEOUT_MS,
      pingTimeout: REALTIME_PONG_TIMEOUT_MS,
      connectTimeout: REALTIME_UNAVAILABLE_TIMEOUT_MS,
    });
    if (!opts.redisUrl) return new SocketRealtime(io, []);
    const pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      // ioredis reconnects by itself: say so once per outage, not at every retry.
      let down = false;
      client.on('ready', () => {
        down = false;
      });
      client.on('error', (err: Error) => {
        if (down) return;
        down = true;
        if (opts.log) opts.log.warn({ err }, 'Redis (realtime) unreachable; reconnecting');
        else process.emitWarning(`Redis (realtime) unreachable; reconnecting: ${err.message}`);
      });
    }
    try {
      await Promise.all([pub.ping(), sub.ping()]);
    } catch (err) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`REDIS_URL is set but Redis does not answer: ${(err as Error).message}`);
    }
    io.adapter(createAdapter(pub, sub, { key: `${opts.redisPrefix ?? 'teamline'}:socket.io` }));
    return new SocketRealtime(io, [pub, sub]);
  }

  /** Serves sockets on the HTTP server of the app (same port and origin as the API). */
  attach(server: http.Server): void {
    this.io.attach(server);
  }

  publishToUsers(userIds: readonly number[], event: string, payload: unknown): void {
    if (userIds.length === 0) return;
    this.io.to(userIds.map(rooms.user)).emit(event, payload);
  }

  publishToCompany(companyId: number, event: string, payload: unknown): void {
    this.io.to(rooms.company(companyId)).emit(event, payload);
  }

  disconnectToken(tokenId: number): void {
    this.io.in(rooms.token(tokenId)).disconnectSockets(true);
  }

  disconnectUser(userId: number): void {
    this.io.in(rooms.user(userId)).disconnectSockets(true);
  }

  joinCompany(userId: number, companyId: number): void {
    this.io.in(rooms.user(userId)).socketsJoin(rooms.company(companyId));
  }

  leaveCompany(userId: number, companyId: number): void {
    this.io.in(rooms.user(userId)).socketsLeave(rooms.company(companyId));
  }

  publishToRoom(room: string, event: string, payload: unknown): void {
    this.io.to(room).emit(event, payload);
  }

  joinRooms(userIds: readonly number[], roomNames: readonly string[]): void {
    if (userIds.length === 0 || roomNames.length === 0) return;
    this.io.in(userIds.map(rooms.user)).socketsJoin([...roomNames]);
  }

  leaveRooms(userIds: readonly number[], roomNames: readonly string[]): void {
    if (userIds.length === 0 || roomNames.length === 0) return;
    this.io.in(userIds.map(rooms.user)).socketsLeave([...roomNames]);
  }

  async usersInRoom(room: string): Promise<Set<number>> {
    const sockets = await this.io.in(room).fetchSockets();
    const users = new Set<number>();
    for (const s of sockets) {
      const userId: unknown = (s.data as { userId?: unknown } | undefined)?.userId;
      if (typeof userId === 'number') users.add(userId);
    }
    return users;
  }

  async roomsOfUser(userId: number): Promise<Set<string>> {
    const sockets = await this.io.in(rooms.user(userId)).fetchSockets();
    return new Set(sockets.flatMap((s) => [...s.rooms]));
  }

  /** Open Socket.IO connections on this instance (metrics). */
  get connectedCount(): number {
    return this.io.engine?.clientsCount ?? 0;
  }

  /** Whether Redis answers a PING within `timeoutMs` (readiness); null without Redis. */
  async redisReachable(timeoutMs = 1000): Promise<boolean | null> {
    if (this.redis.length === 0) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const pings = Promise.all(this.redis.map((r) => r.ping())).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([pings, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Shutdown: closes this instance's connections (before the HTTP server closes), then the Redis
   * links. Clients see a dropped transport, not a server disconnect, so they reconnect to the
   * next instance.
   */
  close(): Promise<void> {
    // Once: a graceful shutdown closes it before the HTTP server's drain, then app.close() again.
    this.closing ??= (async () => {
      this.io.engine?.close();
      await this.io.of('/').adapter.close();
      await Promise.all(this.redis.map((r) => r.quit().catch(() => r.disconnect())));
    })();
    return this.closing;
  }
}
