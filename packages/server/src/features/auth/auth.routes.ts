import {
  ZCompanySummary,
  ZCreateTeamRequest,
  ZLoginRequest,
  ZLoginTokenRequest,
  ZPhoneCodeRequest,
  ZResetPasswordRequest,
  ZTokenAnswer,
  ZTriggerPasswordResetRequest,
  ZUserSignupRequest,
  ZVerifyRequest,
} from '@teamline/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { envelope, ok } from '../../http/envelope.js';
import { issueAuthToken } from '../../http/tokens.js';
import { findJoinTarget } from '../invitations/invitations.service.js';
import { createUser, findOrCreateUserByPhone, requestPasswordReset, resetPassword } from './auth.service.js';
import { LOGIN_LIMITS, passwordLogin } from './login-throttle.js';
import { consumePhoneCode, phoneCodeSentText, sendPhoneCode } from './phone-codes.service.js';
import { acceptCarriedInvite, signIn, signOut } from './sessions.service.js';
import { assertOtherSignInAllowed } from './sso-required.js';
import { createTeamFor } from './team-signup.service.js';

const MIN = 60_000;
const PUBLIC = { public: true } as const;
const SIGNED_IN = { signedIn: true } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limiter, config, sms, mailer, realtime } = app.deps;
  const ttlDays = config.tokenTtlDays;
  const ipKey = (request: FastifyRequest, what: string) => `${what}:ip:${request.ip}`;

  app.post(
    '/login',
    {
      config: PUBLIC,
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: envelope(ZTokenAnswer) } },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await passwordLogin({ db, limiter, mailer, email, password, address: request.ip });
      await assertOtherSignInAllowed(db, user.id);
      await acceptCarriedInvite({ db, realtime, user, token: request.body.token, log: request.log });
      return ok({ token: await signIn({ db, userId: user.id, ttlDays }) });
    },
  );

  app.post(
    '/token',
    {
      config: PUBLIC,
      schema: { tags: ['auth'], body: ZPhoneCodeRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      // Per address as high as password sign-in (a store on one Wi-Fi); per phone it stays tight.
      limiter.hit(ipKey(request, 'code'), LOGIN_LIMITS.perAddress, LOGIN_LIMITS.window);
      limiter.hit(`code:phone:${request.body.phone}`, 5, 15 * MIN);
      await sendPhoneCode({ db, sms, phone: request.body.phone });
      return ok(null, [phoneCodeSentText(request.body.phone)]);
    },
  );

  app.post(
    '/login-token',
    {
      config: PUBLIC,
      schema: { tags: ['auth'], body: ZLoginTokenRequest, response: { 200: envelope(ZTokenAnswer) } },
    },
    async (request) => {
      limiter.hit(ipKey(request, 'login'), LOGIN_LIMITS.perAddress, LOGIN_LIMITS.window);
      await consumePhoneCode({ db, phone: request.body.phone, code: request.body.token });
      const user = await findOrCreateUserByPhone({ db, phone: request.body.phone });
      await assertOtherSignInAllowed(db, user.id);
      return ok({ token: await signIn({ db, userId: user.id, ttlDays }) });
    },
  );

  app.post(
    '/user-signup',
    {
      config: PUBLIC,
      schema: { tags: ['auth'], body: ZUserSignupRequest, response: { 200: envelope(ZTokenAnswer) } },
    },
    async (request) => {
      limiter.hit(ipKey(request, 'signup'), config.signupPerHour, 60 * MIN);
      const user = await createUser({ db, ...request.body });
      await acceptCarriedInvite({ db, realtime, user, token: request.body.token, log: request.log });
      return ok({ token: await issueAuthToken({ db, userId: user.id, ttlDays }) });
    },
  );

  app.post(
    '/signup',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['auth'],
        summary: 'Create a team; answers the companies, the new one last',
        body: ZCreateTeamRequest,
        response: { 200: envelope(z.array(ZCompanySummary)) },
      },
    },
    async (request) => {
      const { name, slogan } = request.body;
      return ok(
        await createTeamFor({
          db,
          user: currentUser(request),
          name,
          slogan,
          trialDays: app.deps.config.billing.trialDays,
        }),
      );
    },
  );

  app.post(
    '/verify',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['auth'],
        summary: 'Tells which team an invitation token or join code leads to, before joining',
        body: ZVerifyRequest,
        response: { 200: envelope(z.object({ company: z.object({ id: z.number(), name: z.string() }) })) },
      },
    },
    async (request) => {
      limiter.hit(`verify:user:${currentUser(request).id}`, 30, 15 * MIN);
      const company = await findJoinTarget({ db, code: request.body.code });
      return ok({ company });
    },
  );

  app.post(
    '/trigger-password-reset',
    {
      config: PUBLIC,
      schema: { tags: ['auth'], body: ZTriggerPasswordResetRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      limiter.hit(ipKey(request, 'reset'), 20, 60 * MIN);
      limiter.hit(`reset:email:${request.body.email}`, 5, 60 * MIN);
      await requestPasswordReset({ db, mailer, email: request.body.email, appUrl: config.appUrl });
      return ok(null, ['If an account uses this e-mail address, a reset link is on its way.']);
    },
  );

  app.post(
    '/reset-password',
    {
      config: PUBLIC,
      schema: { tags: ['auth'], body: ZResetPasswordRequest, response: { 200: envelope(ZTokenAnswer) } },
    },
    async (request) => {
      limiter.hit(ipKey(request, 'reset-password'), 20, 15 * MIN);
      const user = await resetPassword({ db, ...request.body });
      // Every earlier session was revoked: their sockets end too.
      realtime.disconnectUser(user.id);
      await assertOtherSignInAllowed(db, user.id);
      return ok({ token: await signIn({ db, userId: user.id, ttlDays }) });
    },
  );

  app.post(
    '/logout',
    { config: SIGNED_IN, schema: { tags: ['auth'], response: { 200: envelope(z.null()) } } },
    async (request) => {
      await signOut({ db, realtime, tokenId: request.tokenId });
      return ok(null);
    },
  );
};
