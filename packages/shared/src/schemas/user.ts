import { z } from 'zod';
import {
  companyIdField,
  localeField,
  optionalEmailField,
  optionalPhoneField,
  requiredString,
} from './fields.js';

export const ZUserDetailsQuery = z.object({
  min: z.enum(['true', 'false']).optional(),
  company_id: companyIdField.optional(),
});

export const ZUserUpdateRequest = z.object({
  name: requiredString(120),
  email: optionalEmailField,
  phone: optionalPhoneField,
  default_locale: localeField.optional(),
});
export type TUserUpdateRequest = z.input<typeof ZUserUpdateRequest>;

export const ZUserLocaleRequest = z.object({ default_locale: localeField });
export type TUserLocaleRequest = z.input<typeof ZUserLocaleRequest>;

export const ZDefaultCompanyRequest = z.object({ company_id: companyIdField });
export type TDefaultCompanyRequest = z.input<typeof ZDefaultCompanyRequest>;

/** accept-invite takes an invitation token, or a team join code (the /join-team screen). */
export const ZInviteTokenRequest = z.object({ token: requiredString(200) });
export type TInviteTokenRequest = z.input<typeof ZInviteTokenRequest>;
