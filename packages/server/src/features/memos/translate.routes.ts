import { ZTranslateAnswer, ZTranslateRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';
import { translateMemoTexts } from './translate.service.js';

/** POST company/translate: fills the compose form's Spanish translation (translate.service.ts). */
export const translateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/company/translate',
    {
      config: { company: 'body', action: 'memos.manage' },
      schema: { tags: ['memos'], body: ZTranslateRequest, response: { 200: envelope(ZTranslateAnswer) } },
    },
    async (request) => {
      const { company_id: _, ...texts } = request.body;
      return ok(await translateMemoTexts({ translator: app.deps.translator, texts }));
    },
  );
};
