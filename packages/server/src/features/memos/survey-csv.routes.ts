import { ZMemoIdRequest } from '@teamline/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../http/csv.js';
import { memberOf } from '../../http/guard.js';
import { type CsvFile, surveyResponsesCsv, surveySummaryCsv } from './survey-csv.service.js';

const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(file.filename))
    .send(file.csv);

/** Survey downloads (spec §7 Surveys) as CSV files: what each holds is in survey-csv.service.ts. */
export const surveyCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const config = { company: 'body', action: 'memos.manage' } as const;

  app.post(
    '/survey/summary',
    {
      config,
      schema: { tags: ['surveys'], summary: 'Answers per question and option, as CSV', body: ZMemoIdRequest },
    },
    async (request, reply) =>
      sendCsv(reply, await surveySummaryCsv({ db, member: memberOf(request), id: request.body.id })),
  );

  app.post(
    '/survey/responses',
    {
      config,
      schema: {
        tags: ['surveys'],
        summary: 'One row per employee who answered, as CSV',
        body: ZMemoIdRequest,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await surveyResponsesCsv({ db, member: memberOf(request), id: request.body.id })),
  );
};
