import {
  CELEBRATION_TEXT,
  FOLLOWUP_TEXT,
  MEDIA_TEXT,
  MEMO_TEXT,
  MSG,
  PACKAGE_TEXT,
  REMINDER_TEXT,
  SEND_TEXT,
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
  followup: Texts<typeof FOLLOWUP_TEXT>;
  celebration: Texts<typeof CELEBRATION_TEXT>;
  send: Texts<typeof SEND_TEXT>;
  package: Texts<typeof PACKAGE_TEXT>;
  reminder: Texts<typeof REMINDER_TEXT>;
  other: { timezone: string; maxLength: string };
} = {
  msg: MSG,
  memo: MEMO_TEXT,
  media: MEDIA_TEXT,
  followup: FOLLOWUP_TEXT,
  celebration: CELEBRATION_TEXT,
  send: SEND_TEXT,
  package: PACKAGE_TEXT,
  reminder: REMINDER_TEXT,
  other: { timezone: TIMEZONE_INVALID, maxLength: 'Must be at most {{max}} characters' },
};
