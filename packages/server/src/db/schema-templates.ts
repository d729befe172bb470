import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';

/** Table types of memo templates and the community (0016); db/schema.ts puts them in the DB. */

/** What a template and a shared template both hold of a memo. JSON lives in text columns. */
interface TemplateColumns {
  id: Generated<number>;
  /** 'message' | 'survey' */
  kind: string;
  title: string;
  /** Sanitised memo HTML (features/memos/memo-html.ts). */
  content: string;
  category: string | null;
  /** 'standard' | 'nonflaggable' */
  type: string;
  priority: string;
  options_key: string;
  /** JSON: the survey questions (null for a message). */
  options: string | null;
  /** JSON: [{ locale_code, title, content, options }] (at most one: es). */
  translations: string | null;
  use_count: ColumnType<number, number | undefined, number>;
}

export interface MemoTemplatesTable extends TemplateColumns {
  company_id: number;
  /** The memo it was saved from. */
  source_memo_id: number | null;
  /** The community template it was copied from (share/use). */
  community_template_id: number | null;
  last_used_at: Timestamp | null;
  archived_at: Timestamp | null;
  creator_id: number | null;
  updater_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommunityTemplatesTable extends TemplateColumns {
  /** The sharing company. */
  company_id: number;
  /** The company's template it copies (unique; null once that template is deleted). */
  source_template_id: number | null;
  /** The sharing company's name when it last shared. */
  company_name: string;
  description: string | null;
  /** 'en' | 'es' */
  language: string;
  published_at: Timestamp | null;
  /** Set while the sharing company has withdrawn it. */
  withdrawn_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemoTemplateTagsTable {
  template_id: number;
  tag_id: number;
}

/** A file of a template or of a shared template (one of the two owner columns is set). */
export interface TemplateMediaTable {
  id: Generated<number>;
  company_id: number;
  template_id: number | null;
  community_template_id: number | null;
  name: string;
  original_filename: string;
  mime: string;
  size: number;
  type: string;
  type_category: string;
  storage_key: string;
  thumb_key: string | null;
  created_at: Timestamp;
}

/** A template send (0017): memos made from templates for one set of recipients. */
export interface MemoTemplateSendsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** 'draft' | 'published' | 'archived' (decisions.md, Template sends) */
  status: string;
  /** JSON: { location_ids, audience_ids, recipient_ids }, copied to each of its memos. */
  targets: string;
  creator_id: number | null;
  updater_id: number | null;
  publisher_id: number | null;
  published_at: Timestamp | null;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A template package (0019): an ordered sequence of templates with day offsets. */
export interface MemoTemplatePackagesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  description: string | null;
  use_count: ColumnType<number, number | undefined, number>;
  last_used_at: Timestamp | null;
  creator_id: number | null;
  updater_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A step of a package: a template on a day offset (0 = the start date) at a time (HH:MM). */
export interface MemoTemplatePackageStepsTable {
  id: Generated<number>;
  package_id: number;
  template_id: number;
  day_offset: number;
  send_time: string;
  /** Its place within its day (0 first). */
  position: number;
  created_at: Timestamp;
}

export type MemoTemplatePackageRow = Selectable<MemoTemplatePackagesTable>;
export type MemoTemplatePackageStepRow = Selectable<MemoTemplatePackageStepsTable>;
/** Templates per company, tab, kind and category (0018; '' for none), kept by triggers. */
export interface MemoTemplateCountsTable {
  company_id: number;
  archived: Bool;
  kind: string;
  category: string;
  n: number;
}

/** Live (not withdrawn) shares per language, kind and category (0018; '' for none), kept by triggers. */
export interface CommunityTemplateCountsTable {
  language: string;
  kind: string;
  category: string;
  n: number;
}

export type MemoTemplateSendRow = Selectable<MemoTemplateSendsTable>;
export type MemoTemplateRow = Selectable<MemoTemplatesTable>;
export type CommunityTemplateRow = Selectable<CommunityTemplatesTable>;
export type TemplateMediaRow = Selectable<TemplateMediaTable>;
