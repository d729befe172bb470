import type { TChatGroup } from '@teamline/shared';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { chatCalls, insertChatMessages } from '../../../test/chat.js';
import { buildMember } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { buildEmployee, linkEmployee } from '../../../test/people.js';
import { nowIso } from '../../db/index.js';
import { chatMemberIds } from '../../policies/chat.js';
import type { Member } from '../../policies/member.js';
import { presentGroups } from './chat-groups.presenter.js';

/**
 * The group list's counts (decisions.md, Chat — the group list in a constant number of
 * statements): every group's unread count and member count are right, whatever the number of
 * groups, on the database the run names.
 */

const { app, db } = await buildTestApp();

/** The same database, counting the statements it runs (subqueries are not counted). */
function counting() {
  const seen = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      seen.queries += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), seen };
}

/** Messages written straight to the table (past the per-sender rate limit); their ids, in order. */
const insertMessages = (
  companyId: number,
  groupId: number,
  senderId: number | null,
  n: number,
  opts: { deleted?: boolean } = {},
) => insertChatMessages(db, { companyId, groupId }, senderId, n, opts);

const byId = (groups: TChatGroup[]) => new Map(groups.map((g) => [g.id, g]));

describe('chat group list counts', () => {
  it('counts every group’s unread messages from the caller’s read mark, others’ only, capped at 100', async () => {
    const C = await buildMemoCompany(db);
    const X = chatCalls(app, C.companyId);
    const crew = await X.newGroup(C.manager.token, { name: 'Crew', location_ids: [C.north.id] });
    const busy = await X.newGroup(C.manager.token, { name: 'Busy', recipient_ids: [C.north1.employee.id] });
    const read = await X.newGroup(C.manager.token, { name: 'Read', location_ids: [C.north.id] });
    const quiet = await X.newGroup(C.manager.token, { name: 'Quiet', location_ids: [C.north.id] });
    await insertMessages(C.companyId, crew.id, C.north2.employee.id, 3);
    await insertMessages(C.companyId, crew.id, C.north1.employee.id, 1);
    await insertMessages(C.companyId, crew.id, C.north2.employee.id, 2, { deleted: true });
    await insertMessages(C.companyId, crew.id, null, 1);
    await insertMessages(C.companyId, busy.id, C.manager.employee.id, 130);
    const readIds = await insertMessages(C.companyId, read.id, C.manager.employee.id, 5);
    expect((await X.read(C.north1.token, read.id, readIds[1])).status).toBe(200);

    const north1 = byId((await X.groups(C.north1.token)).body.data.content.groups);
    expect(north1.get(crew.id)?.unread_count).toBe(4);
    expect(north1.get(busy.id)?.unread_count).toBe(100);
    expect(north1.get(read.id)?.unread_count).toBe(3);
    expect(north1.get(read.id)?.last_read_message_id).toBe(readIds[1]);
    expect(north1.get(quiet.id)?.unread_count).toBe(0);
    // Another member of the same groups counts from their own (absent) read mark, not north1's.
    const north2 = byId((await X.groups(C.north2.token)).body.data.content.groups);
    expect(north2.get(crew.id)?.unread_count).toBe(2);
    expect(north2.get(read.id)?.unread_count).toBe(5);
    expect(north2.has(busy.id)).toBe(false);
    // Reading everything brings the count to zero; a later message counts again.
    expect((await X.read(C.north1.token, busy.id, Math.max(...(await ids(busy.id))))).status).toBe(200);
    await insertMessages(C.companyId, busy.id, C.manager.employee.id, 2);
    const after = byId((await X.groups(C.north1.token)).body.data.content.groups);
    expect(after.get(busy.id)?.unread_count).toBe(2);
  });

  it('counts every group’s members as they are now: targets, creator once, moves, deactivation, deletion', async () => {
    const C = await buildMemoCompany(db);
    const X = chatCalls(app, C.companyId);
    const admin = await buildMember(db, C.companyId, 'admin');
    const north = await X.newGroup(admin.token, { name: 'North', location_ids: [C.north.id] });
    const cooks = await X.newGroup(admin.token, { name: 'Cooks', audience_ids: [C.cooks.id] });
    const mixed = await X.newGroup(admin.token, {
      name: 'Mixed',
      location_ids: [C.south.id],
      audience_ids: [C.cooks.id],
      recipient_ids: [C.north1.employee.id, admin.employee.id],
    });
    const opened = await X.openPrivate(C.north1.token, C.north2.employee.id);
    expect(opened.status).toBe(200);
    const counts = async () => {
      const groups = byId((await X.groups(admin.token)).body.data.content.groups);
      const north1 = byId((await X.groups(C.north1.token)).body.data.content.groups);
      return {
        north: groups.get(north.id)?.member_count,
        cooks: groups.get(cooks.id)?.member_count,
        mixed: groups.get(mixed.id)?.member_count,
        private: north1.get(opened.body.data.content.id)?.member_count,
      };
    };
    // North: the manager, north1, north2 and the admin (creator). Cooks: south1 and the admin.
    // Mixed: south1 (by South and by Cooks, once), north1, the admin (target and creator, once).
    expect(await counts()).toEqual({ north: 4, cooks: 2, mixed: 3, private: 2 });
    // Each count is the membership rule's own answer.
    for (const g of [north, cooks, mixed]) {
      const live = await db
        .selectFrom(chatMemberIds(db, { id: g.id, company_id: C.companyId }).as('m'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect((await counts())[g.name.toLowerCase() as 'north' | 'cooks' | 'mixed']).toBe(Number(live.n));
    }
    // Someone joins North and the cooks; someone without an account joins South.
    const joiner = await buildMember(db, C.companyId);
    await linkEmployee(db, C.companyId, joiner.employee.id, {
      locationIds: [C.north.id],
      audienceIds: [C.cooks.id],
    });
    await buildEmployee(db, C.companyId, { name: 'No account', locationIds: [C.south.id] });
    expect(await counts()).toEqual({ north: 5, cooks: 3, mixed: 5, private: 2 });
    // north2 is deactivated: out of North and of the private conversation's count.
    await db
      .updateTable('employees')
      .set({ is_active: false })
      .where('id', '=', C.north2.employee.id)
      .execute();
    expect(await counts()).toEqual({ north: 4, cooks: 3, mixed: 5, private: 1 });
    // south1 is deleted; the joiner moves from North to South.
    await db
      .updateTable('employees')
      .set({ deleted_at: nowIso() })
      .where('id', '=', C.south1.employee.id)
      .execute();
    await db.deleteFrom('employee_locations').where('employee_id', '=', joiner.employee.id).execute();
    await linkEmployee(db, C.companyId, joiner.employee.id, { locationIds: [C.south.id] });
    expect(await counts()).toEqual({ north: 3, cooks: 2, mixed: 4, private: 1 });
    // Retargeting: Cooks also reaches North (the manager, north1; the joiner is a cook already).
    const put = await app.inject({
      method: 'PUT',
      url: `/api/chat/groups/${cooks.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: X.body({ location_ids: [C.north.id] }),
    });
    expect(put.statusCode).toBe(200);
    expect(await counts()).toEqual({ north: 3, cooks: 4, mixed: 4, private: 1 });
    // Someone named in a group (no location) is removed from the company's records altogether.
    const named = await buildEmployee(db, C.companyId, { name: 'Named' });
    const byName = await X.newGroup(admin.token, { name: 'Named', recipient_ids: [named.id] });
    const size = async () =>
      byId((await X.groups(admin.token)).body.data.content.groups).get(byName.id)?.member_count;
    expect(await size()).toBe(2);
    await db.deleteFrom('employees').where('id', '=', named.id).execute();
    expect(await size()).toBe(1);
  });

  it('the list runs as many statements for 12 groups as for 2', async () => {
    const C = await buildMemoCompany(db);
    const X = chatCalls(app, C.companyId);
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      const g = await X.newGroup(C.manager.token, {
        name: `G${i}`,
        ...(i % 2 ? { location_ids: [C.north.id] } : { recipient_ids: [C.north1.employee.id] }),
      });
      await X.say(C.manager.token, g.id, `hello ${i}`);
      made.push(g.id);
    }
    const priv = await X.openPrivate(C.north1.token, C.manager.employee.id);
    made.push(priv.body.data.content.id);
    const member: Member = {
      userId: C.north1.user.id,
      companyId: C.companyId,
      employeeId: C.north1.employee.id,
      role: 'employee',
    };
    const rows = await db.selectFrom('chat_groups').selectAll().where('id', 'in', made).execute();
    // One counting database for the whole test: kept counts belong to a database.
    const c = counting();
    const statements = async (some: typeof rows) => {
      const before = c.seen.queries;
      const out = await presentGroups(c.db, member, some);
      expect(out).toHaveLength(some.length);
      return c.seen.queries - before;
    };
    const few = await statements(rows.filter((r) => r.id === made[0] || r.id === priv.body.data.content.id));
    const many = await statements(rows);
    expect(many).toBe(few);
    // Targets, read states (and version), member counts, latest messages, their senders, the other of a private one.
    expect(many).toBe(6);
    // Nothing changed since: the member counts are kept (one statement fewer).
    expect(await statements(rows)).toBe(many - 1);
  });
});

async function ids(groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('chat_group_id', '=', groupId)
    .execute();
  return rows.map((r) => r.id);
}
