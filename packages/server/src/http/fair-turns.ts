import type { FastifyInstance } from 'fastify';

/**
 * Requests are taken up in the order they arrived, a turn of the event loop at a time (issues 16
 * and 18: the pages' p99 under load; docs/decisions.md, "Requests in arrival order").
 *
 * Node reads every socket that is ready at once, then runs each request it found: with the reads
 * answered synchronously by SQLite, each to its end. At 50 busy connections, p99 was twice p50
 * for any route, whatever it did (docs/performance.md, "The latency floor of one Node.js
 * process"): requests were not taken up in the order they came. Here a turn starts requests
 * until it has spent TURN_BUDGET_MS on them; the others wait in a queue, first come first
 * started, and the loop reads what arrived before it starts the next. Every request then waits
 * about as long as any other, for the same throughput, and cheap requests still run many a turn.
 *
 * A request waiting on I/O (PostgreSQL, a file, a provider) does not hold the queue: it has
 * started, and the next one starts beside it. An idle server starts a request at once.
 */
export const TURN_BUDGET_MS = 1;

/**
 * The admission of requests: `admit(start)` calls `start` now, or once those before it have
 * started and the turn has room. Turns are the event loop's: a new one begins once the loop has
 * read what arrived (a `setImmediate`, run after the poll for I/O).
 */
export function fairTurns(budgetMs = TURN_BUDGET_MS): (start: () => void) => void {
  const waiting: Array<() => void> = [];
  /**
   * When the current turn started its first request, the next turn being scheduled from then on;
   * -1 before it has started one (and no next turn is scheduled).
   */
  let turnStart = -1;
  // Scheduled before the request runs, so that nothing it throws stops the queue.
  const startFirst = () => {
    if (turnStart < 0) {
      turnStart = performance.now();
      setImmediate(nextTurn);
    }
    (waiting.shift() as () => void)();
  };
  // A new turn, which starts the first in line.
  const nextTurn = () => {
    turnStart = -1;
    if (waiting.length > 0) startFirst();
  };
  // Each comes behind those already waiting; while the turn has budget left, the first in line starts.
  return (start) => {
    waiting.push(start);
    if (turnStart < 0 || performance.now() - turnStart < budgetMs) startFirst();
  };
}

export function registerFairTurns(app: FastifyInstance, budgetMs = TURN_BUDGET_MS): void {
  const admit = fairTurns(budgetMs);
  app.addHook('onRequest', (_request, _reply, done) => admit(done));
}
