import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fairTurns, registerFairTurns } from './fair-turns.js';

/** One turn of the event loop: what a turn scheduled before this call has started has run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Keeps the CPU busy, as a request answered synchronously by SQLite does. */
const burn = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('fair turns', () => {
  it('starts requests in the order they came, the others a turn each once a turn has spent its budget', async () => {
    const admit = fairTurns(0);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) admit(() => started.push(name));
    expect(started).toEqual(['a']);
    await turn();
    expect(started).toEqual(['a', 'b']);
    // One that comes now waits behind the one already waiting.
    admit(() => started.push('d'));
    expect(started).toEqual(['a', 'b']);
    await turn();
    expect(started).toEqual(['a', 'b', 'c']);
    await turn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts cheap requests at once while the turn has budget left, and the rest on the next turn', async () => {
    const admit = fairTurns(20);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) admit(() => started.push(name));
    expect(started).toEqual(['a', 'b', 'c']);
    admit(() => {
      started.push('slow');
      burn(25);
    });
    admit(() => started.push('late'));
    expect(started).toEqual(['a', 'b', 'c', 'slow']);
    await turn();
    expect(started).toEqual(['a', 'b', 'c', 'slow', 'late']);
  });

  it('is idle once the queue is empty: the next request starts at once', async () => {
    const admit = fairTurns(0);
    const started: string[] = [];
    admit(() => started.push('a'));
    admit(() => started.push('b'));
    await turn();
    await turn();
    await turn();
    admit(() => started.push('c'));
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('answers every request of a burst, in arrival order, through the app hook', async () => {
    const app = Fastify();
    registerFairTurns(app, 0);
    const handled: number[] = [];
    app.get<{ Querystring: { n: string } }>('/work', async (request) => {
      handled.push(Number(request.query.n));
      burn(1);
      return { n: Number(request.query.n) };
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => app.inject({ method: 'GET', url: `/work?n=${n}` })),
    );
    expect(answers.map((a) => a.json<{ n: number }>().n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(handled).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await app.close();
  });
});
