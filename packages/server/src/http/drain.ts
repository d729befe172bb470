import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown of the HTTP server (issue 10, SIGTERM under load). Node's own `server.close()`
 * also destroys every connection it counts as idle, and a connection the kernel has accepted but
 * whose request Node has not read yet counts as idle: under load those requests were reset. So a
 * drain here:
 *
 * 1. marks the app draining: every answer from now on carries `Connection: close`, so a client
 *    does not send another request on a connection about to end;
 * 2. takes the connections the kernel already queued (turning the loop until a turn brings none,
 *    within a bounded window), then stops listening (without Node's idle-connection sweep);
 * 3. answers every request already received, and ends keep-alive connections once they are idle,
 *    checking after each turn of the loop has read what arrived, until none is left.
 *
 * Fastify's own close (app.close(), afterwards) then finds no connection to cut.
 */

const POLL_MS = 100;
/** How long a drain keeps taking connections already queued (new ones too, if they keep coming). */
const ACCEPT_WINDOW_MS = 3_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Drain {
  readonly draining: boolean;
  /** Stops accepting, answers what was received, closes idle connections; resolves once none is open. */
  drain(opts?: { beforeWait?: () => Promise<void> }): Promise<void>;
}

export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  let accepted = 0;
  app.server.on('connection', () => {
    accepted++;
  });
  // A callback hook, not an async one: every answer passes here, and an async hook costs a promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  return {
    get draining() {
      return draining;
    },
    async drain(opts = {}) {
      if (draining) return;
      draining = true;
      const server = app.server;
      // The kernel has completed connections Node has not accepted yet (their requests sent),
      // and libuv accepts about one per turn of a busy loop: turn until a turn brings none.
      const until = Date.now() + ACCEPT_WINDOW_MS;
      let seen = -1;
      while (seen !== accepted && Date.now() < until) {
        seen = accepted;
        await nextTurn();
        await nextTurn();
      }
      const closed = server.listening
        ? new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
        : Promise.resolve();
      // Open WebSockets are connections too: their owner ends them (realtime closes its engine).
      await opts.beforeWait?.();
      let done = false;
      void closed.then(() => {
        done = true;
      });
      while (!done) {
        // After a timer, a poll phase reads what arrived before the sweep (in the check phase)
        // runs, so a request already on the wire makes its connection busy, not idle.
        await after(POLL_MS);
        await nextTurn();
        if (!done) server.closeIdleConnections();
      }
    },
  };
}
