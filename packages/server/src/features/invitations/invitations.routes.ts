import {
  companyIdField,
  MSG,
  optionalEmailField,
  optionalPhoneField,
  ROLES,
  requiredString,
  ZCompanySummary,
  ZEmployee,
  ZInviteTokenRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize, authorizeRoleAssignment } from '../../policies/index.js';
import { presentCompanySummary } from '../companies/companies.presenter.js';
import { presentEmployee } from '../employees/employees.presenter.js';
import { listUserCompanies } from '../users/users.service.js';
import { acceptInvite, ignoreInvite } from './invitations.service.js';
import { invitePerson, reinviteEmployees } from './team-invitations.service.js';

/** Either a new person (name and phone and/or e-mail) or existing employees by `ids`. */
const ZInvitePersonRequest = z
  .object({
    company_id: companyIdField,
    ids: z.array(z.coerce.number().int().positive()).min(1, MSG.required).max(1000).optional(),
    name: requiredString(120).optional(),
    phone: optionalPhoneField,
    email: optionalEmailField,
    role: z.enum(ROLES).default('employee'),
  })
  .superRefine((body, ctx) => {
    if (!body.ids && body.name === undefined)
      ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.required });
  });

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, sms, config, limiter, realtime } = app.deps;

  app.post(
    '/accept-invite',
    {
      schema: {
        tags: ['invites'],
        summary: 'Accepts an invitation token, or joins a team by its join code',
        body: ZInviteTokenRequest,
        response: {
          200: envelope(z.object({ company: ZCompanySummary, companies: z.array(ZCompanySummary) })),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      limiter.hit(`accept:user:${user.id}`, 30, 15 * 60_000);
      const company = await acceptInvite({ db, realtime, user, token: request.body.token });
      const companies = await listUserCompanies(db, user.id);
      const joined = companies.find((c) => c.id === company.id) ?? presentCompanySummary(company, 'employee');
      return ok({ company: joined, companies });
    },
  );

  app.post(
    '/ignore-invite',
    { schema: { tags: ['invites'], body: ZInviteTokenRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await ignoreInvite({ db, user: currentUser(request), token: request.body.token });
      return ok(null);
    },
  );

  app.post(
    '/employees/invite',
    {
      schema: {
        tags: ['invites'],
        summary:
          'Invites a person by phone or e-mail (SMS and/or mail with a sign-in link), or re-invites employees by ids',
        body: ZInvitePersonRequest,
        response: { 200: envelope(z.union([ZEmployee, z.array(ZEmployee)])) },
      },
    },
    async (request) => {
      const { company, member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'employees.invite');
      const delivery = { db, mailer, sms, appUrl: config.appUrl, company, invitedBy: member.employeeId };
      if (request.body.ids) {
        const invited = await reinviteEmployees({ ...delivery, member, ids: request.body.ids });
        return ok(invited.map(presentEmployee));
      }
      authorizeRoleAssignment(member, request.body.role);
      const { employee } = await invitePerson({
        ...delivery,
        target: {
          name: request.body.name ?? '',
          phone: request.body.phone ?? undefined,
          email: request.body.email ?? undefined,
          role: request.body.role,
        },
      });
      return ok(presentEmployee(employee));
    },
  );
};
