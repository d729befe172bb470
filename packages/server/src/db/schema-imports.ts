import type { Generated, Selectable } from 'kysely';
import type { Bool, BoolWithDefault, Timestamp } from './column-types.js';

/** An uploaded import: its parsed rows (JSON) wait here for a confirm until expires_at. */
export interface EmployeeImportsTable {
  id: Generated<number>;
  company_id: number;
  /** Who uploaded it; only they confirm it. */
  employee_id: number;
  kind: 'employees' | 'managers';
  file_name: string;
  rows: string;
  missing_employees: BoolWithDefault;
  created_at: Timestamp;
  expires_at: Timestamp;
  confirmed_at: Timestamp | null;
  /** The confirm's answer (JSON), so a second confirm can say what was done. */
  result: string | null;
}

export type EmployeeImportRow = Selectable<EmployeeImportsTable>;
/**
 * Live (not deleted) employees of a company, active and inactive: kept by triggers (0007), read
 * as the unfiltered Team list's total. Never written by the application.
 */
export interface EmployeeCountsTable {
  company_id: number;
  is_active: Bool;
  n: number;
}
