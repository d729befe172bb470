import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import { formsTargetedTo } from '../../policies/form.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import { assertTargets, type Targets } from '../memos/memo-targets.js';

/**
 * A form is targeted like a memo (decisions.md, Forms): locations ∪ audiences ∪ people, the ids
 * checked by the memo's rule (live records of the company; a manager only their own locations and
 * people they manage). Who is reached is read live through form_targets.
 */

export type { Targets };

const TYPES = { location: 'locationIds', audience: 'audienceIds', employee: 'recipientIds' } as const;
type TargetType = keyof typeof TYPES;

export const targetsOf = (t: {
  location_ids: number[];
  audience_ids: number[];
  recipient_ids: number[];
}): Targets => ({
  locationIds: [...new Set(t.location_ids)],
  audienceIds: [...new Set(t.audience_ids)],
  recipientIds: [...new Set(t.recipient_ids)],
});

/** Every id a live record of the company, within the caller's reach (else 404 / 422). */
export async function checkTargets(db: Database, member: Member, t: Partial<Targets>): Promise<void> {
  await assertTargets(db, memoSenderOf(member), t);
}

/** Replaces the stored targeting of a form (each list only when given). */
export async function saveFormTargets(db: Database, formId: number, t: Partial<Targets>): Promise<void> {
  for (const [type, field] of Object.entries(TYPES) as [TargetType, keyof Targets][]) {
    const ids = t[field];
    if (!ids) continue;
    await db
      .deleteFrom('form_targets')
      .where('form_id', '=', formId)
      .where('target_type', '=', type)
      .execute();
    for (const part of chunks([...new Set(ids)]))
      await db
        .insertInto('form_targets')
        .values(part.map((target_id) => ({ form_id: formId, target_type: type, target_id })))
        .execute();
  }
}

/** The stored targeting of some forms, by form id. */
export async function loadFormTargets(
  db: Database,
  formIds: readonly number[],
): Promise<Map<number, Targets>> {
  const out = new Map<number, Targets>(
    formIds.map((id) => [id, { locationIds: [], audienceIds: [], recipientIds: [] }]),
  );
  if (!formIds.length) return out;
  for (const part of chunks([...new Set(formIds)])) {
    const rows = await db.selectFrom('form_targets').selectAll().where('form_id', 'in', part).execute();
    for (const r of rows) {
      const field = TYPES[r.target_type as TargetType];
      if (field) out.get(r.form_id)?.[field].push(r.target_id);
    }
  }
  return out;
}

/** Whether the form is targeted to the caller now. */
export async function isTargeted(db: Database, member: Member, formId: number): Promise<boolean> {
  const row = await formsTargetedTo(db, member).where('t.form_id', '=', formId).executeTakeFirst();
  return row !== undefined;
}
