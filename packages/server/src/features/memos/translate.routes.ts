import { MEMO_TEXT, type TMemoTranslation, ZTranslateAnswer, ZTranslateRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TranslationError } from '../../adapters/translate.js';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { authorize } from '../../policies/index.js';
import { sanitizeOptionalHtml } from './memo-html.js';

/**
 * POST company/translate: fills the compose form's Spanish translation. Without a configured
 * provider it answers 503 'Translation is not configured' and the form stays usable (typed
 * translations); a provider failure answers 502.
 */
export const translateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.post(
    '/company/translate',
    { schema: { tags: ['memos'], body: ZTranslateRequest, response: { 200: envelope(ZTranslateAnswer) } } },
    async (request) => {
      const { company_id, source, target, title, content, recipient_title, recipient_content, options } =
        request.body;
      const { member } = await loadMembership(db, currentUser(request).id, company_id);
      authorize(member, 'memos.manage');
      const translator = app.deps.translator;
      if (!translator) throw new AppError(503, MEMO_TEXT.translationOff);
      const texts = [title, recipient_title, ...(options ?? []).flatMap((q) => [q.question, ...q.options])];
      const html = [content, recipient_content];
      const present = (list: (string | null | undefined)[]) => list.map((t) => t ?? '');
      try {
        const [plain, rich] = await Promise.all([
          translator.translate(present(texts), { source, target, format: 'text' }),
          translator.translate(present(html), { source, target, format: 'html' }),
        ]);
        const at = (i: number, given: string | null | undefined) => (given ? (plain[i] ?? null) : null);
        let i = 2;
        const translated: TMemoTranslation = {
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
        return ok(translated);
      } catch (err) {
        if (err instanceof TranslationError) throw new AppError(502, MEMO_TEXT.translationFailed);
        throw err;
      }
    },
  );
};
