import {
  BILLING_MSG,
  CELEBRATION_TEXT,
  FOLLOWUP_TEXT,
  FORM_TEXT,
  MEDIA_LIBRARY_TEXT,
  MEDIA_TEXT,
  MEMO_TEXT,
  PACKAGE_TEXT,
  REMINDER_TEXT,
  SEND_TEXT,
  TIMEZONE_INVALID,
} from '@teamline/shared';
import type { Texts } from './texts';

/**
 * The server's fixed texts of the company area's screens (texts.ts has the others). They come with
 * the company area (company-en.ts), merged into `texts`.
 */
export const companyTexts: {
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
  place: { timezone: string };
} = {
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
  place: { timezone: TIMEZONE_INVALID },
};
