import { companyIdField, ZCompanyInvitation, ZCompanyScoped } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf, membershipOf } from '../../http/guard.js';
import { presentCompanyInvitation } from './team-invitations.presenter.js';
import { listTeamInvitations, resendInvitation, revokeInvitation } from './team-invitations.service.js';

const ZTeamInvitationRequest = z.object({
  company_id: companyIdField,
  id: z.coerce.number().int().positive(),
});

/** Settings › Team Invitations: what management sent and nobody answered yet. */
export const teamInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, sms, config } = app.deps;

  app.get(
    '/company/invitations',
    {
      config: { company: 'query', action: 'invitations.manage' },
      schema: {
        tags: ['invites'],
        summary: 'Pending invitations of the company (not accepted, ignored or revoked), newest first',
        querystring: ZCompanyScoped,
        response: { 200: envelope(z.array(ZCompanyInvitation)) },
      },
    },
    async (request) => {
      const rows = await listTeamInvitations({ db, companyId: memberOf(request).companyId });
      return ok(rows.map(presentCompanyInvitation));
    },
  );

  app.post(
    '/company/invitations/resend',
    {
      config: { company: 'body', action: 'invitations.manage' },
      schema: {
        tags: ['invites'],
        summary: 'Sends a pending invitation again with a new link; the old link stops working',
        body: ZTeamInvitationRequest,
        response: { 200: envelope(ZCompanyInvitation) },
      },
    },
    async (request) => {
      const { company, member } = membershipOf(request);
      const delivery = { db, mailer, sms, appUrl: config.appUrl, company, member };
      return ok(
        presentCompanyInvitation(await resendInvitation({ ...delivery, invitationId: request.body.id })),
      );
    },
  );

  app.post(
    '/company/invitations/revoke',
    {
      config: { company: 'body', action: 'invitations.manage' },
      schema: {
        tags: ['invites'],
        summary: 'Withdraws a pending invitation',
        body: ZTeamInvitationRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await revokeInvitation({ db, member: memberOf(request), invitationId: request.body.id });
      return ok(null);
    },
  );
};
