import { type TMemoDetail, ZTemplateSendMemoRequest } from '@teamline/shared';
import type { SendMemoBody } from '../../api/memo-template-sends';
import { localText } from '../../i18n/server-texts';
import { toFormPath } from '../memos/compose/compose-form';
import { isoToZoneInput, zoneInputToIso } from '../memos/format';

/** What a send's memo edits: title, content, its four dates (company zone), the Spanish title and content. */
export interface SendMemoValues {
  title: string;
  content: string;
  start_at: string;
  reveal_at: string;
  due_at: string;
  end_at: string;
  translation: { title: string; content: string };
}

export const DATE_FIELDS = ['start_at', 'reveal_at', 'due_at', 'end_at'] as const;

export function memoToValues(memo: TMemoDetail, zone: string): SendMemoValues {
  const es = memo.translations.find((x) => x.locale_code === 'es');
  return {
    title: memo.title,
    content: memo.content,
    start_at: isoToZoneInput(memo.start_at, zone),
    reveal_at: isoToZoneInput(memo.reveal_at, zone),
    due_at: isoToZoneInput(memo.due_at, zone),
    end_at: isoToZoneInput(memo.end_at, zone),
    translation: { title: es?.title ?? '', content: es?.content ?? '' },
  };
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * PUT memo-template-sends/memo with memo_id. The Spanish version keeps a survey's translated
 * questions (they are not edited here); an emptied translation is sent as none.
 */
export function valuesToBody(
  v: SendMemoValues,
  memo: TMemoDetail,
  sendId: number,
  zone: string,
): SendMemoBody {
  const es = memo.translations.find((x) => x.locale_code === 'es');
  const title = v.translation.title.trim();
  const content = hasText(v.translation.content) ? v.translation.content : '';
  const options = es?.options ?? null;
  return {
    id: sendId,
    memo_id: memo.id,
    title: v.title,
    content: hasText(v.content) ? v.content : '',
    ...Object.fromEntries(DATE_FIELDS.map((f) => [f, zoneInputToIso(v[f], zone)])),
    translations:
      title || content || options
        ? [{ locale_code: 'es', title: title || null, content: content || null, options }]
        : [],
  };
}

/** The shared schema's texts (the date order included), on the form's fields, in the reader's language. */
export function validateSendMemo(body: SendMemoBody): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = ZTemplateSendMemoRequest.safeParse({ company_id: 1, ...body });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = toFormPath(issue.path.join('.'));
      if (path && !(path in errors)) errors[path] = localText(issue.message);
    }
  return errors;
}
