import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness.js';
import {
  type Answer,
  addEmployees,
  newDataDir,
  type ServerProcess,
  send,
  signInDemoAdmin,
  startServer,
} from './server-process.js';

/**
 * SIGTERM under load (issue 10): fifty requests in flight on fifty keep-alive connections — team
 * pages, CSV downloads, memo details — then SIGTERM. Every request already sent is answered in
 * full, none is reset or refused, and the process exits by itself, well within its grace.
 */

const COMPANY = 1; // the demo company, the first one on a fresh database

let server: ServerProcess | undefined;
const database = await createTestDatabase();
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
});

function load(url: string, token: string, memoId: number, agent: http.Agent): Promise<Answer>[] {
  return Array.from({ length: 50 }, (_, i) => {
    if (i % 5 === 1)
      return send(url, 'POST', '/api/employees/download', { token, agent, body: { company_id: COMPANY } });
    if (i % 5 === 3)
      return send(url, 'GET', `/api/memos/get?company_id=${COMPANY}&id=${memoId}`, { token, agent });
    return send(url, 'GET', `/api/employees?company_id=${COMPANY}&per_page=100&page=${(i % 3) + 1}`, {
      token,
      agent,
    });
  });
}

describe('SIGTERM', () => {
  it('answers every request already received, then exits by itself', async () => {
    const data = { dataDir: newDataDir(), databaseUrl: database?.url };
    server = await startServer(data);
    // A company of some size, so that fifty requests keep the server busy for a while.
    await addEmployees(data, COMPANY, 5_000);
    const { url } = server;
    const token = await signInDemoAdmin(url);
    const memo = await send(url, 'POST', '/api/message/new', {
      token,
      agent: false,
      body: { company_id: COMPANY, title: 'Shift change', content: '<p>New rota.</p>' },
    });
    expect(memo.status, memo.body).toBe(200);
    const memoId = (JSON.parse(memo.body) as { data: { content: { id: number } } }).data.content.id;

    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });

    // SIGTERM as soon as the first answer arrives: the other 49 are still in flight then.
    let signalledAt = 0;
    const inFlight = load(url, token, memoId, agent).map((p) =>
      p
        .then(
          (a) => ({ status: a.status, complete: a.body.length > 0, connection: a.headers.connection }),
          (err: Error & { code?: string }) => ({
            status: 0,
            complete: false,
            connection: err.code ?? err.message,
          }),
        )
        .then((answer) => {
          if (!signalledAt) {
            signalledAt = Date.now();
            server?.child.kill('SIGTERM');
          }
          return { ...answer, afterSignal: Date.now() > signalledAt };
        }),
    );

    const answers = await Promise.all(inFlight);
    const failed = answers.filter((a) => a.status !== 200 || !a.complete);
    expect(failed, JSON.stringify(failed)).toEqual([]);
    expect(answers.filter((a) => a.afterSignal).length).toBeGreaterThan(25);
    // Answers sent once the drain began tell the client the connection ends.
    expect(answers.some((a) => a.connection === 'close')).toBe(true);

    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // Stopped listening: a new connection is refused.
    await expect(send(url, 'GET', '/api/health', { agent: false })).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  }, 120_000);
});
