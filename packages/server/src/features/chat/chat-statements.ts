import type { Database } from '../../db/index.js';
import { prepared } from '../../db/prepared.js';
import { chatGroupIdsOf } from '../../policies/chat.js';

/**
 * The fixed-shape statements of every chat page request, compiled once per database
 * (db/prepared.ts): the caller's groups and group (membership resolved in the statement) and a
 * page of a group's history. Kysely built and compiled each of them, with the membership's four
 * nested subqueries, on every request.
 */

/** A live group of the company that the employee is a member of now, by id. */
export const memberGroupRow = prepared(
  (db: Database, groupId: number, companyId: number, employeeId: number) =>
    db
      .selectFrom('chat_groups')
      .selectAll()
      .where('id', '=', groupId)
      .where('id', 'in', chatGroupIdsOf(db, { companyId, employeeId })),
  [-7_001, -7_002, -7_003],
);

/** The groups the employee is a member of now, newest activity first (at most 500). */
export const memberGroupRows = prepared(
  (db: Database, companyId: number, employeeId: number) =>
    db
      .selectFrom('chat_groups')
      .selectAll()
      .where('id', 'in', chatGroupIdsOf(db, { companyId, employeeId }))
      .orderBy('last_activity_at', 'desc')
      .orderBy('id', 'desc')
      .limit(500),
  [-7_031, -7_032],
);

/** The newest `limit` messages of a group, newest first. */
export const newestMessages = prepared(
  (db: Database, groupId: number, limit: number) =>
    db
      .selectFrom('chat_messages')
      .selectAll()
      .where('chat_group_id', '=', groupId)
      .orderBy('id', 'desc')
      .limit(limit),
  [-7_011, -7_012],
);

/** The `limit` messages of a group before a message id, newest first. */
export const messagesBefore = prepared(
  (db: Database, groupId: number, beforeId: number, limit: number) =>
    db
      .selectFrom('chat_messages')
      .selectAll()
      .where('chat_group_id', '=', groupId)
      .where('id', '<', beforeId)
      .orderBy('id', 'desc')
      .limit(limit),
  [-7_021, -7_022, -7_023],
);
