import { z } from 'zod';
import { ZIdName } from './entities.js';
import { companyIdField } from './fields.js';

/** Spec §3 Types: celebration types and their labels. */
export const CELEBRATION_TYPES = ['other', 'birthday', 'anniversary'] as const;
export type CelebrationType = (typeof CELEBRATION_TYPES)[number];
export const CELEBRATION_TYPE_LABELS = {
  other: 'Default',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
} as const;

/** POST employees/celebrations: upcoming birthdays and work anniversaries of the caller's people. */
export const ZUpcomingCelebrationsRequest = z.object({
  company_id: companyIdField,
  days: z.coerce.number().int().min(1, 'Must be 1 or more').max(366, 'Must be at most 366').default(30),
});

export const ZUpcomingCelebration = z.object({
  employee: ZIdName,
  type: z.enum(['birthday', 'anniversary']),
  /** The next occurrence (YYYY-MM-DD, the company's local date; 29 February → 28 in other years). */
  date: z.string(),
  /** Whole years of service on that date (anniversaries); null for birthdays. */
  years: z.number().nullable(),
});
export type TUpcomingCelebration = z.infer<typeof ZUpcomingCelebration>;

export const ZUpcomingCelebrations = z.object({
  /** Today in the company's time zone, and how many days ahead were looked at. */
  from: z.string(),
  days: z.number(),
  celebrations: z.array(ZUpcomingCelebration),
});
export type TUpcomingCelebrations = z.infer<typeof ZUpcomingCelebrations>;
