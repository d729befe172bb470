import { CHAT_NOTIFICATION_TYPE, chatNewMessageTitle, chatRoom } from '@teamline/shared';
import { chunks } from '../../db/chunks.js';
import { type Database, nowIso, toBool } from '../../db/index.js';
import type { ChatGroupRow, ChatMessageRow } from '../../db/schema-chat.js';
import { chatMemberIds } from '../../policies/chat.js';
import type { Realtime } from '../../realtime/realtime.js';

/**
 * A CHAT notification (spec §3, type_id = the group) for the members who are offline — no socket
 * in the group's room on any instance — and did not mute the group; never the sender. One unread
 * CHAT item per group is enough: a member who has one gets no second until they read or clear it.
 */

const SNIPPET = 120;

function snippetOf(m: ChatMessageRow): string {
  if (m.content) return m.content.length > SNIPPET ? `${m.content.slice(0, SNIPPET - 1)}…` : m.content;
  if (m.image_id !== null) return 'Image';
  if (m.gif) return 'GIF';
  if (m.survey_id !== null) return 'Survey';
  if (m.celebration_id !== null) return 'Celebration';
  return 'Memo';
}

export async function notifyOffline(
  deps: { db: Database; realtime: Realtime },
  group: ChatGroupRow,
  message: ChatMessageRow,
): Promise<number> {
  const { db } = deps;
  const online = await deps.realtime.usersInRoom(chatRoom(group.id));
  const candidates = await db
    .selectFrom('employees as e')
    .leftJoin('chat_members as cm', (j) =>
      j.onRef('cm.employee_id', '=', 'e.id').on('cm.chat_group_id', '=', group.id),
    )
    .select(['e.id', 'e.user_id', 'cm.is_notifications_active'])
    .where('e.id', 'in', chatMemberIds(db, group))
    .where('e.user_id', 'is not', null)
    .where((eb) => (message.employee_id === null ? eb.lit(true) : eb('e.id', '!=', message.employee_id)))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notifications as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'e.user_id')
            .where('n.company_id', '=', group.company_id)
            .where('n.type', '=', CHAT_NOTIFICATION_TYPE)
            .where('n.type_id', '=', group.id)
            .where('n.read_at', 'is', null)
            .where('n.cleared_at', 'is', null),
        ),
      ),
    )
    .execute();
  const userIds = candidates
    .filter((c) => c.is_notifications_active === null || toBool(c.is_notifications_active))
    .map((c) => c.user_id)
    .filter((u): u is number => u !== null && !online.has(u));
  if (!userIds.length) return 0;
  const sender = message.employee_id
    ? await db.selectFrom('employees').select('name').where('id', '=', message.employee_id).executeTakeFirst()
    : undefined;
  const isPrivate = toBool(group.is_private);
  // A private conversation is named, for the one who receives it, by the sender.
  const title = chatNewMessageTitle(isPrivate ? (sender?.name ?? '') : group.name);
  const content = `${sender?.name ?? ''}: ${snippetOf(message)}`;
  const now = nowIso();
  for (const part of chunks([...new Set(userIds)]))
    await db
      .insertInto('notifications')
      .values(
        part.map((user_id) => ({
          company_id: group.company_id,
          user_id,
          title,
          content,
          type: CHAT_NOTIFICATION_TYPE,
          type_id: group.id,
          created_at: now,
        })),
      )
      .execute();
  return userIds.length;
}
