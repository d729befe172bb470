import {
  ZCheckinAcknowledgeRequest,
  ZHandAcknowledgeRequest,
  ZMemoResponseBundle,
  ZRaiseHandRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmployeeRow } from '../../db/schema.js';
import { envelope, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/guard.js';
import { checkIn } from '../followups/checkins.service.js';
import { closeHand, raiseHand } from '../followups/hands.service.js';

import { presentResponseBundle } from './employee-app.presenter.js';
import { loadResponseBundle } from './employee-inbox.service.js';

const tags = ['employee app'];
const bundle = { 200: envelope(ZMemoResponseBundle) };
const config = { company: 'body', action: 'followups.respond' } as const;

/** Spec §7 Employee app: raising a hand, closing it, checking in; each answers the response bundle. */
export const followupAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const bundleOf = async (employee: EmployeeRow) =>
    ok(presentResponseBundle(await loadResponseBundle({ db, employee })));

  app.post(
    '/employee-hand/raise',
    {
      config,
      schema: {
        tags,
        summary: "Raises a hand: a note to the caller's managers (else the admins), who are notified",
        body: ZRaiseHandRequest,
        response: bundle,
      },
    },
    async (request) => {
      const { employee } = membershipOf(request);
      const { note, is_urgent } = request.body;
      await raiseHand({ db, realtime, employee, note, isUrgent: is_urgent });
      return bundleOf(employee);
    },
  );

  app.post(
    '/employee-hand/acknowledge',
    {
      config,
      schema: {
        tags,
        summary: 'The employee closes their raised hand',
        body: ZHandAcknowledgeRequest,
        response: bundle,
      },
    },
    async (request) => {
      const { employee } = membershipOf(request);
      await closeHand({ db, realtime, employee, id: request.body.id });
      return bundleOf(employee);
    },
  );

  app.post(
    '/employee-checkin/acknowledge',
    {
      config,
      schema: {
        tags,
        summary: 'The employee checks in on an open check-in with a note; their managers are notified',
        body: ZCheckinAcknowledgeRequest,
        response: bundle,
      },
    },
    async (request) => {
      const { employee } = membershipOf(request);
      const { id, note } = request.body;
      await checkIn({ db, realtime, employee, id, note });
      return bundleOf(employee);
    },
  );
};
