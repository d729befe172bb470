import {
  applyMask,
  joinName,
  type Locale,
  NAME_PART_MAX,
  optionalEmailField,
  optionalPhoneField,
  PHONE_MASK,
  type Role,
  requiredString,
  splitName,
  type TEmployeeDetail,
} from '@teamline/shared';
import { z } from 'zod';
import type { EmployeeSaveBody } from '../../api/employees';

/**
 * What the employee form holds: text as typed, ids as the strings MultiSelect uses. The name is
 * not a field of its own: it is the first and last name joined (shared names.ts).
 */
export interface EmployeeFormValues {
  name_first: string;
  name_last: string;
  email: string;
  phone: string;
  role: Role;
  type: string;
  default_locale: Locale;
  birth_date_day: string;
  birth_date_month: string;
  work_anniversary: string;
  location_ids: string[];
  audience_ids: string[];
  manager_ids: string[];
}

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  name_first: '',
  name_last: '',
  email: '',
  phone: '',
  role: 'employee',
  type: '',
  default_locale: 'en',
  birth_date_day: '',
  birth_date_month: '',
  work_anniversary: '',
  location_ids: [],
  audience_ids: [],
  manager_ids: [],
};

/** The form's rules, from the shared fields so the texts are the spec's (§5) and the server's. */
export const ZEmployeeForm = z.object({
  name_first: requiredString(NAME_PART_MAX),
  name_last: z.string().trim().max(NAME_PART_MAX, `Must be at most ${NAME_PART_MAX} characters`),
  email: optionalEmailField,
  phone: optionalPhoneField,
  work_anniversary: z
    .string()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Use the date format YYYY-MM-DD'),
});

/** An employee's values for the edit form. */
export function employeeToForm(e: TEmployeeDetail): EmployeeFormValues {
  const ids = (list: number[]) => list.map(String);
  const national = e.phone ? e.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '') : '';
  // A record named as a whole (an invitation, an older import) opens with its name split.
  const parts = e.name_first || e.name_last ? e : splitName(e.name);
  return {
    name_first: parts.name_first ?? '',
    name_last: parts.name_last ?? '',
    email: e.email ?? '',
    phone: national ? applyMask(national, PHONE_MASK) : '',
    role: e.role,
    type: e.type ?? '',
    default_locale: e.default_locale,
    birth_date_day: e.birth_date_day ? String(e.birth_date_day) : '',
    birth_date_month: e.birth_date_month ? String(e.birth_date_month) : '',
    work_anniversary: e.work_anniversary ?? '',
    location_ids: ids(e.location_ids),
    audience_ids: ids(e.audience_ids),
    manager_ids: ids(e.manager_ids),
  };
}

const numberOrNull = (v: string) => (v === '' ? null : Number(v));

/**
 * The body of employee/new or company/employee: only the editable fields and the *_ids lists.
 * The lists the spec strips on save (locations, managers, flagged_messages, ...) are never sent.
 * The role goes only when the caller may assign roles (admins).
 */
export function formToSaveBody(values: EmployeeFormValues, canAssignRole: boolean): EmployeeSaveBody {
  const body: EmployeeSaveBody = {
    name: joinName(values.name_first, values.name_last),
    name_first: values.name_first.trim(),
    name_last: values.name_last.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    role: values.role,
    type: values.type === '' ? null : values.type,
    default_locale: values.default_locale,
    birth_date_day: numberOrNull(values.birth_date_day),
    birth_date_month: numberOrNull(values.birth_date_month),
    work_anniversary: values.work_anniversary === '' ? null : values.work_anniversary,
    location_ids: values.location_ids.map(Number),
    audience_ids: values.audience_ids.map(Number),
    manager_ids: values.manager_ids.map(Number),
  };
  if (!canAssignRole) delete body.role;
  return body;
}
