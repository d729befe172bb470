import {
  BILLING_MSG,
  CELEBRATION_TEXT,
  FOLLOWUP_TEXT,
  FORM_TEXT,
  MEDIA_LIBRARY_TEXT,
  MEDIA_TEXT,
  MEMO_TEXT,
  MSG,
  PACKAGE_TEXT,
  REMINDER_TEXT,
  SEND_TEXT,
  SSO_MSG,
  TIMEZONE_INVALID,
} from '@teamline/shared';

type Texts<T> = { [K in keyof T]: string };

/**
 * The spec's and the server's fixed texts (validation, refusals: @teamline/shared), which both
 * sides write in English; i18n/server-texts.ts shows them in the user's language. English is the
 * texts themselves; es/texts.ts says each in Spanish.
 */
export const texts: {
  msg: Texts<typeof MSG>;
  memo: Texts<typeof MEMO_TEXT>;
  media: Texts<typeof MEDIA_TEXT>;
  library: Texts<typeof MEDIA_LIBRARY_TEXT>;
  followup: Texts<typeof FOLLOWUP_TEXT>;
  celebration: Texts<typeof CELEBRATION_TEXT>;
  send: Texts<typeof SEND_TEXT>;
  package: Texts<typeof PACKAGE_TEXT>;
  reminder: Texts<typeof REMINDER_TEXT>;
  form: Texts<typeof FORM_TEXT>;
  billing: Texts<typeof BILLING_MSG>;
  sso: Texts<typeof SSO_MSG>;
  other: { timezone: string; maxLength: string; subscriptionRequired: string; yourAdmin: string };
} = {
  msg: MSG,
  memo: MEMO_TEXT,
  media: MEDIA_TEXT,
  library: MEDIA_LIBRARY_TEXT,
  followup: FOLLOWUP_TEXT,
  celebration: CELEBRATION_TEXT,
  send: SEND_TEXT,
  package: PACKAGE_TEXT,
  reminder: REMINDER_TEXT,
  form: FORM_TEXT,
  billing: BILLING_MSG,
  sso: SSO_MSG,
  other: {
    yourAdmin: 'your admin',
    timezone: TIMEZONE_INVALID,
    maxLength: 'Must be at most {{max}} characters',
    // subscriptionRequiredMessage (@teamline/shared), the 402 of publishing without a plan.
    subscriptionRequired:
      "Your team's subscription has ended. Ask {{names}} to renew it in Settings › Subscription to publish again.",
  },
};
