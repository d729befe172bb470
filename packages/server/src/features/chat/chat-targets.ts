import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import { preparedIn } from '../../db/prepared-list.js';
import type { Targets } from '../memos/memo-targets.js';

/**
 * A chat group is targeted like a form (decisions.md, Chat — server): locations ∪ audiences ∪
 * people, stored in chat_targets and read live, so membership follows people as they move.
 */

const TYPES = { location: 'locationIds', audience: 'audienceIds', employee: 'recipientIds' } as const;
type TargetType = keyof typeof TYPES;

export const emptyTargets = (): Targets => ({ locationIds: [], audienceIds: [], recipientIds: [] });

/** Replaces the stored targeting of a group (each list only when given). */
export async function saveChatTargets(db: Database, groupId: number, t: Partial<Targets>): Promise<void> {
  for (const [type, field] of Object.entries(TYPES) as [TargetType, keyof Targets][]) {
    const ids = t[field];
    if (!ids) continue;
    await db
      .deleteFrom('chat_targets')
      .where('chat_group_id', '=', groupId)
      .where('target_type', '=', type)
      .execute();
    for (const part of chunks([...new Set(ids)]))
      await db
        .insertInto('chat_targets')
        .values(part.map((target_id) => ({ chat_group_id: groupId, target_type: type, target_id })))
        .execute();
  }
}

const targetsOf = preparedIn((db: Database, groupIds: number[]) =>
  db.selectFrom('chat_targets').selectAll().where('chat_group_id', 'in', groupIds),
);

/** The stored targeting of some groups, by group id. */
export async function loadChatTargets(
  db: Database,
  groupIds: readonly number[],
): Promise<Map<number, Targets>> {
  const out = new Map<number, Targets>(groupIds.map((id) => [id, emptyTargets()]));
  for (const part of chunks([...new Set(groupIds)])) {
    const rows = await targetsOf(db, part);
    for (const r of rows) {
      const field = TYPES[r.target_type as TargetType];
      if (field) out.get(r.chat_group_id)?.[field].push(r.target_id);
    }
  }
  return out;
}
