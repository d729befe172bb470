import crypto from 'node:crypto';
import type { TChatGroup, TChatMessage, TChatMessagesPage } from '@teamline/shared';
import { expect } from 'vitest';
import { type Database, nowIso } from '../src/db/index.js';
import { call } from './factories.js';
import type { TestApp } from './harness.js';

/** Chat calls of one company through app.inject (expects 200 where it says so). */
export function chatCalls(app: TestApp, companyId: number) {
  const q = (extra: Record<string, string | number> = {}) =>
    Object.fromEntries(Object.entries({ company_id: companyId, ...extra }).map(([k, v]) => [k, String(v)]));
  const body = (b: Record<string, unknown> = {}) => ({ company_id: companyId, ...b });
  const must = <T>(res: { status: number; body: { data: { content: T } } }): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.content;
  };
  return {
    q,
    body,
    groups: (token: string) =>
      call<{ groups: TChatGroup[] }>(app, 'GET', '/api/chat/groups', { token, query: q() }),
    group: (token: string, id: number) =>
      call<TChatGroup>(app, 'GET', `/api/chat/groups/${id}`, { token, query: q() }),
    create: (token: string, b: Record<string, unknown>) =>
      call<TChatGroup>(app, 'POST', '/api/chat/groups', { token, body: body({ name: 'Team', ...b }) }),
    newGroup: async (token: string, b: Record<string, unknown>) =>
      must(
        await call<TChatGroup>(app, 'POST', '/api/chat/groups', {
          token,
          body: body({ name: 'Team', ...b }),
        }),
      ),
    openPrivate: (token: string, employeeId: number) =>
      call<TChatGroup>(app, 'POST', '/api/chat/groups/private', {
        token,
        body: body({ employee_id: employeeId }),
      }),
    send: (token: string, groupId: number, b: Record<string, unknown>) =>
      call<TChatMessage>(app, 'POST', `/api/chat/groups/${groupId}/messages`, {
        token,
        body: body({ client_id: crypto.randomUUID(), ...b }),
      }),
    say: async (token: string, groupId: number, content: string, extra: Record<string, unknown> = {}) =>
      must(
        await call<TChatMessage>(app, 'POST', `/api/chat/groups/${groupId}/messages`, {
          token,
          body: body({ client_id: crypto.randomUUID(), content, ...extra }),
        }),
      ),
    messages: (token: string, groupId: number, extra: Record<string, string | number> = {}) =>
      call<TChatMessagesPage>(app, 'GET', `/api/chat/groups/${groupId}/messages`, { token, query: q(extra) }),
    read: (token: string, groupId: number, messageId?: number) =>
      call<{ unread_count: number; last_read_message_id: number | null }>(
        app,
        'POST',
        `/api/chat/groups/${groupId}/read`,
        { token, body: body(messageId ? { message_id: messageId } : {}) },
      ),
    react: (token: string, messageId: number, emoji: string) =>
      call<{ added: boolean; reactions: { emoji: string; count: number; employee_ids: number[] }[] }>(
        app,
        'POST',
        `/api/chat/messages/${messageId}/reactions`,
        { token, body: body({ emoji }) },
      ),
    message: (token: string, messageId: number) =>
      call<TChatMessage>(app, 'GET', `/api/chat/messages/${messageId}`, { token, query: q() }),
    edit: (token: string, messageId: number, content: string) =>
      call<TChatMessage>(app, 'PUT', `/api/chat/messages/${messageId}`, { token, body: body({ content }) }),
    remove: (token: string, messageId: number) =>
      call(app, 'DELETE', `/api/chat/messages/${messageId}`, { token, query: q() }),
    mute: (token: string, groupId: number, active: boolean) =>
      call<TChatGroup>(app, 'PUT', `/api/chat/groups/${groupId}/notifications`, {
        token,
        body: body({ is_notifications_active: active }),
      }),
  };
}

/**
 * Chat messages written straight to the table (past the per-sender rate limit), `sender` giving the
 * sender of the i-th; their ids, in order.
 */
export async function insertChatMessages(
  db: Database,
  where: { companyId: number; groupId: number },
  sender: number | null | ((i: number) => number | null),
  n: number,
  opts: { deleted?: boolean } = {},
): Promise<number[]> {
  const now = nowIso();
  const rows = await db
    .insertInto('chat_messages')
    .values(
      Array.from({ length: n }, (_, i) => ({
        company_id: where.companyId,
        chat_group_id: where.groupId,
        employee_id: typeof sender === 'function' ? sender(i) : sender,
        client_id: crypto.randomUUID(),
        content: `message ${i}`,
        image_id: null,
        gif: null,
        chat_message_id: null,
        message_id: null,
        survey_id: null,
        celebration_id: null,
        created_at: now,
        updated_at: now,
        edited_at: null,
        deleted_at: opts.deleted ? now : null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
