import { CHAT_LIMITS, type TChatReceipt } from '@teamline/shared';
import { sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import { prepared } from '../../db/prepared.js';
import { preparedForList } from '../../db/prepared-list.js';
import type { ChatMessageRow } from '../../db/schema-chat.js';

/**
 * Read receipts of a page of messages (spec §3 Chat message `receipts`, `receipt_count`): a member
 * has read a message when their read mark is at or past it; never its sender. A page needs the
 * readers named on each message (CHAT_LIMITS.receiptsShown, latest first) and how many there are,
 * not every read mark of the group: in a group of 5,000 who read on, those are 5,000 rows a page.
 * Members whose mark is at or past the page's newest message have read every message of it: they
 * are counted, and only the latest few are loaded; the marks inside the page are loaded (and the
 * senders', to leave them out of their own messages).
 */

interface ReadMark {
  employee_id: number;
  name: string;
  last_read_message_id: number;
  read_at: string;
}

export interface PageReads {
  /** Readers of the whole page (mark at or past its newest message). */
  past: number;
  newest: number;
  /** The latest readers of the whole page, and every reader inside it, latest first. */
  candidates: ReadMark[];
  /** Each sender's read mark (or none), by employee id. */
  senders: Map<number, number>;
}

const latestFirst = (a: ReadMark, b: ReadMark) =>
  a.read_at === b.read_at ? a.employee_id - b.employee_id : a.read_at < b.read_at ? 1 : -1;

/** A group's read marks with their readers' names (a deleted employee has none: 0035). */
const marksOf = (db: Database, groupId: number) =>
  db
    .selectFrom('chat_members as cm')
    .innerJoin('employees as e', 'e.id', 'cm.employee_id')
    .where('cm.chat_group_id', '=', groupId)
    .select(['cm.employee_id', 'e.name', 'cm.last_read_message_id', 'cm.last_read_at']);

/**
 * Past this many readers of a whole page, its latest readers are found by walking the group's
 * marks latest first (`chat_members_latest_idx`, 0035) until enough have read that far: most
 * have, so the walk stops after a few dozen. With fewer (a page near the newest message) the few
 * marks that far are read and sorted. Each plan is slow where the other is fast: with 5,000 marks,
 * sorting every reader of a deep page took 1.9 ms and walking for the one reader of the newest
 * message 0.16 ms, against 0.05 and 0.01 ms the other way (docs/performance.md).
 */
const WALK_FROM_READERS = 200;

/** The latest readers of a whole page (one past the shown: a sender is left out of their own). */
const latestReadersBy = (walk: boolean) =>
  prepared(
    (db: Database, groupId: number, newest: number) =>
      marksOf(db, groupId)
        // A unary plus keeps SQLite from the range on the read index, to walk the order's index.
        .where(
          walk ? sql<number>`+${sql.ref('cm.last_read_message_id')}` : sql.ref('cm.last_read_message_id'),
          '>=',
          newest,
        )
        .orderBy('cm.last_read_at', 'desc')
        .orderBy('cm.employee_id')
        .limit(CHAT_LIMITS.receiptsShown + 1),
    [-7_101, -7_102],
  );
const latestBySort = latestReadersBy(false);
const latestByWalk = latestReadersBy(true);

/**
 * How many have read the whole page, in one statement. Up to WALK_FROM_READERS, counted (a page
 * near the newest message, which few have read that far); past it, counted from the other side:
 * the group's marks (0036, kept by triggers) less those below the page. A page deep in the past,
 * read by nearly all of 5,000 members, counts the few below it instead of the 5,000 past it.
 * `coalesce` evaluates its second argument only when the first is null (both databases).
 */
const pastReaders = prepared(
  (db: Database, groupId: number, newest: number) =>
    db.selectNoFrom((eb) =>
      eb.fn.coalesce(fewReaders(db, groupId, newest), readersFromBelow(db, groupId, newest)).as('past'),
    ),
  [-7_121, -7_122],
);

/** The page's readers counted, when they are at most WALK_FROM_READERS; else no row. */
function fewReaders(db: Database, groupId: number, newest: number) {
  const upTo = db
    .selectFrom('chat_members as cm')
    .select('cm.employee_id')
    .where('cm.chat_group_id', '=', groupId)
    .where('cm.last_read_message_id', '>=', newest)
    .limit(WALK_FROM_READERS + 1)
    .as('p');
  const counted = db
    .selectFrom(upTo)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .as('few');
  return db.selectFrom(counted).select('few.n').where('few.n', '<=', WALK_FROM_READERS);
}

/** The group's read marks less those below the page. */
function readersFromBelow(db: Database, groupId: number, newest: number) {
  const below = db
    .selectFrom('chat_members as cm')
    .select((eb) => eb.fn.countAll<number>().as('below'))
    .where('cm.chat_group_id', '=', groupId)
    .where('cm.last_read_message_id', '<', newest);
  return db
    .selectFrom('chat_groups as g')
    .where('g.id', '=', groupId)
    .select((eb) => eb('g.read_marks', '-', below).as('past'));
}

/** The read marks inside the page, with their readers' names. */
const insideReaders = prepared(
  (db: Database, groupId: number, low: number, newest: number) =>
    marksOf(db, groupId)
      .where('cm.last_read_message_id', '>=', low)
      .where('cm.last_read_message_id', '<', newest),
  [-7_111, -7_112, -7_113],
);

/**
 * The names of the people a page shows and their read marks in its group, in one statement: the
 * marks leave senders out of their own messages' counts. Each mark is found by the members' key
 * (group, employee), one lookup a person; the employees' primary key names them.
 */
const peopleOf = preparedForList((db: Database, groupId: number, ids: number[]) =>
  db
    .selectFrom('employees as e')
    .leftJoin('chat_members as cm', (join) =>
      join.onRef('cm.employee_id', '=', 'e.id').on('cm.chat_group_id', '=', groupId),
    )
    .select(['e.id', 'e.name', 'cm.last_read_message_id'])
    .where('e.id', 'in', ids),
);

/**
 * The read marks a page of one group needs, in statements compiled once (db/prepared.ts), and the
 * names of `people` (the page's senders and those it quotes; a deleted employee has none).
 * Without `named` (no message of the page is the caller's), the readers of the whole page are
 * only counted, not loaded.
 */
export async function loadPageReads(
  db: Database,
  groupId: number,
  rows: readonly ChatMessageRow[],
  named: boolean,
  people: readonly number[],
): Promise<{ reads: PageReads; names: Map<number, string> }> {
  let low = Number.POSITIVE_INFINITY;
  let newest = 0;
  for (const r of rows) {
    low = Math.min(low, r.id);
    newest = Math.max(newest, r.id);
  }
  const [count] = await pastReaders(db, groupId, newest);
  const past = Number(count?.past ?? 0);
  const latest = named
    ? await (past > WALK_FROM_READERS ? latestByWalk : latestBySort)(db, groupId, newest)
    : [];
  const inside = await insideReaders(db, groupId, low, newest);
  const senders = new Map<number, number>();
  const names = new Map<number, string>();
  for (const part of chunks([...new Set(people)]))
    for (const r of await peopleOf(db, groupId, part)) {
      names.set(r.id, r.name);
      if (r.last_read_message_id !== null) senders.set(r.id, r.last_read_message_id);
    }
  const mark = (r: (typeof inside)[number] | (typeof latest)[number]): ReadMark[] =>
    r.last_read_message_id === null
      ? []
      : [
          {
            employee_id: r.employee_id,
            name: r.name,
            last_read_message_id: r.last_read_message_id,
            read_at: r.last_read_at ?? '',
          },
        ];
  const candidates = [...latest.flatMap(mark), ...inside.flatMap(mark)].sort(latestFirst);
  return { reads: { past, newest, candidates, senders }, names };
}

/**
 * One message's receipts: its latest readers (not its sender), named when `named`, and how many
 * have read it.
 */
export function receiptsOf(
  m: ChatMessageRow,
  reads: PageReads | null,
  named = true,
): { receipts: TChatReceipt[]; count: number } {
  if (!reads) return { receipts: [], count: 0 };
  const receipts: TChatReceipt[] = [];
  let inside = 0;
  for (const r of reads.candidates) {
    if (r.last_read_message_id < m.id || r.employee_id === m.employee_id) continue;
    if (r.last_read_message_id < reads.newest) inside += 1;
    if (named && receipts.length < CHAT_LIMITS.receiptsShown)
      receipts.push({ employee_id: r.employee_id, name: r.name, read_at: r.read_at });
  }
  const senderMark = m.employee_id !== null ? reads.senders.get(m.employee_id) : undefined;
  const senderPast = senderMark !== undefined && senderMark >= reads.newest ? 1 : 0;
  return { receipts, count: reads.past - senderPast + inside };
}
