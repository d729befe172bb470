import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-handler.js';
import { operatorAccess } from '../policies/operator.js';
import type { BullMqEngine } from './bullmq-engine.js';

export const DASHBOARD_PATH = '/admin/jobs';

/**
 * The operator's jobs dashboard (bull-board) at /admin/jobs, on BullMQ only and only with
 * OPERATOR_TOKEN (docs/configuration.md, Jobs): every request of it — the page, its assets and its
 * API, which can retry, promote and remove jobs — passes policies/operator.ts first: 401 without
 * credentials (a browser then asks for them), 403 with wrong ones.
 */
export async function registerJobsDashboard(
  app: FastifyInstance,
  engine: BullMqEngine,
  operatorToken: string,
): Promise<void> {
  const adapter = new FastifyAdapter();
  adapter.setBasePath(DASHBOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(engine.queue)],
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Teamline jobs' } },
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const access = operatorAccess(request.headers.authorization, operatorToken);
      if (access === 'ok') return;
      if (access === 'missing')
        reply.header('www-authenticate', 'Basic realm="Teamline operator", charset="UTF-8"');
      const status = access === 'missing' ? 401 : 403;
      reply.header('cache-control', 'no-store');
      return sendError(reply, status, {
        message:
          status === 401 ? 'Operator credentials required' : 'Only the server operator may see the jobs',
      });
    });
    await scope.register(adapter.registerPlugin(), { prefix: DASHBOARD_PATH });
  });
}
