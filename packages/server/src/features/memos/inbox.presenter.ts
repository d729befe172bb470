import { type AnyMemoKind, isFlaggableMemo, type TInboxMemo, type TSurveyQuestion } from '@teamline/shared';
import { toBool } from '../../db/index.js';
import type { MemoRow, MemoTranslationRow } from '../../db/schema.js';
import type { InboxItem } from './inbox.service.js';
import type { InboxPage } from './inbox-page.js';
import { displayStart, parseJson } from './memos.presenter.js';
import { presentResponse } from './response.presenter.js';

/**
 * The employee's view of their inbox items (spec §7 Employee app): in their language (the es
 * translation when there is one, else the original), from the items' loaded page (inbox-page.ts);
 * runs no query.
 */

/** The questions as the employee reads them: translated when the translation matches their shape. */
export function localizedQuestions(memo: MemoRow, es: MemoTranslationRow | null) {
  const original = parseJson<TSurveyQuestion[]>(memo.options, []).map((q) => ({
    question: q.question,
    options: q.options,
  }));
  const translated = es
    ? parseJson<{ question: string; options: string[] }[] | null>(es.options, null)
    : null;
  const fits =
    translated?.length === original.length &&
    translated.every((q, i) => q.options.length === original[i]?.options.length);
  return fits ? translated : original;
}

export function presentInbox(
  items: readonly InboxItem[],
  page: InboxPage,
  now = new Date().toISOString(),
): TInboxMemo[] {
  return items.map(({ memo, response }) => {
    const t = page.spanish.get(memo.id) ?? null;
    const title = t?.recipient_title ?? t?.title ?? memo.recipient_title ?? memo.title;
    const content = t?.recipient_content ?? t?.content ?? memo.recipient_content ?? memo.content;
    const type = memo.type === 'standard' ? 'standard' : 'nonflaggable';
    return {
      id: memo.id,
      kind: memo.kind as AnyMemoKind,
      locale_code: t ? 'es' : 'en',
      title,
      content,
      category: memo.category,
      priority: memo.priority,
      signature: toBool(memo.signature),
      type,
      display_type: memo.display_type,
      options: localizedQuestions(memo, t),
      author:
        memo.author_id !== null && page.names.has(memo.author_id)
          ? { id: memo.author_id, name: page.names.get(memo.author_id) as string }
          : null,
      author_description: memo.author_description,
      display_start_at: displayStart(memo),
      due_at: memo.due_at,
      end_at: memo.end_at,
      published_at: memo.published_at,
      is_read: response.read_at !== null,
      is_past_due: memo.due_at !== null && memo.due_at < now && response.acknowledged_at === null,
      can_flag: isFlaggableMemo(memo),
      employee_response: presentResponse(response, page.names),
      media: page.media.get(memo.id) ?? [],
      celebration: page.celebrations.info.get(memo.id) ?? null,
      celebration_options: page.celebrations.counts.get(memo.id) ?? {},
      my_celebration_option: page.celebrations.mine.get(memo.id) ?? null,
    };
  });
}
