import { companyIdField, ZCompanyInvitation } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize, authorizeRoleAssignment } from '../../policies/index.js';
import { presentCompanyInvitation } from './team-invitations.presenter.js';
import {
  findPendingInvitation,
  listTeamInvitations,
  resendInvitation,
  revokeInvitation,
} from './team-invitations.service.js';

const ZTeamInvitationsQuery = z.object({ company_id: companyIdField });
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
      schema: {
        tags: ['invites'],
        summary: 'Pending invitations of the company (not accepted, ignored or revoked), newest first',
        querystring: ZTeamInvitationsQuery,
        response: { 200: envelope(z.array(ZCompanyInvitation)) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'invitations.manage');
      const rows = await listTeamInvitations({ db, companyId: member.companyId });
      return ok(rows.map(presentCompanyInvitation));
    },
  );

  app.post(
    '/company/invitations/resend',
    {
      schema: {
        tags: ['invites'],
        summary: 'Sends a pending invitation again with a new link; the old link stops working',
        body: ZTeamInvitationRequest,
        response: { 200: envelope(ZCompanyInvitation) },
      },
    },
    async (request) => {
      const { company, member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'invitations.manage');
      const invitation = await findPendingInvitation({
        db,
        companyId: company.id,
        invitationId: request.body.id,
      });
      authorizeRoleAssignment(member, invitation.employee_role);
      const resent = await resendInvitation({
        db,
        mailer,
        sms,
        appUrl: config.appUrl,
        company,
        invitedBy: member.employeeId,
        invitation,
      });
      return ok(presentCompanyInvitation(resent));
    },
  );

  app.post(
    '/company/invitations/revoke',
    {
      schema: {
        tags: ['invites'],
        summary: 'Withdraws a pending invitation',
        body: ZTeamInvitationRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'invitations.manage');
      const invitation = await findPendingInvitation({
        db,
        companyId: member.companyId,
        invitationId: request.body.id,
      });
      authorizeRoleAssignment(member, invitation.employee_role);
      await revokeInvitation({ db, companyId: member.companyId, invitationId: invitation.id });
      return ok(null);
    },
  );
};
