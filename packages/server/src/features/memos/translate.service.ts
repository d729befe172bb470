import { MEMO_TEXT, type TMemoTranslation, type ZTranslateRequest } from '@teamline/shared';
import type { z } from 'zod';
import { TranslationError, type Translator } from '../../adapters/translate.js';
import { unavailable, upstreamFailed } from '../../http/errors.js';
import { sanitizeOptionalHtml } from './memo-html.js';

type Texts = Omit<z.output<typeof ZTranslateRequest>, 'company_id'>;

/**
 * company/translate: the compose form's texts in the target language — titles and questions as
 * text, contents as HTML (sanitized like typed content). Without a configured provider it answers
 * 503 'Translation is not configured' (the form stays usable with typed translations); a provider
 * failure answers 502.
 */
export async function translateMemoTexts(opts: {
  translator: Translator | null;
  texts: Texts;
}): Promise<TMemoTranslation> {
  const { translator } = opts;
  const { source, target, title, content, recipient_title, recipient_content, options } = opts.texts;
  if (!translator) throw unavailable(MEMO_TEXT.translationOff);
  const texts = [title, recipient_title, ...(options ?? []).flatMap((q) => [q.question, ...q.options])];
  const html = [content, recipient_content];
  const present = (list: (string | null | undefined)[]) => list.map((t) => t ?? '');
  let plain: string[];
  let rich: string[];
  try {
    [plain, rich] = await Promise.all([
      translator.translate(present(texts), { source, target, format: 'text' }),
      translator.translate(present(html), { source, target, format: 'html' }),
    ]);
  } catch (err) {
    if (err instanceof TranslationError) throw upstreamFailed(MEMO_TEXT.translationFailed);
    throw err;
  }
  const at = (i: number, given: string | null | undefined) => (given ? (plain[i] ?? null) : null);
  let i = 2;
  return {
    locale_code: target,
    title: at(0, title),
    recipient_title: at(1, recipient_title),
    content: content ? (sanitizeOptionalHtml(rich[0]) ?? null) : null,
    recipient_content: recipient_content ? (sanitizeOptionalHtml(rich[1]) ?? null) : null,
    options: options
      ? options.map((q) => {
          const question = plain[i++] ?? q.question;
          return { question, options: q.options.map((o) => plain[i++] ?? o) };
        })
      : null,
  };
}
