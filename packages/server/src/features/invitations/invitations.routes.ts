import {
  companyIdField,
  MSG,
  optionalEmailField,
  optionalPhoneField,
  ROLES,
  requiredString,
  ZCompanySummary,
  ZEmployee,
  ZInvitation,
  ZInviteTokenRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { envelope, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/guard.js';
import { presentCompanySummary } from '../companies/companies.presenter.js';
import { presentEmployee } from '../employees/employees.presenter.js';
import { listUserCompanies } from '../users/users.service.js';
import { acceptInvite, ignoreInvite, listOwnInvites } from './invitations.service.js';
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

const SIGNED_IN = { signedIn: true } as const;

/** Invitations as the invited person sees them (list, accept, ignore), and management sending them. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, sms, config, limiter, realtime } = app.deps;

  app.get(
    '/company-invites/:phone',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['invites'],
        summary: "Pending invitations addressed to the caller's own phone or e-mail ('me' for the caller)",
        params: z.object({ phone: z.string().max(40) }),
        response: { 200: envelope(z.array(ZInvitation)) },
      },
    },
    async (request) =>
      ok(await listOwnInvites({ db, user: currentUser(request), asked: request.params.phone })),
  );

  app.post(
    '/accept-invite',
    {
      config: SIGNED_IN,
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
      const companies = await listUserCompanies({ db, userId: user.id });
      const joined = companies.find((c) => c.id === company.id) ?? presentCompanySummary(company, 'employee');
      return ok({ company: joined, companies });
    },
  );

  app.post(
    '/ignore-invite',
    {
      config: SIGNED_IN,
      schema: { tags: ['invites'], body: ZInviteTokenRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await ignoreInvite({ db, user: currentUser(request), token: request.body.token });
      return ok(null);
    },
  );

  app.post(
    '/employees/invite',
    {
      config: { company: 'body', action: 'employees.invite', idempotent: true },
      schema: {
        tags: ['invites'],
        summary:
          'Invites a person by phone or e-mail (SMS and/or mail with a sign-in link), or re-invites employees by ids',
        body: ZInvitePersonRequest,
        response: { 200: envelope(z.union([ZEmployee, z.array(ZEmployee)])) },
      },
    },
    async (request) => {
      const { company, member } = membershipOf(request);
      const { ids, name, phone, email, role } = request.body;
      const delivery = { db, mailer, sms, appUrl: config.appUrl, company, member };
      if (ids) return ok((await reinviteEmployees({ ...delivery, ids })).map(presentEmployee));
      const target = { name: name ?? '', phone: phone ?? undefined, email: email ?? undefined, role };
      const { employee } = await invitePerson({ ...delivery, target });
      return ok(presentEmployee(employee));
    },
  );
};
