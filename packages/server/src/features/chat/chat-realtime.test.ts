import crypto from 'node:crypto';
import {
  CHAT_EVENTS,
  chatRoom,
  type TRealtimeChatGroup,
  type TRealtimeChatMessage,
  type TRealtimeChatMessageDeleted,
  type TRealtimeChatReaction,
  type TRealtimeChatRead,
} from '@teamline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/bullmq.js';
import { chatCalls } from '../../../test/chat.js';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { linkEmployee } from '../../../test/people.js';
import { collect, connect, listen, nextEvent, settle } from '../../../test/sockets.js';
import { buildApp } from '../../app.js';
import { SocketRealtime } from '../../realtime/realtime.js';

/**
 * Chat over real socket.io clients: rooms `chat:{id}` hold the members' sockets only; events
 * after the commit; membership changes move sockets; two instances sharing Redis (and one
 * database) deliver across. Redis: TEST_REDIS_URL, else redis://127.0.0.1:6379 (as in CI).
 */

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `t${crypto.randomBytes(4).toString('hex')}`;
const one = await buildTestApp({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
// A second instance on the same database, its own Socket.IO server on the same Redis.
const realtimeTwo = await SocketRealtime.create({ redisUrl, redisPrefix: prefix });
const two = await buildApp({ ...one.deps, realtime: realtimeTwo }, { logger: false });
await two.ready();
afterAll(async () => {
  await two.close();
});
const urlOne = await listen(one.app);
const urlTwo = await two.listen({ host: '127.0.0.1', port: 0 });
const { db } = one;
const C = await buildMemoCompany(db);
const X = chatCalls(one.app, C.companyId);

describe('chat live', () => {
  it('members’ sockets get messages, edits, reactions, reads and deletions; others get nothing', async () => {
    const g = await X.newGroup(C.manager.token, { name: 'Live', location_ids: [C.north.id] });
    const n2 = await connect(urlOne, C.north2.token);
    const s1 = await connect(urlOne, C.south1.token);
    const stray = collect(s1, CHAT_EVENTS.messageCreated);
    const created = nextEvent<TRealtimeChatMessage>(n2, CHAT_EVENTS.messageCreated);
    const m = await X.say(C.north1.token, g.id, 'hello live');
    expect((await created).message).toMatchObject({ id: m.id, content: 'hello live', shared: null });
    const updated = nextEvent<TRealtimeChatMessage>(n2, CHAT_EVENTS.messageUpdated);
    await X.edit(C.north1.token, m.id, 'hello again');
    expect((await updated).message.content).toBe('hello again');
    const reaction = nextEvent<TRealtimeChatReaction>(n2, CHAT_EVENTS.reaction);
    await X.react(C.manager.token, m.id, '🎉');
    expect(await reaction).toMatchObject({
      chat_message_id: m.id,
      added: true,
      message_employee_id: C.north1.employee.id,
      reactions: [{ emoji: '🎉', count: 1, employee_ids: [C.manager.employee.id] }],
    });
    const read = nextEvent<TRealtimeChatRead>(n2, CHAT_EVENTS.read);
    await X.read(C.manager.token, g.id);
    expect(await read).toMatchObject({ employee_id: C.manager.employee.id, last_read_message_id: m.id });
    const deleted = nextEvent<TRealtimeChatMessageDeleted>(n2, CHAT_EVENTS.messageDeleted);
    await X.remove(C.north1.token, m.id);
    expect((await deleted).id).toBe(m.id);
    await settle();
    expect(stray).toEqual([]);
  });

  it('a member with a socket in the room gets no CHAT notification; an offline one does', async () => {
    const g = await X.newGroup(C.manager.token, { name: 'Tray', location_ids: [C.north.id] });
    const n2 = await connect(urlOne, C.north2.token);
    const arrived = nextEvent(n2, CHAT_EVENTS.messageCreated);
    await X.say(C.north1.token, g.id, 'who is here?');
    await arrived;
    const rows = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'CHAT')
      .where('type_id', '=', g.id)
      .execute();
    const users = rows.map((r) => r.user_id);
    expect(users).toContain(C.manager.user.id);
    expect(users).not.toContain(C.north2.user.id);
  });

  it('sockets follow membership: a new group, a retarget, an employee’s move and a deletion', async () => {
    // A person of their own: they move to North below, and other tests count on South1 staying south.
    const mover = await buildMember(db, C.companyId);
    await linkEmployee(db, C.companyId, mover.employee.id, { locationIds: [C.south.id] });
    const s1 = await connect(urlOne, mover.token);
    const told = nextEvent<TRealtimeChatGroup>(s1, CHAT_EVENTS.groupChanged);
    const g = await X.newGroup(C.adminToken, { name: 'Moves', recipient_ids: [mover.employee.id] });
    expect(await told).toMatchObject({ chat_group_id: g.id, change: 'created' });
    // Their socket joins the room (through Redis: the adapter's join is asynchronous).
    const inRoom = async () => (await one.deps.realtime.usersInRoom(chatRoom(g.id))).has(mover.user.id);
    await waitFor(inRoom, 5_000, 'the socket in the new group’s room');
    const first = nextEvent<TRealtimeChatMessage>(s1, CHAT_EVENTS.messageCreated);
    await X.say(C.adminToken, g.id, 'welcome');
    expect((await first).message.content).toBe('welcome');
    // Retargeted away: South1 leaves the room and hears nothing more.
    const removed = nextEvent<TRealtimeChatGroup>(s1, CHAT_EVENTS.groupChanged);
    await call(one.app, 'PUT', `/api/chat/groups/${g.id}`, {
      token: C.adminToken,
      body: X.body({ recipient_ids: [], location_ids: [C.north.id] }),
    });
    expect((await removed).change).toBe('removed');
    const after = collect<TRealtimeChatMessage>(s1, CHAT_EVENTS.messageCreated);
    await X.say(C.adminToken, g.id, 'not for south');
    await settle();
    expect(after).toEqual([]);
    // South1 moves to North through the employee API: their socket joins the room.
    const moved = await call(one.app, 'POST', '/api/company/employee', {
      token: C.adminToken,
      body: { company_id: C.companyId, id: mover.employee.id, location_ids: [C.north.id] },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await waitFor(inRoom, 5_000, 'the moved socket in the room');
    const back = nextEvent<TRealtimeChatMessage>(s1, CHAT_EVENTS.messageCreated);
    await X.say(C.adminToken, g.id, 'welcome back');
    expect((await back).message.content).toBe('welcome back');
    // Deleted: out of the room.
    await call(one.app, 'DELETE', `/api/chat/groups/${g.id}`, { token: C.adminToken, query: X.q() });
    await settle();
    expect(await one.deps.realtime.usersInRoom(chatRoom(g.id))).toEqual(new Set());
  });

  it('a message sent through one instance reaches members connected to the other (Redis)', async () => {
    const g = await X.newGroup(C.manager.token, { name: 'Across', location_ids: [C.north.id] });
    const remote = await connect(urlTwo, C.north2.token);
    const local = await connect(urlOne, C.north1.token);
    expect((await one.deps.realtime.usersInRoom(chatRoom(g.id))).has(C.north2.user.id)).toBe(true);
    const there = nextEvent<TRealtimeChatMessage>(remote, CHAT_EVENTS.messageCreated);
    const here = nextEvent<TRealtimeChatMessage>(local, CHAT_EVENTS.messageCreated);
    const m = await X.say(C.manager.token, g.id, 'across instances');
    expect((await there).message.id).toBe(m.id);
    expect((await here).message.id).toBe(m.id);
    // Nobody online on either instance is notified.
    const rows = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'CHAT')
      .where('type_id', '=', g.id)
      .execute();
    expect(rows.map((r) => r.user_id)).not.toContain(C.north2.user.id);
    expect(rows.map((r) => r.user_id)).not.toContain(C.north1.user.id);
  });
});
