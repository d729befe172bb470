import { describe, expect, it } from 'vitest';
import { chatCalls, insertChatMessages } from '../../../test/chat.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { buildEmployee } from '../../../test/people.js';
import { nowIso } from '../../db/index.js';

/**
 * A group's count of read marks (0036, `chat_groups.read_marks`, kept by triggers) always equals
 * its members' marks counted, whatever wrote them — a read, a send, a mute, a batch insert, an
 * employee's deletion — on the database the run names. A history page deep in the past counts its
 * readers from it (chat-receipts.ts), so a drift would show as wrong receipt counts.
 */

const { app, db } = await buildTestApp();

async function kept(groupId: number): Promise<{ kept: number; counted: number }> {
  const group = await db
    .selectFrom('chat_groups')
    .select('read_marks')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  const marks = await db
    .selectFrom('chat_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('chat_group_id', '=', groupId)
    .where('last_read_message_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return { kept: Number(group.read_marks), counted: Number(marks.n) };
}

describe('chat read marks kept per group', () => {
  it('follows reads, sends, mutes, batch writes and deletions, in each group apart', async () => {
    const C = await buildMemoCompany(db);
    const X = chatCalls(app, C.companyId);
    const north = await X.newGroup(C.manager.token, { name: 'North', location_ids: [C.north.id] });
    const all = await X.newGroup(C.adminToken, {
      name: 'Everyone',
      location_ids: [C.north.id, C.south.id],
    });
    const same = async (...ids: number[]) => {
      for (const id of ids) {
        const k = await kept(id);
        expect(k.kept, `group ${id}`).toBe(k.counted);
      }
    };
    await same(north.id, all.id);

    // A mute makes a member's row without a mark: not counted.
    expect((await X.mute(C.north1.token, north.id, false)).status).toBe(200);
    await same(north.id);
    expect((await kept(north.id)).kept).toBe(0);

    // A send marks the sender; a read marks the reader once, however often they read on.
    await X.say(C.manager.token, north.id, 'Truck at 7');
    expect((await X.read(C.north1.token, north.id)).status).toBe(200);
    await X.say(C.manager.token, north.id, 'Truck at 8');
    expect((await X.read(C.north1.token, north.id)).status).toBe(200);
    await X.say(C.north2.token, all.id, 'Hello all');
    expect((await X.read(C.south1.token, all.id)).status).toBe(200);
    await same(north.id, all.id);
    expect((await kept(north.id)).kept).toBe(2);
    expect((await kept(all.id)).kept).toBe(2);

    // A batch of marks in two groups at once, some without a mark.
    const people = [];
    for (let i = 0; i < 6; i++)
      people.push(await buildEmployee(db, C.companyId, { name: `P${i}`, locationIds: [C.north.id] }));
    const [first] = await insertChatMessages(db, { companyId: C.companyId, groupId: all.id }, null, 1);
    const now = nowIso();
    await db
      .insertInto('chat_members')
      .values(
        people.flatMap((p, i) =>
          [north.id, all.id].map((groupId) => ({
            chat_group_id: groupId,
            employee_id: p.id,
            company_id: C.companyId,
            last_read_message_id: i % 3 === 0 ? null : (first as number),
            last_read_at: now,
          })),
        ),
      )
      .execute();
    await same(north.id, all.id);
    expect((await kept(all.id)).kept).toBe(6);

    // Marks taken back to none, and moved, in one statement.
    await db
      .updateTable('chat_members')
      .set((eb) => ({
        last_read_message_id: eb
          .case()
          .when('last_read_message_id', 'is', null)
          .then(first as number)
          .else(null)
          .end(),
      }))
      .where(
        'employee_id',
        'in',
        people.slice(0, 4).map((p) => p.id),
      )
      .execute();
    await same(north.id, all.id);

    // An employee's deletion takes their marks out of every group.
    await db
      .updateTable('employees')
      .set({ deleted_at: nowIso() })
      .where('id', 'in', [people[1]?.id as number, C.north1.employee.id])
      .execute();
    await same(north.id, all.id);
    expect((await kept(north.id)).kept).toBeGreaterThan(0);

    // Rows deleted outright.
    await db.deleteFrom('chat_members').where('chat_group_id', '=', all.id).execute();
    await same(north.id, all.id);
    expect((await kept(all.id)).kept).toBe(0);
  });
});
