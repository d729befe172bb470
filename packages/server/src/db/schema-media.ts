import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Table types of the media library (0022); db/schema.ts puts them in the DB. */
export interface MediaTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  title: string | null;
  content: string | null;
  filename: string;
  filename_min: string | null;
  filename_thumb: string | null;
  /** Storage keys of the file, its medium WebP and its thumbnail WebP. */
  filepath: string;
  filepath_min: string | null;
  filepath_thumb: string | null;
  original_filename: string;
  mime: string;
  size: number;
  type: string;
  /** 'image' | 'video' | 'audio' | 'document' */
  type_category: string;
  mode: Generated<string>;
  /** Lowercased name, title and original name: what the list's terms match. */
  search: string;
  marked_viewable_at: Timestamp | null;
  creator_id: number | null;
  updater_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface MediaLocationsTable {
  media_id: number;
  location_id: number;
}
export interface MediaAudiencesTable {
  media_id: number;
  audience_id: number;
}
export interface MediaRecipientsTable {
  media_id: number;
  employee_id: number;
}
export interface MediaViewsTable {
  media_id: number;
  employee_id: number;
  company_id: number;
  viewed_at: Timestamp;
}

/** Live files per company and type category (0022's triggers keep it). */
export interface MediaCountsTable {
  company_id: number;
  type_category: string;
  n: number;
}

/** The library's version per company: grows with every change an employee's Files depends on (0031). */
export interface MediaVersionsTable {
  company_id: number;
  /** bigint: a string on PostgreSQL, a number on SQLite. */
  version: number | string;
}

/** SQLite only: 0022's FTS5 trigram index of media.search (rowid = media.id). */
export interface MediaSearchTable {
  rowid: number;
  search: string;
}

export type MediaRow = Selectable<MediaTable>;
