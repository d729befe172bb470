import type { Locale, Role } from '@teamline/shared';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** ISO-8601 UTC text on SQLite, timestamptz on PostgreSQL; always read back as an ISO string. */
export type Timestamp = ColumnType<string, string, string>;
/** 0/1 on SQLite, boolean on PostgreSQL; read it through `toBool`. */
export type Bool = ColumnType<boolean | number, boolean, boolean>;
/** A boolean column with a database default: optional on insert. */
export type BoolWithDefault = ColumnType<boolean | number, boolean | undefined, boolean>;
/** A text column with a database default: optional on insert. */
export type TextWithDefault = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  id: Generated<number>;
  name: string | null;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  default_locale: Locale;
  default_company_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PhoneCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo: string | null;
  slogan: string | null;
  join_code: string;
  trial_ends_at: Timestamp | null;
  /** 'trialing' | 'active' | 'canceled' | 'none' */
  subscription_status: string;
  subscribed_locations: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompanyFlagsTable {
  id: Generated<number>;
  company_id: number;
  key: string;
  enabled: BoolWithDefault;
}

export interface EmployeesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  name: string;
  name_first: string | null;
  name_last: string | null;
  email: string | null;
  phone: string | null;
  phone_country_code: TextWithDefault;
  role: Role;
  type: string | null;
  is_active: BoolWithDefault;
  on_leave: BoolWithDefault;
  default_locale: Locale;
  birth_date_day: number | null;
  birth_date_month: number | null;
  birth_date_year: number | null;
  work_anniversary: string | null;
  pin: string | null;
  company_ext_id: string | null;
  last_invited_at: Timestamp | null;
  invite_accepted_at: Timestamp | null;
  last_login_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface InvitationsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  token: string;
  phone: string | null;
  email: string | null;
  invited_by: number | null;
  created_at: Timestamp;
  accepted_at: Timestamp | null;
  ignored_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface LocationsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  timezone: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface AudiencesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  title: string;
  content: string;
  /** What the notification is about, e.g. CHAT or INVITE_ACCEPTED; type_id names the record. */
  type: string;
  type_id: number | null;
  read_at: Timestamp | null;
  cleared_at: Timestamp | null;
  created_at: Timestamp;
  /** Unique when set: a second insert with the same key is skipped (memos publish once). */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DB {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  phone_codes: PhoneCodesTable;
  password_resets: PasswordResetsTable;
  companies: CompaniesTable;
  company_flags: CompanyFlagsTable;
  employees: EmployeesTable;
  invitations: InvitationsTable;
  locations: LocationsTable;
  audiences: AudiencesTable;
  notifications: NotificationsTable;
  employee_locations: EmployeeLocationsTable;
  employee_audiences: EmployeeAudiencesTable;
  employee_managers: EmployeeManagersTable;
  manager_requests: ManagerRequestsTable;
  tags: TagsTable;
  devices: DevicesTable;
  company_settings: CompanySettingsTable;
  checkin_topics: CheckinTopicsTable;
  user_logins: UserLoginsTable;
  employee_imports: EmployeeImportsTable;
  employee_counts: EmployeeCountsTable;
  jobs: JobsTable;
  memos: MemosTable;
  memo_translations: MemoTranslationsTable;
  memo_locations: MemoLocationsTable;
  memo_audiences: MemoAudiencesTable;
  memo_recipients: MemoRecipientsTable;
  memo_tags: MemoTagsTable;
  memo_responses: MemoResponsesTable;
  raised_hands: RaisedHandsTable;
  checkins: CheckinsTable;
}

export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type EmployeeRow = Selectable<EmployeesTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewEmployee = Insertable<EmployeesTable>;
export type EmployeeUpdate = Updateable<EmployeesTable>;

export interface EmployeeLocationsTable {
  employee_id: number;
  location_id: number;
  company_id: number;
}

export interface EmployeeAudiencesTable {
  employee_id: number;
  audience_id: number;
  company_id: number;
}

/** manager_id manages employee_id (a direct report). */
export interface EmployeeManagersTable {
  manager_id: number;
  employee_id: number;
  company_id: number;
}

/** A manager asked for an employee as a direct report; removed_at when they gave them up. */
export interface ManagerRequestsTable {
  id: Generated<number>;
  employee_id: number;
  manager_id: number;
  company_id: number;
  created_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface TagsTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface DevicesTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number | null;
  name: string;
  /** e.g. ios, android, web, kiosk */
  platform: string;
  last_seen_at: Timestamp | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** One row per company; each column holds a JSON document validated by its shared zod schema. */
export interface CompanySettingsTable {
  company_id: number;
  memo_settings: string | null;
  email_alerts: string | null;
  updated_at: Timestamp;
}

export interface CheckinTopicsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  position: number;
  deleted_at: Timestamp | null;
}

/** Every successful sign-in (password, phone code, password reset); read by the weekly-login report. */
export interface UserLoginsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  created_at: Timestamp;
}

export type LocationRow = Selectable<LocationsTable>;
export type AudienceRow = Selectable<AudiencesTable>;
export type TagRow = Selectable<TagsTable>;
export type DeviceRow = Selectable<DevicesTable>;

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
/** A background job (jobs/runner.ts); `payload` is JSON checked by the job's zod schema. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: string;
  key: string | null;
  status: 'pending' | 'running' | 'done' | 'failed';
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}
export type JobRow = Selectable<JobsTable>;
/** A message or a survey (kind); celebrations join as a kind later. JSON lives in text columns. */
export interface MemosTable {
  id: Generated<number>;
  company_id: number;
  /** 'message' | 'survey' (later 'celebration') */
  kind: string;
  /** 'draft' | 'scheduled' | 'published' | 'expired' | 'archived' (decisions.md, Memos) */
  status: string;
  title: string;
  content: string;
  recipient_title: string | null;
  recipient_content: string | null;
  category: string | null;
  priority: string;
  signature: Bool;
  /** 'standard' (Flaggable) | 'nonflaggable' */
  type: string;
  display_type: string | null;
  mode: string;
  options_key: string;
  /** JSON: the survey questions */
  options: string | null;
  author_description: string | null;
  author_id: number | null;
  creator_id: number | null;
  publisher_id: number | null;
  updater_id: number | null;
  celebrated_employee_id: number | null;
  celebration_type: string | null;
  start_at: Timestamp | null;
  reveal_at: Timestamp | null;
  due_at: Timestamp | null;
  end_at: Timestamp | null;
  published_at: Timestamp | null;
  /** When the recipients were notified (at publish, or at reveal_at when that came later). */
  notified_at: Timestamp | null;
  expired_at: Timestamp | null;
  archived_at: Timestamp | null;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemoTranslationsTable {
  id: Generated<number>;
  memo_id: number;
  locale_code: string;
  title: string | null;
  content: string | null;
  recipient_title: string | null;
  recipient_content: string | null;
  options: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemoLocationsTable {
  memo_id: number;
  location_id: number;
}
export interface MemoAudiencesTable {
  memo_id: number;
  audience_id: number;
}
/** Individual employees a memo is addressed to (beside its locations and audiences). */
export interface MemoRecipientsTable {
  memo_id: number;
  employee_id: number;
}
export interface MemoTagsTable {
  memo_id: number;
  tag_id: number;
}

/** One row per memo and recipient, made when the memo is published (UNIQUE(memo_id, employee_id)). */
export interface MemoResponsesTable {
  id: Generated<number>;
  company_id: number;
  memo_id: number;
  employee_id: number;
  read_at: Timestamp | null;
  acknowledged_at: Timestamp | null;
  acknowledgement: string | null;
  /** JSON: { note, photo } of the acknowledgement */
  acknowledgement_data: string | null;
  /** JSON: the survey answers [{ question, answer }] */
  survey_data: string | null;
  flagged_at: Timestamp | null;
  /** JSON: { note } of the flag */
  flag_data: string | null;
  flagged_count: ColumnType<number, number | undefined, number>;
  manager_id: number | null;
  manager_acknowledged_at: Timestamp | null;
  manager_note: string | null;
  is_urgent: BoolWithDefault;
  /** When the memo shows in this inbox; null once it left the inboxes (expired, archived, deleted). */
  inbox_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MemoRow = Selectable<MemosTable>;
export type MemoResponseRow = Selectable<MemoResponsesTable>;
export type MemoTranslationRow = Selectable<MemoTranslationsTable>;

/** An employee's raised hand (0010): open until the employee closes it (acknowledged_at). */
export interface RaisedHandsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  note: string;
  is_urgent: BoolWithDefault;
  manager_id: number | null;
  manager_acknowledged_at: Timestamp | null;
  manager_note: string | null;
  acknowledged_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type RaisedHandRow = Selectable<RaisedHandsTable>;

/** A check-in (0010): scheduled → open (opened_at) → checked in (acknowledged_at) → done (manager). */
export interface CheckinsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  topic: string;
  due_at: Timestamp;
  opened_at: Timestamp | null;
  acknowledged_at: Timestamp | null;
  note: string | null;
  is_urgent: BoolWithDefault;
  creator_id: number | null;
  manager_id: number | null;
  manager_acknowledged_at: Timestamp | null;
  manager_note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type CheckinRow = Selectable<CheckinsTable>;
