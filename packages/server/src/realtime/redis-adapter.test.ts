import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { connect, disconnected, listen, nextEvent } from '../../test/sockets.js';

/**
 * Two instances on one Redis: TEST_REDIS_URL, else redis://127.0.0.1:6379 (as in CI). A Redis
 * that is down fails this file; it is never left out.
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('realtime over the Redis adapter', async () => {
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: `t${crypto.randomBytes(4).toString('hex')}` };
  const one = await buildTestApp(env);
  const two = await buildTestApp(env);
  const urlTwo = await listen(two.app);
  await listen(one.app);

  it('an event published on one instance reaches a socket connected to the other', async () => {
    const team = await buildCompany(two.db, 'Redis Co');
    const socket = await connect(urlTwo, team.adminToken);
    const toUser = nextEvent(socket, 'ping.user');
    one.deps.realtime.publishToUsers([team.admin.id], 'ping.user', { from: 'one' });
    expect(await toUser).toEqual({ from: 'one' });
    const toCompany = nextEvent(socket, 'ping.company');
    one.deps.realtime.publishToCompany(team.company.id, 'ping.company', 42);
    expect(await toCompany).toBe(42);
  });

  it('ending a session on one instance ends its socket on the other', async () => {
    const team = await buildCompany(two.db, 'Redis Logout Co');
    const socket = await connect(urlTwo, team.adminToken);
    const [server] = await two.deps.realtime.io.in(`user:${team.admin.id}`).fetchSockets();
    const tokenRoom = [...(server?.rooms ?? [])].find((r) => r.startsWith('token:')) as string;
    const ended = disconnected(socket);
    one.deps.realtime.disconnectToken(Number(tokenRoom.slice('token:'.length)));
    expect(await ended).toBe('io server disconnect');
  });
});
