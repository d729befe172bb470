import { z } from 'zod';
import { authCodeField, emailField, passwordField, phoneField, requiredString } from './fields.js';

export const ZLoginRequest = z.object({
  email: emailField,
  password: z.string({ error: 'This field is required' }).min(1, 'This field is required').max(128),
  /** An optional invitation token to accept once signed in. */
  token: z.string().max(200).optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZPhoneCodeRequest = z.object({ phone: phoneField });
export type TPhoneCodeRequest = z.input<typeof ZPhoneCodeRequest>;

export const ZLoginTokenRequest = z.object({ phone: phoneField, token: authCodeField });
export type TLoginTokenRequest = z.input<typeof ZLoginTokenRequest>;

export const ZUserSignupRequest = z.object({
  name: requiredString(120),
  email: emailField,
  password: passwordField,
  /** An optional invitation token to accept once the account exists. */
  token: z.string().max(200).optional(),
});
export type TUserSignupRequest = z.input<typeof ZUserSignupRequest>;

export const ZCreateTeamRequest = z.object({
  name: requiredString(120),
  slogan: z.string().trim().max(160).optional(),
});
export type TCreateTeamRequest = z.input<typeof ZCreateTeamRequest>;

export const ZVerifyRequest = z.object({ code: requiredString(64) });
export type TVerifyRequest = z.input<typeof ZVerifyRequest>;

export const ZTriggerPasswordResetRequest = z.object({ email: emailField });
export type TTriggerPasswordResetRequest = z.input<typeof ZTriggerPasswordResetRequest>;

export const ZResetPasswordRequest = z.object({
  email: emailField,
  token: requiredString(200),
  password: passwordField,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZTokenAnswer = z.object({ token: z.string() });
export type TTokenAnswer = z.infer<typeof ZTokenAnswer>;
