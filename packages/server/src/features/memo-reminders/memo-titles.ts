import type { Locale } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';

/** A memo's title as its recipients see it, in English and Spanish (the translation when there is one). */
export async function memoTitles(db: Database, memo: MemoRow): Promise<Record<Locale, string>> {
  const es = await db
    .selectFrom('memo_translations')
    .select(['title', 'recipient_title'])
    .where('memo_id', '=', memo.id)
    .where('locale_code', '=', 'es')
    .executeTakeFirst();
  const en = (memo.recipient_title ?? memo.title).slice(0, 200);
  return { en, es: (es?.recipient_title ?? es?.title ?? en).slice(0, 200) };
}

export const memoKindOf = (memo: Pick<MemoRow, 'kind'>) => (memo.kind === 'survey' ? 'survey' : 'message');

/** The web's address of a memo in the recipient's inbox (the tray's target too). */
export const inboxLink = (appUrl: string, memo: Pick<MemoRow, 'id' | 'company_id'>) =>
  `${appUrl}/${memo.company_id}?memo=${memo.id}`;
