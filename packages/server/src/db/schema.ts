import type { Locale, Role } from '@teamline/shared';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AuthTokensTable,
  PasswordResetsTable,
  PhoneCodesTable,
  UserLoginsTable,
} from './schema-auth.js';
import type { BillingEventsTable, CompanyBillingTable } from './schema-billing.js';
import type { ChatTables } from './schema-chat.js';
import type {
  FormResponseFilesTable,
  FormResponsesTable,
  FormsTable,
  FormTargetsTable,
  FormTemplatesTable,
} from './schema-forms.js';
import type {
  FranchiseConnectionsTable,
  FranchiseLocationsTable,
  FranchiseRunsTable,
  FranchiseStatesTable,
} from './schema-franchise.js';
import type { EmployeeCountsTable, EmployeeImportsTable } from './schema-imports.js';
import type { JobsTable } from './schema-jobs.js';
import type {
  MediaAudiencesTable,
  MediaCountsTable,
  MediaLocationsTable,
  MediaRecipientsTable,
  MediaSearchTable,
  MediaTable,
  MediaVersionsTable,
  MediaViewsTable,
} from './schema-media.js';
import type {
  CelebrationReactionsTable,
  CheckinsTable,
  InboxVersionsTable,
  MemoAudiencesTable,
  MemoLocationsTable,
  MemoMediaTable,
  MemoRecipientsTable,
  MemoResponsesTable,
  MemosTable,
  MemoTagsTable,
  MemoTranslationsTable,
  RaisedHandsTable,
} from './schema-memos.js';
import type { MemoRemindersTable } from './schema-reminders.js';
import type { ScheduledSendRunsTable, ScheduledSendsTable } from './schema-schedules.js';
import type { ScimTokensTable } from './schema-scim.js';
import type { SsoIdentitiesTable, SsoProvidersTable, SsoTransactionsTable } from './schema-sso.js';
import type {
  CommunityTemplateCountsTable,
  CommunityTemplatesTable,
  MemoTemplateCountsTable,
  MemoTemplatePackageStepsTable,
  MemoTemplatePackagesTable,
  MemoTemplateSendsTable,
  MemoTemplatesTable,
  MemoTemplateTagsTable,
  TemplateMediaTable,
} from './schema-templates.js';

export type { Bool, BoolWithDefault, TextWithDefault, Timestamp } from './column-types.js';

import type { BoolWithDefault, TextWithDefault, Timestamp } from './column-types.js';

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
  /** When the franchise directory last listed the person (0027). */
  last_synced_at: ColumnType<string | null, string | null | undefined, string | null>;
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

/** An Idempotency-Key's first answer, kept 24 hours (0014; http/idempotency.ts). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  idem_key: string;
  route: string;
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  response: string | null;
  created_at: Timestamp;
  locked_until: Timestamp;
}

export interface DB extends ChatTables {
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
  inbox_versions: InboxVersionsTable;
  memo_media: MemoMediaTable;
  raised_hands: RaisedHandsTable;
  checkins: CheckinsTable;
  celebration_reactions: CelebrationReactionsTable;
  idempotency_keys: IdempotencyKeysTable;
  memo_templates: MemoTemplatesTable;
  memo_template_tags: MemoTemplateTagsTable;
  memo_template_counts: MemoTemplateCountsTable;
  community_template_counts: CommunityTemplateCountsTable;
  community_templates: CommunityTemplatesTable;
  template_media: TemplateMediaTable;
  memo_template_sends: MemoTemplateSendsTable;
  memo_template_packages: MemoTemplatePackagesTable;
  memo_template_package_steps: MemoTemplatePackageStepsTable;
  scheduled_sends: ScheduledSendsTable;
  scheduled_send_runs: ScheduledSendRunsTable;
  memo_reminders: MemoRemindersTable;
  company_billing: CompanyBillingTable;
  billing_events: BillingEventsTable;
  franchise_connections: FranchiseConnectionsTable;
  franchise_states: FranchiseStatesTable;
  franchise_locations: FranchiseLocationsTable;
  franchise_runs: FranchiseRunsTable;

  form_templates: FormTemplatesTable;
  forms: FormsTable;
  form_targets: FormTargetsTable;
  form_responses: FormResponsesTable;
  form_response_files: FormResponseFilesTable;

  media: MediaTable;
  media_locations: MediaLocationsTable;
  media_audiences: MediaAudiencesTable;
  media_recipients: MediaRecipientsTable;
  media_views: MediaViewsTable;
  media_counts: MediaCountsTable;
  media_versions: MediaVersionsTable;
  company_versions: CompanyVersionsTable;
  media_search: MediaSearchTable;
  scim_tokens: ScimTokensTable;

  sso_providers: SsoProvidersTable;
  sso_transactions: SsoTransactionsTable;
  sso_identities: SsoIdentitiesTable;
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

export type LocationRow = Selectable<LocationsTable>;
export type AudienceRow = Selectable<AudiencesTable>;
export type TagRow = Selectable<TagsTable>;
export type DeviceRow = Selectable<DevicesTable>;

export type { EmployeeCountsTable, EmployeeImportRow, EmployeeImportsTable } from './schema-imports.js';
export type { JobRow, JobsTable } from './schema-jobs.js';
export type {
  CelebrationReactionRow,
  CelebrationReactionsTable,
  CheckinRow,
  CheckinsTable,
  MemoAudiencesTable,
  MemoLocationsTable,
  MemoMediaRow,
  MemoMediaTable,
  MemoRecipientsTable,
  MemoResponseRow,
  MemoResponsesTable,
  MemoRow,
  MemosTable,
  MemoTagsTable,
  MemoTranslationRow,
  MemoTranslationsTable,
  RaisedHandRow,
  RaisedHandsTable,
} from './schema-memos.js';

/** A company's details version, raised by triggers (migration 0033); no row is version 0. */
export interface CompanyVersionsTable {
  company_id: number;
  /** bigint: a string on PostgreSQL, a number on SQLite. */
  version: number | string;
}
