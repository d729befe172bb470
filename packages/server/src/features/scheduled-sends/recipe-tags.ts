import type { Database } from '../../db/index.js';

/** A template's and a memo's tag ids, in order: what a recipe's memo is tagged with. */
export async function templateTags(db: Database, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memo_template_tags')
    .select('tag_id')
    .where('template_id', '=', id)
    .execute();
  return rows.map((r) => r.tag_id).sort((a, b) => a - b);
}

export async function memoTags(db: Database, id: number): Promise<number[]> {
  const rows = await db.selectFrom('memo_tags').select('tag_id').where('memo_id', '=', id).execute();
  return rows.map((r) => r.tag_id).sort((a, b) => a - b);
}
