import { z } from 'zod';
import { ABILITIES } from '../abilities.js';
import { LOCALES, ROLES } from '../constants.js';

/** Wire shapes (spec §3). Presenters on the server produce them; the web reads them. */

export const ZRole = z.enum(ROLES);
export const ZIdName = z.object({ id: z.number(), name: z.string() });
export type TIdName = z.infer<typeof ZIdName>;

export const ZCompanySummary = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  slogan: z.string().nullable(),
  pivot: z.object({ role: ZRole }),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

export const ZEmployee = z.object({
  id: z.number(),
  company_id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  name_first: z.string().nullable(),
  name_last: z.string().nullable(),
  name_short: z.string(),
  display_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_country_code: z.string(),
  role: ZRole,
  is_management: z.boolean(),
  type: z.string().nullable(),
  is_active: z.boolean(),
  on_leave: z.boolean(),
  default_locale: z.enum(LOCALES),
  default_locale_label: z.string(),
  last_invited_at: z.string().nullable(),
  invite_accepted_at: z.string().nullable(),
  created_at: z.string(),
});
export type TEmployee = z.infer<typeof ZEmployee>;

export const ZUser = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  default_locale: z.enum(LOCALES),
  default_company_id: z.number().nullable(),
  default_employee: ZRole.nullable(),
  companies: z.array(ZCompanySummary),
});
export type TUser = z.infer<typeof ZUser>;

export const ZFlag = z.object({ key: z.string(), enabled: z.boolean() });
export type TFlag = z.infer<typeof ZFlag>;

export const ZSurveyOptionSet = z.object({
  label: z.string(),
  key: z.string(),
  options: z.array(z.string()),
});
export type TSurveyOptionSet = z.infer<typeof ZSurveyOptionSet>;

export const ZCompany = ZCompanySummary.extend({
  join_code: z.string().nullable(),
  flags: z.array(ZFlag),
  locations: z.array(ZIdName),
  /** The company's time zone, which dates display in (spec §9): its first live location's, else America/Chicago. */
  timezone: z.string(),
  audiences: z.array(ZIdName),
  managers: z.array(ZIdName),
  employee_types: z.array(z.string()),
  checkin_topics: z.array(z.string()),
  celebration_options: z.record(z.string(), z.number()),
  celebration_categories: z.array(z.string()),
  message_categories: z.array(z.string()),
  survey_categories: z.array(z.string()),
  default_survey_options: z.array(ZSurveyOptionSet),
  is_subscribed: z.boolean(),
  all_locations_subscribed: z.boolean(),
  is_on_trial: z.boolean(),
  trial_ends_at: z.string().nullable(),
  trial_days_left: z.number(),
  /** What the caller may do in this company (server policies), so the UI hides what would be refused. */
  abilities: z.record(z.enum(ABILITIES), z.boolean()),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZUserDetails = z.object({
  employee: ZEmployee.nullable(),
  using_employee_as: ZEmployee.nullable(),
  user: ZUser,
  company: ZCompany.nullable(),
  companies: z.array(ZCompanySummary),
  min_app_version: z.string(),
});
export type TUserDetails = z.infer<typeof ZUserDetails>;

export const ZInvitation = z.object({
  id: z.number(),
  token: z.string(),
  employee: z.object({
    id: z.number(),
    name: z.string(),
    company: z.object({ id: z.number(), name: z.string() }),
  }),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZManager = z.object({ id: z.number(), name: z.string(), role: ZRole });
export type TManager = z.infer<typeof ZManager>;

/** A notification in the tray (spec §3 Notification). */
export const ZNotification = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  type_id: z.number().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET notifications/unread: how many of the tray are unread, beyond the 50 it lists (the badge). */
export const ZNotificationUnread = z.object({ unread: z.number() });
export type TNotificationUnread = z.infer<typeof ZNotificationUnread>;

/** A pending invitation as management sees it on Settings › Team Invitations. */
export const ZCompanyInvitation = z.object({
  id: z.number(),
  employee: z.object({ id: z.number(), name: z.string(), role: ZRole }),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  invited_by: z.string().nullable(),
});
export type TCompanyInvitation = z.infer<typeof ZCompanyInvitation>;
