import { DEFAULT_CHECKIN_TOPICS } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';

export interface CheckinTopic {
  id: number | null;
  name: string;
}

/** The company's check-in topics in order; the defaults (without ids) until an admin saves a list. */
export async function listCheckinTopics(opts: { db: Database; companyId: number }): Promise<CheckinTopic[]> {
  // One query, deleted rows included: any row at all means the admin has saved a list.
  const rows = await opts.db
    .selectFrom('checkin_topics')
    .select(['id', 'name', 'deleted_at'])
    .where('company_id', '=', opts.companyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return DEFAULT_CHECKIN_TOPICS.map((name) => ({ id: null, name }));
  return rows.filter((r) => r.deleted_at === null).map((r) => ({ id: r.id, name: r.name }));
}

/**
 * Replaces the list: topics whose name stays keep their id (and their check-ins), the others
 * are soft-deleted, new ones are added; positions follow the order given.
 */
export async function replaceCheckinTopics(opts: {
  db: Database;
  companyId: number;
  topics: string[];
}): Promise<CheckinTopic[]> {
  const names = [...new Set(opts.topics)];
  await opts.db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom('checkin_topics')
      .select(['id', 'name'])
      .where('company_id', '=', opts.companyId)
      .where('deleted_at', 'is', null)
      .execute();
    const byName = new Map(live.map((t) => [t.name, t.id]));
    const gone = live.filter((t) => !names.includes(t.name)).map((t) => t.id);
    if (gone.length) {
      await trx.updateTable('checkin_topics').set({ deleted_at: nowIso() }).where('id', 'in', gone).execute();
    }
    for (const [position, name] of names.entries()) {
      const id = byName.get(name);
      if (id) await trx.updateTable('checkin_topics').set({ position }).where('id', '=', id).execute();
      else
        await trx
          .insertInto('checkin_topics')
          .values({ company_id: opts.companyId, name, position })
          .execute();
    }
    // An emptied list must still count as saved: keep a deleted marker row.
    if (names.length === 0 && live.length === 0) {
      await trx
        .insertInto('checkin_topics')
        .values({ company_id: opts.companyId, name: '', position: 0, deleted_at: nowIso() })
        .execute();
    }
  });
  return listCheckinTopics(opts);
}
