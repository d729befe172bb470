import { expect } from 'vitest';
import type { Database } from '../src/db/index.js';
import { chatCalls } from './chat.js';
import type { TestApp } from './harness.js';
import { mediaSamples } from './media-files.js';
import { upload } from './uploads.js';

/**
 * Chat in the cross-tenant suite: company A's group (to A's member), a message with a reaction,
 * an image, and a private conversation; company B's own group to send into with A's records.
 * The rows ask every chat route with A's id, and with A's records under B's id (and in B's group).
 */

interface Tenant {
  company: { id: number };
  admin: { id: number };
  adminToken: string;
}

const employeeOf = async (db: Database, companyId: number, userId: number) =>
  (
    await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).id;

export async function buildTenantAChat(
  app: TestApp,
  db: Database,
  a: Tenant & { member: { employee: { id: number }; token: string } },
  b: Tenant,
) {
  const X = chatCalls(app, a.company.id);
  const group = await X.newGroup(a.adminToken, { name: 'A chat', recipient_ids: [a.member.employee.id] });
  const message = await X.say(a.member.token, group.id, 'A secret');
  expect((await X.react(a.adminToken, message.id, '👍')).status).toBe(200);
  const png = (await mediaSamples()).png;
  const image = await upload<{ id: number }>(app, `/api/chat/groups/${group.id}/images`, {
    token: a.member.token,
    fields: { company_id: String(a.company.id) },
    file: { name: 'a.png', content: png },
  });
  expect(image.status).toBe(200);
  const privateGroup = await X.openPrivate(a.member.token, await employeeOf(db, a.company.id, a.admin.id));
  expect(privateGroup.status).toBe(200);
  const bAdmin = await employeeOf(db, b.company.id, b.admin.id);
  const bGroup = await chatCalls(app, b.company.id).newGroup(b.adminToken, {
    name: 'B chat',
    recipient_ids: [bAdmin],
  });
  return {
    groupId: group.id,
    messageId: message.id,
    imageId: image.body.data.content.id,
    privateId: privateGroup.body.data.content.id,
    memberId: a.member.employee.id,
    bGroupId: bGroup.id,
  };
}

export type TenantAChat = Awaited<ReturnType<typeof buildTenantAChat>>;

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  input: (ctx: { a: Tenant; b: Tenant }) => Record<string, unknown>;
  multipart?: boolean;
  /** company_id in the query of a DELETE (chat's DELETE routes). */
  inQuery?: boolean;
}

export function chatRows(AC: TenantAChat, locationId: number): Row[] {
  const rows: Row[] = [];
  const g = `/api/chat/groups/${AC.groupId}`;
  const m = `/api/chat/messages/${AC.messageId}`;
  const calls: [Row['method'], string, Record<string, unknown>, boolean, ('multipart' | 'query')?][] = [
    // method, url, input, also under B with A's record, how it is sent
    ['GET', '/api/chat/groups', {}, false],
    ['GET', '/api/chat/colleagues', { terms: 'a' }, false],
    ['POST', '/api/chat/groups', { name: 'Intruder', location_ids: [locationId] }, true],
    ['POST', '/api/chat/groups/private', { employee_id: AC.memberId }, true],
    ['GET', g, {}, true],
    ['GET', `/api/chat/groups/${AC.privateId}`, {}, true],
    ['PUT', g, { name: 'Intruder' }, true],
    ['DELETE', g, {}, true, 'query'],
    ['GET', `${g}/messages`, {}, true],
    ['POST', `${g}/messages`, { client_id: 'intruder-1', content: 'Intruder' }, true],
    ['POST', `${g}/read`, {}, true],
    ['PUT', `${g}/notifications`, { is_notifications_active: false }, true],
    ['POST', `${g}/images`, {}, true, 'multipart'],
    ['GET', m, {}, true],
    ['PUT', m, { content: 'Intruder' }, true],
    ['DELETE', m, {}, true, 'query'],
    ['POST', `${m}/reactions`, { emoji: '👎' }, true],
    ['GET', `/api/chat/images/${AC.imageId}`, {}, true],
  ];
  for (const [method, url, extra, underB, how] of calls) {
    const flag = how === 'multipart' ? { multipart: true } : how === 'query' ? { inQuery: true } : {};
    rows.push({
      name: `${url} (A id)`,
      method,
      url,
      ...flag,
      input: ({ a }) => ({ company_id: a.company.id, ...extra }),
    });
    if (underB)
      rows.push({
        name: `${url} (A's chat records under B)`,
        method,
        url,
        ...flag,
        input: ({ b }) => ({ company_id: b.company.id, ...extra }),
      });
  }
  const intoB = `/api/chat/groups/${AC.bGroupId}/messages`;
  for (const [what, extra] of [
    ['image', { image_id: AC.imageId }],
    ['reply', { content: 'x', chat_message_id: AC.messageId }],
  ] as const)
    rows.push({
      name: `${intoB} (A's ${what} in B's group)`,
      method: 'POST',
      url: intoB,
      input: ({ b }) => ({ company_id: b.company.id, client_id: `intruder-${what}`, ...extra }),
    });
  return rows;
}

/** A's chat after B's tries: nothing renamed, deleted, sent, read or reacted. */
export async function expectTenantAChatUntouched(db: Database, AC: TenantAChat) {
  const group = await db
    .selectFrom('chat_groups')
    .selectAll()
    .where('id', '=', AC.groupId)
    .executeTakeFirstOrThrow();
  expect([group.name, group.deleted_at]).toEqual(['A chat', null]);
  const messages = await db
    .selectFrom('chat_messages')
    .select(['id', 'content', 'deleted_at'])
    .where('chat_group_id', '=', AC.groupId)
    .execute();
  expect(messages).toEqual([{ id: AC.messageId, content: 'A secret', deleted_at: null }]);
  const reactions = await db
    .selectFrom('chat_reactions')
    .select('emoji')
    .where('chat_message_id', '=', AC.messageId)
    .execute();
  expect(reactions).toEqual([{ emoji: '👍' }]);
  const bMessages = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('chat_group_id', '=', AC.bGroupId)
    .execute();
  expect(bMessages).toEqual([]);
}
