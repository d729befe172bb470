import crypto from 'node:crypto';
import { CHAT_EVENTS, chatRoom, type TImportPreview, type TRealtimeChatMessage } from '@teamline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { chatCalls } from '../../../test/chat.js';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { linkEmployee } from '../../../test/people.js';
import { collect, connect, listen, nextEvent, settle } from '../../../test/sockets.js';
import { csv, upload } from '../../../test/uploads.js';
import { buildApp } from '../../app.js';
import { rooms, SocketRealtime } from '../../realtime/realtime.js';

/**
 * Chat rooms follow changes made to many people at once (realtime/chat-rooms.ts,
 * syncCompanyChatRooms): an employee import moves open sockets in and out of the rooms of the
 * groups their locations and audiences reach — on both instances sharing Redis — without a
 * reconnect. Real socket.io clients; Redis: TEST_REDIS_URL, else redis://127.0.0.1:6379.
 */

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `t${crypto.randomBytes(4).toString('hex')}`;
const one = await buildTestApp({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
const realtimeTwo = await SocketRealtime.create({ redisUrl, redisPrefix: prefix });
const two = await buildApp({ ...one.deps, realtime: realtimeTwo }, { logger: false });
await two.ready();
afterAll(async () => {
  await two.close();
});
const urlOne = await listen(one.app);
const urlTwo = await two.listen({ host: '127.0.0.1', port: 0 });
const { db } = one;

const HEADER = ['name', 'email', 'phone', 'role', 'type', 'locations', 'audiences'];

describe('chat rooms follow an import live', () => {
  it('an import moves people into and out of their groups’ rooms on both instances, no reconnect', async () => {
    const C = await buildMemoCompany(db);
    const X = chatCalls(one.app, C.companyId);
    const north = await X.newGroup(C.adminToken, { name: 'North floor', location_ids: [C.north.id] });
    const cooks = await X.newGroup(C.adminToken, { name: 'Cooks', audience_ids: [C.cooks.id] });
    // The mover works South (socket on the second instance); the leaver works North (first).
    const mover = await buildMember(db, C.companyId);
    const leaver = await buildMember(db, C.companyId);
    await linkEmployee(db, C.companyId, mover.employee.id, { locationIds: [C.south.id] });
    await linkEmployee(db, C.companyId, leaver.employee.id, { locationIds: [C.north.id] });
    const moverSocket = await connect(urlTwo, mover.token);
    const leaverSocket = await connect(urlOne, leaver.token);
    await connect(urlOne, C.north1.token);
    const inRoom = async (groupId: number) => one.deps.realtime.usersInRoom(chatRoom(groupId));
    expect((await inRoom(north.id)).has(mover.user.id)).toBe(false);
    expect((await inRoom(north.id)).has(leaver.user.id)).toBe(true);
    expect((await inRoom(cooks.id)).has(mover.user.id)).toBe(false);

    // The import: the mover now works North and is a cook; the leaver moves South.
    const file = csv(
      HEADER,
      ['Mover', mover.employee.email as string, '', '', '', 'North', 'Cooks'],
      ['Leaver', leaver.employee.email as string, '', '', '', 'South', ''],
    );
    const preview = await upload<TImportPreview>(one.app, '/api/company/employees/upload', {
      token: C.adminToken,
      fields: { company_id: String(C.companyId) },
      file: { name: 'people.csv', content: file },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.content.counts.update).toBe(2);
    const confirmed = await call(one.app, 'POST', '/api/company/employees/upload/confirm', {
      token: C.adminToken,
      body: { company_id: C.companyId, id: preview.body.data.content.id },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await settle();

    expect((await inRoom(north.id)).has(mover.user.id)).toBe(true);
    expect((await inRoom(cooks.id)).has(mover.user.id)).toBe(true);
    expect((await inRoom(north.id)).has(leaver.user.id)).toBe(false);
    // Those who did not change stay where they were.
    expect((await inRoom(north.id)).has(C.north1.user.id)).toBe(true);

    const arrived = nextEvent<TRealtimeChatMessage>(moverSocket, CHAT_EVENTS.messageCreated);
    const leaverHears = collect<TRealtimeChatMessage>(leaverSocket, CHAT_EVENTS.messageCreated);
    const sent = await X.say(C.adminToken, north.id, 'Welcome to North');
    expect((await arrived).message.id).toBe(sent.id);
    const cooksArrived = nextEvent<TRealtimeChatMessage>(moverSocket, CHAT_EVENTS.messageCreated);
    const forCooks = await X.say(C.adminToken, cooks.id, 'Cooks meet at 6');
    expect((await cooksArrived).message.id).toBe(forCooks.id);
    await settle();
    expect(leaverHears).toEqual([]);
  });

  it('an import that deactivates people takes their sockets out of the company room, and one that names them again puts them back', async () => {
    const C = await buildMemoCompany(db);
    const leaver = await buildMember(db, C.companyId);
    await linkEmployee(db, C.companyId, leaver.employee.id, { locationIds: [C.north.id] });
    await connect(urlTwo, leaver.token);
    const inCompany = async () => one.deps.realtime.usersInRoom(rooms.company(C.companyId));
    expect((await inCompany()).has(leaver.user.id)).toBe(true);

    const importFile = async (rows: string[][], missing: boolean) => {
      const preview = await upload<TImportPreview>(one.app, '/api/company/employees/upload', {
        token: C.adminToken,
        fields: { company_id: String(C.companyId), missing_employees: String(missing) },
        file: { name: 'people.csv', content: csv(HEADER, ...rows) },
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const confirmed = await call(one.app, 'POST', '/api/company/employees/upload/confirm', {
        token: C.adminToken,
        body: { company_id: C.companyId, id: preview.body.data.content.id, missing_employees: missing },
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      await settle();
    };
    // Everyone but the leaver is named; the missing are deactivated.
    const staying = await db
      .selectFrom('employees')
      .select(['name', 'email', 'phone'])
      .where('company_id', '=', C.companyId)
      .where('id', '!=', leaver.employee.id)
      .execute();
    const named = staying.map((e) => [e.name, e.email ?? '', e.email ? '' : (e.phone ?? ''), '', '', '', '']);
    await importFile(named, true);
    expect((await inCompany()).has(leaver.user.id)).toBe(false);
    // Named again: reactivated, and back in the room without a reconnect.
    await importFile([['Leaver', leaver.employee.email as string, '', '', '', 'North', '']], false);
    expect((await inCompany()).has(leaver.user.id)).toBe(true);
  });
});
