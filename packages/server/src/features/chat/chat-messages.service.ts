import {
  CHAT_EVENTS,
  CHAT_TEXT,
  chatRoom,
  type TChatMessage,
  type TChatMessagesPage,
  type TRealtimeChatMessage,
  type TRealtimeChatMessageDeleted,
  type TRealtimeChatReaction,
  type ZChatMessageCreateRequest,
} from '@teamline/shared';
import type { z } from 'zod';
import { type Database, nowIso } from '../../db/index.js';
import type { ChatGroupRow, ChatMessageRow } from '../../db/schema-chat.js';
import { forbidden, invalid, notFound } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { canDeleteChatMessage, canEditChatMessage, visibleSharedMemoIds } from '../../policies/chat.js';
import type { Member } from '../../policies/member.js';
import { type PendingEvents, transactThenPublish } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { loadReactions, presentMessage, presentMessages, sharedIdOf } from './chat.presenter.js';
import { groupRecord } from './chat-groups.presenter.js';
import { findMemberGroup } from './chat-groups.service.js';
import { notifyOffline } from './chat-notify.js';
import { messagesBefore, newestMessages } from './chat-statements.js';

/** Messages, reactions (decisions.md, Chat — server); who may do what is policies/chat.ts. */

type Deps = { db: Database; realtime: Realtime };

/** At most this many messages per sender in a window (429 beyond). */
export const CHAT_RATE = { max: 20, windowMs: 10_000 } as const;

/** A message of a group the caller is a member of (else 404). */
export async function findMemberMessage(
  db: Database,
  member: Member,
  id: number,
): Promise<{ message: ChatMessageRow; group: ChatGroupRow }> {
  const message = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', member.companyId)
    .executeTakeFirst();
  if (!message) throw notFound('Chat message not found');
  const group = await findMemberGroup(db, member, message.chat_group_id).catch(() => {
    throw notFound('Chat message not found');
  });
  return { message, group };
}

/** GET chat/groups/{id}/messages: newest first by id, `before_id` pages back. */
export async function listMessages(
  db: Database,
  member: Member,
  groupId: number,
  query: { before_id?: number | undefined; limit: number },
): Promise<TChatMessagesPage> {
  const group = await findMemberGroup(db, member, groupId);
  // One more than the page: whether there is an older page.
  const rows =
    query.before_id === undefined
      ? await newestMessages(db, group.id, query.limit + 1)
      : await messagesBefore(db, group.id, query.before_id, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    messages: await presentMessages(db, member, page),
    next_before_id: rows.length > query.limit && last ? last.id : null,
  };
}

/** The sender's attachment must be theirs to send: an unused image of theirs in this group; a memo they see. */
async function checkAttachments(
  db: Database,
  member: Member,
  group: ChatGroupRow,
  input: z.output<typeof ZChatMessageCreateRequest>,
): Promise<void> {
  // Another company's record names nothing here (404); the company's own, not the sender's to send, 422.
  const inCompany = async (table: 'chat_images' | 'chat_messages' | 'memos', id: number) => {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('company_id', '=', member.companyId)
      .executeTakeFirst();
    if (!row) throw notFound();
  };
  if (input.image_id !== undefined) await inCompany('chat_images', input.image_id);
  if (input.chat_message_id !== undefined) await inCompany('chat_messages', input.chat_message_id);
  for (const field of ['message_id', 'survey_id', 'celebration_id'] as const) {
    const id = input[field];
    if (id !== undefined) await inCompany('memos', id);
  }
  if (input.image_id !== undefined) {
    const image = await db
      .selectFrom('chat_images as i')
      .select('i.id')
      .where('i.id', '=', input.image_id)
      .where('i.chat_group_id', '=', group.id)
      .where('i.employee_id', '=', member.employeeId)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('chat_messages as m').select('m.id').whereRef('m.image_id', '=', 'i.id')),
        ),
      )
      .executeTakeFirst();
    if (!image) throw invalid({ image_id: [CHAT_TEXT.unknownImage] });
  }
  if (input.chat_message_id !== undefined) {
    const quoted = await db
      .selectFrom('chat_messages')
      .select('id')
      .where('id', '=', input.chat_message_id)
      .where('chat_group_id', '=', group.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!quoted) throw invalid({ chat_message_id: [CHAT_TEXT.unknownReply] });
  }
  for (const [field, kind] of [
    ['message_id', 'message'],
    ['survey_id', 'survey'],
    ['celebration_id', 'celebration'],
  ] as const) {
    const id = input[field];
    if (id === undefined) continue;
    const memo = await db
      .selectFrom('memos')
      .select('kind')
      .where('id', '=', id)
      .where('company_id', '=', member.companyId)
      .executeTakeFirst();
    const visible = await visibleSharedMemoIds(db, member, [id]);
    if (!memo || memo.kind !== kind || !visible.has(id)) throw invalid({ [field]: [CHAT_TEXT.notShareable] });
  }
}

const created = (m: TChatMessage, companyId: number): TRealtimeChatMessage => ({
  company_id: companyId,
  chat_group_id: m.chat_group_id,
  message: m,
});

/**
 * POST chat/groups/{id}/messages. A retry with the same client id answers the first message (and
 * counts nothing); otherwise the sender's rate is checked, the message saved with the group's
 * latest, the room told after the commit, and offline members notified.
 */
export async function createMessage(
  deps: Deps & { limiter: RateLimiter },
  member: Member,
  groupId: number,
  input: z.output<typeof ZChatMessageCreateRequest>,
  log: (err: unknown) => void,
): Promise<TChatMessage> {
  const { db } = deps;
  const group = await findMemberGroup(db, member, groupId);
  const byClientId = () =>
    db
      .selectFrom('chat_messages')
      .selectAll()
      .where('employee_id', '=', member.employeeId)
      .where('client_id', '=', input.client_id)
      .executeTakeFirst();
  const replay = async (row: ChatMessageRow) => {
    if (row.chat_group_id !== group.id)
      throw invalid({ client_id: ['This client id was used for another message'] });
    return presentMessage(db, member, row);
  };
  const first = await byClientId();
  if (first) return replay(first);
  deps.limiter.hit(`chat:send:${member.employeeId}`, CHAT_RATE.max, CHAT_RATE.windowMs, {
    message: CHAT_TEXT.tooFast,
  });
  await checkAttachments(db, member, group, input);
  let row: ChatMessageRow;
  let shown: TChatMessage;
  try {
    [row, shown] = await transactThenPublish(deps, async (trx, events) => {
      const now = nowIso();
      const m = await trx
        .insertInto('chat_messages')
        .values({
          company_id: member.companyId,
          chat_group_id: group.id,
          employee_id: member.employeeId,
          client_id: input.client_id,
          content: input.content,
          image_id: input.image_id ?? null,
          gif: input.gif ? JSON.stringify(input.gif) : null,
          chat_message_id: input.chat_message_id ?? null,
          message_id: input.message_id ?? null,
          survey_id: input.survey_id ?? null,
          celebration_id: input.celebration_id ?? null,
          created_at: now,
          updated_at: now,
          edited_at: null,
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('chat_groups')
        .set({ last_message_id: m.id, last_activity_at: now })
        .where('id', '=', group.id)
        .execute();
      // The sender has read what they sent.
      await trx
        .insertInto('chat_members')
        .values({
          chat_group_id: group.id,
          employee_id: member.employeeId,
          company_id: member.companyId,
          last_read_message_id: m.id,
          last_read_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['chat_group_id', 'employee_id'])
            .doUpdateSet({ last_read_message_id: m.id, last_read_at: now }),
        )
        .execute();
      const forRoom = await presentMessage(trx, null, m);
      events.toRoom(chatRoom(group.id), CHAT_EVENTS.messageCreated, created(forRoom, member.companyId));
      return [m, forRoom] as const;
    });
  } catch (err) {
    // The same send arrived twice at once: the other one saved it first.
    const again = await byClientId();
    if (again) return replay(again);
    throw err;
  }
  await notifyOffline(deps, group, row).catch(log);
  // The room's presentation is the sender's too (their own message names its readers for both),
  // unless the message shares a memo: the card is shown to whoever may see the memo.
  return sharedIdOf(row) === null ? shown : presentMessage(db, member, row);
}

/** GET chat/messages/{id}: one message as the caller sees it (its shared card included). */
export async function getMessage(db: Database, member: Member, id: number): Promise<TChatMessage> {
  const { message } = await findMemberMessage(db, member, id);
  return presentMessage(db, member, message);
}

/** PUT chat/messages/{id}: the sender's new text; empty only when an attachment stays. */
export async function updateMessage(
  deps: Deps,
  member: Member,
  id: number,
  content: string,
): Promise<TChatMessage> {
  const { db } = deps;
  const { message } = await findMemberMessage(db, member, id);
  if (!canEditChatMessage(member, message)) throw forbidden();
  const attached = [
    message.image_id,
    message.gif,
    message.message_id,
    message.survey_id,
    message.celebration_id,
  ];
  if (!content && attached.every((a) => a === null)) throw invalid({ content: [CHAT_TEXT.empty] });
  const row = await transactThenPublish(deps, async (trx, events) => {
    const now = nowIso();
    const m = await trx
      .updateTable('chat_messages')
      .set({ content: content || null, edited_at: now, updated_at: now })
      .where('id', '=', message.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const shown = await presentMessage(trx, null, m);
    events.toRoom(chatRoom(m.chat_group_id), CHAT_EVENTS.messageUpdated, created(shown, member.companyId));
    return m;
  });
  return presentMessage(db, member, row);
}

/** DELETE chat/messages/{id}: its sender, or whoever manages the group; the room removes it. */
export async function deleteMessage(deps: Deps, member: Member, id: number): Promise<string[]> {
  const { db } = deps;
  const { message, group } = await findMemberMessage(db, member, id);
  if (!canDeleteChatMessage(member, message, groupRecord(group))) throw forbidden();
  return transactThenPublish(deps, async (trx, events) => {
    const now = nowIso();
    await trx
      .updateTable('chat_messages')
      .set({ deleted_at: now, updated_at: now, content: null, gif: null })
      .where('id', '=', message.id)
      .execute();
    await trx.deleteFrom('chat_reactions').where('chat_message_id', '=', message.id).execute();
    const payload: TRealtimeChatMessageDeleted = {
      company_id: member.companyId,
      chat_group_id: group.id,
      id: message.id,
      deleted_at: now,
    };
    events.toRoom(chatRoom(group.id), CHAT_EVENTS.messageDeleted, payload);
    // The image's files go after the commit (the row stays for the record).
    if (message.image_id === null) return [];
    const image = await trx
      .selectFrom('chat_images')
      .select(['storage_key', 'thumb_key'])
      .where('id', '=', message.image_id)
      .executeTakeFirst();
    return image ? [image.storage_key, image.thumb_key].filter((k): k is string => k !== null) : [];
  });
}

/** POST chat/messages/{id}/reactions: adds the caller's reaction with this emoji, or takes it back. */
export async function toggleReaction(deps: Deps, member: Member, id: number, emoji: string) {
  const { db } = deps;
  const { message, group } = await findMemberMessage(db, member, id);
  if (message.deleted_at !== null) throw notFound('Chat message not found');
  return transactThenPublish(deps, async (trx: Database, events: PendingEvents) => {
    const gone = await trx
      .deleteFrom('chat_reactions')
      .where('chat_message_id', '=', message.id)
      .where('employee_id', '=', member.employeeId)
      .where('emoji', '=', emoji)
      .executeTakeFirst();
    const added = Number(gone.numDeletedRows) === 0;
    if (added)
      await trx
        .insertInto('chat_reactions')
        .values({ chat_message_id: message.id, employee_id: member.employeeId, emoji, created_at: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    const reactions = (await loadReactions(trx, [message.id])).get(message.id) ?? [];
    const payload: TRealtimeChatReaction = {
      company_id: member.companyId,
      chat_group_id: group.id,
      chat_message_id: message.id,
      employee_id: member.employeeId,
      message_employee_id: message.employee_id,
      emoji,
      added,
      reactions,
    };
    events.toRoom(chatRoom(group.id), CHAT_EVENTS.reaction, payload);
    return { chat_message_id: message.id, added, reactions };
  });
}
