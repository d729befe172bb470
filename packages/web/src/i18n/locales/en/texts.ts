import { MSG, SSO_MSG } from '@teamline/shared';

export type Texts<T> = { [K in keyof T]: string };

/**
 * The spec's and the server's fixed texts (validation, refusals: @teamline/shared), which both
 * sides write in English; i18n/server-texts.ts shows them in the user's language. English is the
 * texts themselves; es/texts.ts says each in Spanish. These are the ones the pages outside a company
 * can meet; the company area's (memos, forms, billing…) are in company-texts.ts and load with it, so
 * the login page does not carry the shared schema files they are written in.
 */
export const texts: {
  msg: Texts<typeof MSG>;
  sso: Texts<typeof SSO_MSG>;
  other: { maxLength: string; subscriptionRequired: string; yourAdmin: string };
} = {
  msg: MSG,
  sso: SSO_MSG,
  other: {
    yourAdmin: 'your admin',
    maxLength: 'Must be at most {{max}} characters',
    // subscriptionRequiredMessage (@teamline/shared), the 402 of publishing without a plan.
    subscriptionRequired:
      "Your team's subscription has ended. Ask {{names}} to renew it in Settings › Subscription to publish again.",
  },
};
