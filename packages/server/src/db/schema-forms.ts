import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Table types of forms (0023); db/schema.ts puts them in the DB. JSON columns are text. */

export interface FormTemplatesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  description: string | null;
  /** JSON: TFormField[] */
  fields: string;
  mode: ColumnType<string, string | undefined, string>;
  /** JSON: number[] each */
  location_ids: string;
  audience_ids: string;
  recipient_ids: string;
  creator_id: number | null;
  updater_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface FormsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  description: string | null;
  /** JSON: TFormField[] */
  fields: string;
  mode: ColumnType<string, string | undefined, string>;
  template_id: number | null;
  template_key: string | null;
  creator_id: number | null;
  updater_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Timestamp | null;
  deleted_at: Timestamp | null;
}

/** Whom a form is addressed to: 'location' | 'audience' | 'employee' and the id. */
export interface FormTargetsTable {
  form_id: number;
  target_type: string;
  target_id: number;
}

export interface FormResponsesTable {
  id: Generated<number>;
  company_id: number;
  form_id: number;
  employee_id: number | null;
  /** JSON: the answers by field key (shared form-response-rules.ts). */
  response: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FormResponseFilesTable {
  id: Generated<number>;
  company_id: number;
  form_id: number;
  form_response_id: number | null;
  /** Who uploaded it: the only member besides management it is served to. */
  employee_id: number | null;
  name: string;
  original_filename: string;
  mime: string;
  size: number;
  type_category: string;
  storage_key: string;
  thumb_key: string | null;
  created_at: Timestamp;
}

export type FormTemplateRow = Selectable<FormTemplatesTable>;
export type FormRow = Selectable<FormsTable>;
export type FormResponseRow = Selectable<FormResponsesTable>;
export type FormFileRow = Selectable<FormResponseFilesTable>;
