import { CHAT_LIMITS, type TChatMessage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { chatCalls, insertChatMessages } from '../../../test/chat.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { buildEmployee } from '../../../test/people.js';
import { nowIso } from '../../db/index.js';

/**
 * Read receipts of history pages (features/chat/chat-receipts.ts): every message's readers and
 * count match the rule read straight from the marks — mark at or past the message, not its sender,
 * not deleted, the latest CHAT_LIMITS.receiptsShown named, and named only on the caller's own
 * messages — on the database the run names.
 */

const { app, db } = await buildTestApp();

interface Mark {
  employeeId: number;
  lastRead: number;
  readAt: string;
  deleted: boolean;
}

describe('chat read receipts', () => {
  // 55 readers of the whole page: their marks are read and sorted; 230: the group's marks are
  // walked latest first until enough are found (chat-receipts.ts, WALK_FROM_READERS).
  it.each([55, 230])(
    'names the latest readers and counts them all, without the sender, on every page (%i read it all)',
    async (readAll) => {
      const C = await buildMemoCompany(db);
      const X = chatCalls(app, C.companyId);
      const g = await X.newGroup(C.manager.token, { name: 'Receipts', location_ids: [C.north.id] });
      const people: number[] = [];
      for (let i = 0; i < readAll + 15; i++)
        people.push(
          (await buildEmployee(db, C.companyId, { name: `Reader ${i}`, locationIds: [C.north.id] })).id,
        );
      // The caller (north1) sent every fifth message: only those name their readers.
      const viewer = C.north1.employee.id;
      const senders = [viewer, people[1], people[readAll + 5], people[readAll + 10], null] as (
        | number
        | null
      )[];
      const ids = await insertChatMessages(
        db,
        { companyId: C.companyId, groupId: g.id },
        (i) => senders[i % senders.length] as number | null,
        50,
      );
      const now = nowIso();
      const newest = ids[ids.length - 1] as number;
      // readAll have read everything (more than are named), at times out of id order, some at the
      // same moment; 12 stopped inside the newest page or the one before; 3 read only the oldest.
      const marks: Mark[] = people.map((employeeId, i) => ({
        employeeId,
        lastRead:
          i < readAll
            ? newest
            : i < readAll + 12
              ? (ids[49 - (i - readAll) * 4] as number)
              : (ids[0] as number),
        readAt: new Date(Date.UTC(2026, 0, 1, 0, 0, (i * 37) % 50)).toISOString(),
        deleted: i === 3 || i === readAll + 3,
      }));
      await db
        .insertInto('chat_members')
        .values(
          marks.map((m) => ({
            chat_group_id: g.id,
            employee_id: m.employeeId,
            company_id: C.companyId,
            last_read_message_id: m.lastRead,
            last_read_at: m.readAt,
          })),
        )
        .execute();
      for (const m of marks.filter((x) => x.deleted))
        await db.updateTable('employees').set({ deleted_at: now }).where('id', '=', m.employeeId).execute();

      const expected = (message: TChatMessage) => {
        const readers = marks
          .filter((m) => !m.deleted && m.lastRead >= message.id && m.employeeId !== message.employee_id)
          .sort((a, b) =>
            a.readAt === b.readAt ? a.employeeId - b.employeeId : a.readAt < b.readAt ? 1 : -1,
          );
        return {
          count: readers.length,
          ids:
            message.employee_id === viewer
              ? readers.slice(0, CHAT_LIMITS.receiptsShown).map((m) => m.employeeId)
              : [],
        };
      };
      const check = (messages: TChatMessage[]) => {
        for (const message of messages) {
          const want = expected(message);
          expect(message.receipt_count, `message ${message.id}`).toBe(want.count);
          expect(
            message.receipts.map((r) => r.employee_id),
            `message ${message.id}`,
          ).toEqual(want.ids);
        }
      };
      const first = await X.messages(C.north1.token, g.id);
      expect(first.status).toBe(200);
      const page = first.body.data.content;
      expect(page.messages).toHaveLength(CHAT_LIMITS.pageDefault);
      check(page.messages);
      // The newest message is read by all readAll but the two deleted (less its sender if one of them).
      expect(page.messages[0]?.receipt_count).toBeGreaterThan(CHAT_LIMITS.receiptsShown);
      // The caller's own messages on the page name as many readers as are shown.
      const mine = page.messages.filter((m) => m.employee_id === viewer);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine[0]?.receipts).toHaveLength(CHAT_LIMITS.receiptsShown);
      const before = await X.messages(C.north1.token, g.id, { before_id: page.next_before_id as number });
      expect(before.status).toBe(200);
      expect(before.body.data.content.messages).toHaveLength(20);
      check(before.body.data.content.messages);
      // A page of old messages, none of them the caller's: counted, nobody named.
      const oldest = await X.messages(C.north1.token, g.id, { before_id: ids[10] as number, limit: 4 });
      const oldestMessages = oldest.body.data.content.messages;
      expect(oldestMessages.map((m) => m.employee_id)).not.toContain(viewer);
      check(oldestMessages);
      expect(oldestMessages[0]?.receipt_count).toBeGreaterThan(0);
    },
  );
});
