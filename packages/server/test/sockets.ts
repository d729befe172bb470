import { REALTIME_PATH } from '@teamline/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import type { TestApp } from './harness.js';

/** Makes a test app listen on a free local port (for real sockets) and answers its base URL. */
export async function listen(app: TestApp): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

const opened: Socket[] = [];
afterAll(() => {
  for (const s of opened) s.close();
});

/** A client socket; `auth` carries the bearer token like the web app does. */
export function openSocket(
  url: string,
  opts: { token?: string; cookie?: string; origin?: string } = {},
): Socket {
  const extraHeaders: Record<string, string> = {};
  if (opts.cookie) extraHeaders.cookie = opts.cookie;
  if (opts.origin) extraHeaders.origin = opts.origin;
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(opts.token ? { auth: { token: opts.token } } : {}),
    extraHeaders,
  });
  opened.push(socket);
  return socket;
}

/** Resolves once connected; rejects with the server's refusal message. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

export async function connect(url: string, token: string): Promise<Socket> {
  return connected(openSocket(url, { token }));
}

/** The next `event` on a socket (rejects after `ms`). */
export function nextEvent<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${event}' within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every `event` a socket receives, to assert later that nothing arrived. */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Resolves when the server ends the socket; answers the reason. */
export function disconnected(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
