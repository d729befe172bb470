import { z } from 'zod';
import { companyIdField } from './fields.js';

/**
 * Employee and manager imports (spec §3 "Upload payloads", §7 "Uploads"): an upload answers a
 * preview of what would happen, row by row; a confirm with its id applies it.
 */

/** At most this many rows in one file (split a larger roster into several files). */
export const IMPORT_MAX_ROWS = 20_000;
/** A preview can be confirmed for this long after the upload. */
export const IMPORT_TTL_MINUTES = 60;

/** The employee file: `name` and `phone` or `email` are needed; the others are optional. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'name',
  'name_first',
  'name_last',
  'email',
  'phone',
  'role',
  'type',
  'locations',
  'audiences',
] as const;
/** Columns of the employee CSV download that an import reads past without complaint. */
export const EMPLOYEE_IMPORT_IGNORED_COLUMNS = [
  'id',
  'managers',
  'is_active',
  'last_invited_at',
  'invite_accepted_at',
  'created_at',
] as const;
/** The manager file has the columns of employee-managers/download, so a download can be re-imported. */
export const MANAGER_IMPORT_COLUMNS = [
  'employee_id',
  'employee_name',
  'employee_email',
  'employee_phone',
  'manager_id',
  'manager_name',
  'manager_email',
  'manager_phone',
] as const;

export const IMPORT_KINDS = ['employees', 'managers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'reject'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** A yes/no form field as multipart sends it ('1', 'true', 'yes', 'on') or as JSON. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'yes' || v === 'on');

/** The fields of an employee upload beside its file. */
export const ZImportUploadFields = z.object({
  company_id: companyIdField,
  missing_employees: formBoolean.default(false),
});
export type TImportUploadFields = z.infer<typeof ZImportUploadFields>;

export const ZImportConfirmRequest = z.object({
  company_id: companyIdField,
  id: z.coerce.number({ error: 'This field is required' }).int().positive('This field is required'),
  /** Employee import: deactivate active employees the file does not name. Manager import: remove
   * the manager links the file does not list. Defaults to the choice made at upload. */
  missing_employees: formBoolean.optional(),
});
export type TImportConfirmRequest = z.infer<typeof ZImportConfirmRequest>;

export const ZImportChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TImportChange = z.infer<typeof ZImportChange>;

/** One row of the file and what the import does with it; `row` is its line in the file (header = 1). */
export const ZImportRow = z.object({
  row: z.number(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** The employee the row matched (update, unchanged), or null. */
  employee_id: z.number().nullable(),
  /** What the row names: the employee (employee import) or "employee ← manager" (manager import). */
  label: z.string(),
  changes: z.array(ZImportChange),
  errors: z.array(z.string()),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportCounts = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  reject: z.number(),
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

export const ZImportPreview = z.object({
  id: z.number(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  expires_at: z.string(),
  missing_employees: z.boolean(),
  /** Employees (or manager links) that "missing_employees" would deactivate (remove). */
  missing_count: z.number(),
  counts: ZImportCounts,
  rows: z.array(ZImportRow),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** What a confirm did, re-checked against the data of that moment. */
export const ZImportResult = z.object({
  id: z.number(),
  kind: z.enum(IMPORT_KINDS),
  counts: ZImportCounts,
  /** Employees deactivated (employee import) or manager links removed (manager import). */
  missing_count: z.number(),
  confirmed_at: z.string(),
  /** The rows rejected at confirm time (those of the preview and any that no longer hold), with why. */
  rejected_rows: z.array(ZImportRow),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/** An XLSX is a zip: at most this many megabytes once unpacked (a 20,000-row roster is about 10). */
export const IMPORT_XLSX_MAX_UNPACKED_MB = 100;

/** Texts of an XLSX refused before it is parsed (issue 10: a zip bomb cost gigabytes). */
export const IMPORT_XLSX_TEXTS = {
  unpacksTooLarge: `This spreadsheet unpacks to more than ${IMPORT_XLSX_MAX_UNPACKED_MB} MB: save it again as a plain .xlsx or .csv`,
  tooManyCells:
    'This spreadsheet holds too many cells to import at once: keep only the roster on its first sheet, or save it as .csv',
} as const;
