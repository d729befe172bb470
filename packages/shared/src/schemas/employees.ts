import { z } from 'zod';
import { LOCALES, ROLES } from '../constants.js';
import { MSG } from '../messages.js';
import { NAME_MAX, NAME_PART_MAX, personNames } from '../names.js';
import { ZEmployee, ZIdName } from './entities.js';
import { companyIdField, optionalEmailField, optionalPhoneField } from './fields.js';
import { ZCheckin, ZRaisedHand } from './followup-items.js';
import { ZFlaggedMessage } from './followups.js';

/** Employees of spec §3 and §7 "Employees": the full record, the paged list and the requests. */

const ids = z.array(z.coerce.number().int().positive());
const positiveId = z.coerce.number({ error: MSG.required }).int(MSG.required).positive(MSG.required);

export const ZManagerRequest = z.object({
  id: z.number(),
  manager_id: z.number(),
  manager_name: z.string(),
  created_at: z.string(),
});
export type TManagerRequest = z.infer<typeof ZManagerRequest>;

/** The full Employee of spec §3; follow-up and memo fields are computed (empty until they exist). */
export const ZEmployeeDetail = ZEmployee.extend({
  time_employed: z.string().nullable(),
  birth_date_day: z.number().nullable(),
  birth_date_month: z.number().nullable(),
  birth_date_year: z.number().nullable(),
  work_anniversary: z.string().nullable(),
  company_ext_id: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  features: z.array(z.string()),
  has_logged_in_today: z.boolean(),
  locations: z.array(ZIdName),
  audiences: z.array(ZIdName),
  managers: z.array(ZIdName),
  employees: z.array(ZIdName),
  location_ids: z.array(z.number()),
  audience_ids: z.array(z.number()),
  manager_ids: z.array(z.number()),
  employee_ids: z.array(z.number()),
  metrics: z.record(z.string(), z.number()),
  /** Follow-ups (docs/decisions.md, Follow-ups): the lists hold the active items. */
  flagged_messages: z.array(ZFlaggedMessage),
  flagged_messages_active: z.array(ZFlaggedMessage),
  checkins: z.array(ZCheckin),
  checkins_active: z.array(ZCheckin),
  current_checkin: ZCheckin.nullable(),
  last_checkin: ZCheckin.nullable(),
  raised_hands: z.array(ZRaisedHand),
  raised_hands_active: z.array(ZRaisedHand),
  manager_requests: z.array(ZManagerRequest),
  manager_requests_today: z.array(ZManagerRequest),
  manager_request_active: z.boolean(),
  is_awaiting_manager: z.boolean(),
  is_awaiting_employee: z.boolean(),
  is_urgent: z.boolean(),
  due_next: z.string().nullable(),
  has_flag: z.boolean(),
  has_checkin: z.boolean(),
  has_raised_hand: z.boolean(),
  unread_memo_count: z.number(),
  unread_memo_message_count: z.number(),
  unread_memo_survey_count: z.number(),
  unread_memo_celebration_count: z.number(),
  unread_memo_non_celebration_count: z.number(),
  unread_memo_non_celebration_past_due_count: z.number(),
  unread_memos_list: z.array(z.unknown()),
  read_memos_list: z.array(z.unknown()),
});
export type TEmployeeDetail = z.infer<typeof ZEmployeeDetail>;

export const EMPLOYEE_SORTS = ['name', 'created_at', 'role', 'last_invited_at'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
export const EMPLOYEES_PER_PAGE = 25;
export const EMPLOYEES_MAX_PER_PAGE = 100;

/** GET employees (spec §3 "Paged lists"). */
export const ZEmployeePage = z.object({
  employees: z.array(ZEmployeeDetail),
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  sort_by: z.enum(EMPLOYEE_SORTS),
  sort_direction: z.enum(['asc', 'desc']),
  filters: z.object({
    terms: z.string(),
    locations: z.array(z.number()),
    audiences: z.array(z.number()),
    active: z.enum(['yes', 'no']),
    see_all: z.enum(['yes', 'no']),
  }),
});
export type TEmployeePage = z.infer<typeof ZEmployeePage>;

/** A date part typed in a form: blank means none. */
const datePart = (max: number) =>
  z.union([z.literal('').transform(() => null), z.coerce.number().int().min(1).max(max)]).nullish();

/** The fields a create or an edit may send; the spec strips the follow-up and relation lists. */
const employeeFields = {
  name_first: z.string().trim().max(NAME_PART_MAX, `Must be at most ${NAME_PART_MAX} characters`).nullish(),
  name_last: z.string().trim().max(NAME_PART_MAX, `Must be at most ${NAME_PART_MAX} characters`).nullish(),
  email: optionalEmailField,
  phone: optionalPhoneField,
  role: z.enum(ROLES).optional(),
  type: z.string().trim().max(60).nullish(),
  is_active: z.boolean().optional(),
  on_leave: z.boolean().optional(),
  default_locale: z.enum(LOCALES).optional(),
  birth_date_day: datePart(31),
  birth_date_month: datePart(12),
  birth_date_year: z
    .union([z.literal('').transform(() => null), z.coerce.number().int().min(1900).max(2100)])
    .nullish(),
  work_anniversary: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Use the date format YYYY-MM-DD')
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  location_ids: ids.optional(),
  audience_ids: ids.optional(),
  manager_ids: ids.optional(),
};

/** A name as sent: optional beside a first or last name, which make it (names.ts). */
const nameField = z.string().trim().max(NAME_MAX, `Must be at most ${NAME_MAX} characters`);

/** The names a request ends up with fit their columns: a long joined name or first word is refused. */
function checkNames(value: Parameters<typeof personNames>[0], ctx: z.RefinementCtx, required: boolean) {
  const names = personNames(value);
  if (!names) {
    if (required) ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.required });
    return;
  }
  if (names.name.length > NAME_MAX)
    ctx.addIssue({ code: 'custom', path: ['name_last'], message: `Must be at most ${NAME_MAX} characters` });
  if ((names.name_first?.length ?? 0) > NAME_PART_MAX || (names.name_last?.length ?? 0) > NAME_PART_MAX)
    ctx.addIssue({ code: 'custom', path: ['name'], message: `Must be at most ${NAME_PART_MAX} characters` });
}

/** employee/new: a first name (and last name), or a whole name; the other form is derived. */
export const ZEmployeeCreateRequest = z
  .object({ company_id: companyIdField, name: nameField.optional(), ...employeeFields })
  .superRefine((v, ctx) => checkNames(v, ctx, true));
export type TEmployeeCreateRequest = z.infer<typeof ZEmployeeCreateRequest>;

/** company/employee: names sent replace the stored ones (the rest derived); none sent, none change. */
export const ZEmployeeUpdateRequest = z
  .object({ company_id: companyIdField, id: positiveId, name: nameField.optional(), ...employeeFields })
  .superRefine((v, ctx) => {
    if (v.name !== undefined && v.name === '' && !v.name_first && !v.name_last)
      ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.required });
    else checkNames(v, ctx, false);
  });
export type TEmployeeUpdateRequest = z.infer<typeof ZEmployeeUpdateRequest>;

export const ZEmployeeIdRequest = z.object({ company_id: companyIdField, id: positiveId });
export type TEmployeeIdRequest = z.infer<typeof ZEmployeeIdRequest>;

/** The links a bulk edit changes: each kind replaced (`*_ids`), or added to and removed from. */
export const BULK_LINK_KINDS = ['location', 'audience', 'manager'] as const;
export type BulkLinkKind = (typeof BULK_LINK_KINDS)[number];

/**
 * employees/bulk: the same changes for many. Locations and audiences are replaced
 * (`location_ids`) or added and removed (`add_location_ids`, `remove_location_ids`), never both
 * at once; managers are added or removed (nobody becomes their own manager).
 */
export const ZEmployeesBulkRequest = z.object({
  company_id: companyIdField,
  ids: z.array(z.coerce.number().int().positive()).min(1, MSG.required).max(1000),
  changes: z
    .object({
      location_ids: ids.optional(),
      audience_ids: ids.optional(),
      add_location_ids: ids.optional(),
      remove_location_ids: ids.optional(),
      add_audience_ids: ids.optional(),
      remove_audience_ids: ids.optional(),
      add_manager_ids: ids.optional(),
      remove_manager_ids: ids.optional(),
      role: z.enum(ROLES).optional(),
      type: z.string().trim().max(60).nullish(),
      is_active: z.boolean().optional(),
    })
    .superRefine((changes, ctx) => {
      for (const kind of BULK_LINK_KINDS) {
        const add = changes[`add_${kind}_ids`] ?? [];
        const remove = changes[`remove_${kind}_ids`] ?? [];
        if (kind !== 'manager' && changes[`${kind}_ids`] && (add.length > 0 || remove.length > 0))
          ctx.addIssue({
            code: 'custom',
            path: [`${kind}_ids`],
            message: 'Replace the list, or add to and remove from it, not both',
          });
        if (add.some((id) => remove.includes(id)))
          ctx.addIssue({
            code: 'custom',
            path: [`remove_${kind}_ids`],
            message: 'The same one cannot be added and removed',
          });
      }
    }),
});
export type TEmployeesBulkRequest = z.infer<typeof ZEmployeesBulkRequest>;

/** An employee's memos (spec §7 memos-csv): empty until memos exist. */
export const ZEmployeeMemos = z.object({
  read_memos: z.array(z.unknown()),
  unread_memos: z.array(z.unknown()),
});
export type TEmployeeMemos = z.infer<typeof ZEmployeeMemos>;

export const ZEmployeeMemoSummary = z.object({
  total: z.number(),
  read: z.number(),
  unread: z.number(),
  unread_memo_count: z.number(),
  unread_memo_message_count: z.number(),
  unread_memo_survey_count: z.number(),
  unread_memo_celebration_count: z.number(),
});
export type TEmployeeMemoSummary = z.infer<typeof ZEmployeeMemoSummary>;
