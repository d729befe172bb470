import crypto from 'node:crypto';
import type { TChatMessage } from '@teamline/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chatCalls } from '../../../test/chat.js';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, newMemo } from '../../../test/memos.js';
import { linkEmployee } from '../../../test/people.js';
import { upload } from '../../../test/uploads.js';

/** Chat routes (decisions.md, Chat — server), on the database the run names. */

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const X = chatCalls(app, C.companyId);
const northGroup = () => X.newGroup(C.manager.token, { name: 'North crew', location_ids: [C.north.id] });

describe('chat groups', () => {
  it('a group reaches its location now, and its creator; nobody else sees it', async () => {
    const g = await northGroup();
    expect(g).toMatchObject({
      name: 'North crew',
      location_ids: [C.north.id],
      is_private: false,
      can_manage: true,
    });
    const north = await db
      .selectFrom('employee_locations')
      .select('employee_id')
      .where('location_id', '=', C.north.id)
      .execute();
    expect(g.member_count).toBe(north.length);
    const listed = await X.groups(C.north1.token);
    expect(listed.body.data.content.groups.map((x) => x.id)).toContain(g.id);
    expect((await X.group(C.south1.token, g.id)).status).toBe(404);
    expect((await X.messages(C.south1.token, g.id)).status).toBe(404);
    expect((await X.send(C.south1.token, g.id, { content: 'hi' })).status).toBe(404);
    expect((await X.groups(C.south1.token)).body.data.content.groups.map((x) => x.id)).not.toContain(g.id);
    // Membership follows targeting: South1 moves to North and is in.
    const mover = await buildMember(db, C.companyId);
    expect((await X.group(mover.token, g.id)).status).toBe(404);
    await linkEmployee(db, C.companyId, mover.employee.id, { locationIds: [C.north.id] });
    expect((await X.group(mover.token, g.id)).status).toBe(200);
  });

  it('an employee may not make a group; a manager only within reach; a member may not manage', async () => {
    expect((await X.create(C.north1.token, { location_ids: [C.north.id] })).status).toBe(403);
    expect((await X.create(C.manager.token, { location_ids: [C.south.id] })).status).toBe(422);
    expect((await X.create(C.manager.token, {})).status).toBe(422);
    const g = await northGroup();
    const put = (token: string) =>
      call(app, 'PUT', `/api/chat/groups/${g.id}`, { token, body: X.body({ name: 'Renamed' }) });
    expect((await put(C.north1.token)).status).toBe(403);
    const otherManager = await buildMember(db, C.companyId, 'manager');
    expect((await put(otherManager.token)).status).toBe(404);
    await linkEmployee(db, C.companyId, otherManager.employee.id, { locationIds: [C.north.id] });
    expect((await put(otherManager.token)).status).toBe(403);
    const renamed = await put(C.manager.token);
    expect(renamed.status).toBe(200);
    expect((await put(C.adminToken)).status).toBe(200);
    const del = await call(app, 'DELETE', `/api/chat/groups/${g.id}`, { token: C.adminToken, query: X.q() });
    expect(del.status).toBe(200);
    expect((await X.group(C.north1.token, g.id)).status).toBe(404);
  });

  it('retargeting moves people in and out', async () => {
    const g = await northGroup();
    const res = await call<{ member_count: number; recipient_ids: number[] }>(
      app,
      'PUT',
      `/api/chat/groups/${g.id}`,
      { token: C.adminToken, body: X.body({ location_ids: [], recipient_ids: [C.south1.employee.id] }) },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.content.recipient_ids).toEqual([C.south1.employee.id]);
    expect((await X.group(C.south1.token, g.id)).status).toBe(200);
    expect((await X.group(C.north1.token, g.id)).status).toBe(404);
  });

  it('a private conversation is its two people’s alone, and the same pair gets the same one', async () => {
    const a = await X.openPrivate(C.north1.token, C.north2.employee.id);
    expect(a.status).toBe(200);
    expect(a.body.data.content).toMatchObject({ is_private: true, can_manage: false, member_count: 2 });
    expect(a.body.data.content.name).toBe(C.north2.employee.name);
    const b = await X.openPrivate(C.north2.token, C.north1.employee.id);
    expect(b.body.data.content.id).toBe(a.body.data.content.id);
    expect(b.body.data.content.name).toBe(C.north1.employee.name);
    const id = a.body.data.content.id;
    for (const token of [C.manager.token, C.adminToken, C.south1.token]) {
      expect((await X.group(token, id)).status).toBe(404);
      expect((await X.messages(token, id)).status).toBe(404);
    }
    expect(
      (await call(app, 'DELETE', `/api/chat/groups/${id}`, { token: C.adminToken, query: X.q() })).status,
    ).toBe(404);
    expect((await X.openPrivate(C.north1.token, C.north1.employee.id)).status).toBe(422);
    // A manager chats privately only with their own people (the Team list's rule).
    expect((await X.openPrivate(C.manager.token, C.south1.employee.id)).status).toBe(404);
    expect((await X.openPrivate(C.south1.token, C.manager.employee.id)).status).toBe(200);
  });
});

describe('chat messages', () => {
  it('sends, retries without duplicating, counts unread, reads, and shows receipts', async () => {
    const g = await northGroup();
    const clientId = crypto.randomUUID();
    const first = await X.send(C.north1.token, g.id, {
      client_id: clientId,
      content: 'Call 555-123-4567 <b>now</b>',
    });
    expect(first.status).toBe(200);
    const again = await X.send(C.north1.token, g.id, {
      client_id: clientId,
      content: 'Call 555-123-4567 <b>now</b>',
    });
    expect(again.body.data.content.id).toBe(first.body.data.content.id);
    expect(first.body.data.content).toMatchObject({
      content: 'Call 555-123-4567 <b>now</b>',
      client_id: clientId,
    });
    const list = (await X.groups(C.north2.token)).body.data.content.groups.find((x) => x.id === g.id);
    expect(list).toMatchObject({ unread_count: 1, latest_message: { id: first.body.data.content.id } });
    const own = (await X.groups(C.north1.token)).body.data.content.groups.find((x) => x.id === g.id);
    expect(own?.unread_count).toBe(0);
    const read = await X.read(C.north2.token, g.id);
    expect(read.body.data.content).toMatchObject({
      unread_count: 0,
      last_read_message_id: first.body.data.content.id,
    });
    const page = (await X.messages(C.north1.token, g.id)).body.data.content;
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]?.receipts.map((r) => r.employee_id)).toEqual([C.north2.employee.id]);
    expect(page.messages[0]?.receipt_count).toBe(1);
    // Another member sees how many have read it, not who: "Read by" is the sender's.
    const theirs = (await X.messages(C.north2.token, g.id)).body.data.content;
    expect(theirs.messages[0]).toMatchObject({ receipts: [], receipt_count: 1 });
  });

  it('replies quote their primary; reactions toggle; edits and deletes follow the rules', async () => {
    const g = await northGroup();
    const m = await X.say(C.north1.token, g.id, 'first');
    const reply = await X.say(C.north2.token, g.id, 'answer', { chat_message_id: m.id });
    expect(reply.primary).toMatchObject({ id: m.id, content: 'first' });
    // The sender's answer is the message as they see it from then on.
    expect((await X.message(C.north2.token, reply.id)).body.data.content).toEqual(reply);
    const on = await X.react(C.north2.token, m.id, '👍');
    expect(on.body.data.content).toMatchObject({ added: true, reactions: [{ emoji: '👍', count: 1 }] });
    const off = await X.react(C.north2.token, m.id, '👍');
    expect(off.body.data.content).toMatchObject({ added: false, reactions: [] });
    expect((await X.edit(C.north2.token, m.id, 'hijack')).status).toBe(403);
    const edited = await X.edit(C.north1.token, m.id, 'first, edited');
    expect(edited.body.data.content).toMatchObject({ content: 'first, edited' });
    expect(edited.body.data.content.edited_at).not.toBeNull();
    expect((await X.remove(C.north2.token, m.id)).status).toBe(403);
    expect((await X.remove(C.manager.token, m.id)).status).toBe(200);
    const page = (await X.messages(C.north1.token, g.id)).body.data.content.messages;
    const gone = page.find((x) => x.id === m.id);
    expect(gone).toMatchObject({ content: null });
    expect(gone?.deleted_at).not.toBeNull();
    expect((await X.react(C.north2.token, m.id, '👍')).status).toBe(404);
    expect((await X.edit(C.north1.token, m.id, 'again')).status).toBe(403);
    // A reply to a message of another group is refused.
    const other = await northGroup();
    expect((await X.send(C.north1.token, other.id, { content: 'x', chat_message_id: reply.id })).status).toBe(
      422,
    );
  });

  it('pages newest first by id with before_id', async () => {
    const g = await northGroup();
    const sent: TChatMessage[] = [];
    for (const n of [1, 2, 3, 4, 5]) sent.push(await X.say(C.manager.token, g.id, `m${n}`));
    const one = (await X.messages(C.north1.token, g.id, { limit: 2 })).body.data.content;
    expect(one.messages.map((m) => m.content)).toEqual(['m5', 'm4']);
    const two = (await X.messages(C.north1.token, g.id, { limit: 2, before_id: one.next_before_id ?? 0 }))
      .body.data.content;
    expect(two.messages.map((m) => m.content)).toEqual(['m3', 'm2']);
    const three = (await X.messages(C.north1.token, g.id, { limit: 2, before_id: two.next_before_id ?? 0 }))
      .body.data.content;
    expect(three.messages.map((m) => m.content)).toEqual(['m1']);
    expect(three.next_before_id).toBeNull();
  });

  it('bounds and requires content, and limits each sender’s rate (429)', async () => {
    const g = await northGroup();
    expect((await X.send(C.north1.token, g.id, { content: 'x'.repeat(4001) })).status).toBe(422);
    expect((await X.send(C.north1.token, g.id, { content: '   ' })).status).toBe(422);
    expect((await X.send(C.north1.token, g.id, { content: 'x', client_id: 'bad id!' })).status).toBe(422);
    const fast = await buildMember(db, C.companyId);
    await linkEmployee(db, C.companyId, fast.employee.id, { locationIds: [C.north.id] });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await X.send(fast.token, g.id, { content: `n${i}` })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('sends a GIF as the picker normalised it', async () => {
    const g = await northGroup();
    const gif = {
      id: 'abc',
      url: 'https://media.example.test/abc.gif',
      width: 200,
      height: 150,
      title: 'Wave',
    };
    const m = await X.say(C.north1.token, g.id, '', { gif });
    expect(m.gif).toEqual(gif);
    const plain = { ...gif, url: 'http://media.example.test/abc.gif' };
    expect((await X.send(C.north1.token, g.id, { gif: plain })).status).toBe(422);
  });

  it('a shared memo shows as a card only to members who may see it', async () => {
    const memo = await newMemo(app, C.adminToken, 'message', {
      company_id: C.companyId,
      location_ids: [C.north.id],
      content: '<p>Hi</p>',
      publish: true,
    });
    const g = await X.newGroup(C.adminToken, {
      name: 'Mixed',
      location_ids: [C.north.id],
      recipient_ids: [C.south1.employee.id],
    });
    // South1 does not see the memo, so may not share it.
    expect((await X.send(C.south1.token, g.id, { message_id: memo.id })).status).toBe(422);
    const shared = await X.say(C.adminToken, g.id, '', { message_id: memo.id });
    expect(shared.shared).toMatchObject({ kind: 'message', id: memo.id });
    expect((await X.message(C.adminToken, shared.id)).body.data.content).toEqual(shared);
    const seen = async (token: string) =>
      (await X.messages(token, g.id)).body.data.content.messages.find((m) => m.id === shared.id)?.shared ??
      null;
    expect(await seen(C.south1.token)).toBeNull();
    expect((await seen(C.north1.token))?.id ?? null).toBe(memo.id);
    // The wrong kind is refused.
    expect((await X.send(C.adminToken, g.id, { survey_id: memo.id })).status).toBe(422);
  });

  it('images are decoded, thumbnailed and read by members only', async () => {
    const g = await northGroup();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const url = `/api/chat/groups/${g.id}/images`;
    const fields = { company_id: String(C.companyId) };
    const up = await upload<{ id: number; url: string; thumb_url: string; width: number }>(app, url, {
      token: C.north1.token,
      fields,
      file: { name: 'a.png', content: png },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.content.width).toBe(64);
    const bad = await upload(app, url, {
      token: C.north1.token,
      fields,
      file: { name: 'a.txt', content: 'hello' },
    });
    expect(bad.status).toBe(422);
    expect(
      (await upload(app, url, { token: C.south1.token, fields, file: { name: 'a.png', content: png } }))
        .status,
    ).toBe(404);
    const image = up.body.data.content;
    // Someone else's upload may not be sent.
    expect((await X.send(C.north2.token, g.id, { image_id: image.id })).status).toBe(422);
    const m = await X.say(C.north1.token, g.id, '', { image_id: image.id });
    expect(m.image?.id).toBe(image.id);
    expect((await X.send(C.north1.token, g.id, { image_id: image.id })).status).toBe(422);
    const get = (token: string, u: string) =>
      app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}` } });
    const full = await get(C.north2.token, image.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect((await get(C.north2.token, image.thumb_url)).statusCode).toBe(200);
    expect((await get(C.south1.token, image.url)).statusCode).toBe(404);
  });

  it('members without a socket get one CHAT notification per group, unless muted', async () => {
    const g = await northGroup();
    await X.mute(C.north2.token, g.id, false);
    await X.say(C.north1.token, g.id, 'hello all');
    await X.say(C.north1.token, g.id, 'second');
    const rows = await db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'content'])
      .where('type', '=', 'CHAT')
      .where('type_id', '=', g.id)
      .execute();
    const users = rows.map((r) => r.user_id);
    expect(users).toContain(C.manager.user.id);
    expect(users).not.toContain(C.north1.user.id);
    expect(users).not.toContain(C.north2.user.id);
    expect(new Set(users).size).toBe(users.length);
    expect(rows[0]).toMatchObject({
      title: 'New message in North crew.',
      content: expect.stringContaining('hello all'),
    });
    const muted = (await X.groups(C.north2.token)).body.data.content.groups.find((x) => x.id === g.id);
    expect(muted?.is_notifications_active).toBe(false);
    // Opening the group reads its tray items.
    await X.read(C.manager.token, g.id);
    const unread = await db
      .selectFrom('notifications')
      .select('id')
      .where('type', '=', 'CHAT')
      .where('type_id', '=', g.id)
      .where('user_id', '=', C.manager.user.id)
      .where('read_at', 'is', null)
      .execute();
    expect(unread).toEqual([]);
  });
});
