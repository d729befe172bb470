import type { MemoKind, SendableKind } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { Member } from '../../policies/member.js';
import type { FileSource } from '../memo-templates/template-media.js';
import type { CreateInput } from '../memos/memos.service.js';

/** What every kind of sendable answers (sendables.ts holds the registry). */

/** One memo an occurrence publishes: the input of the memo create rules, and files to copy. */
export interface MemoRecipe {
  kind: MemoKind;
  input: CreateInput;
  templateId: number | null;
  files: FileSource[];
}

export interface SendableKindDef {
  kind: SendableKind;
  /** The caller's sendables of this kind whose name contains the terms: a count and a page. */
  search(db: Database, member: Member, terms: string): SearchQuery;
  /** One the caller may schedule (else 404; unusable: 422 on sendable_id). */
  find(db: Database, member: Member, id: number): Promise<{ id: number; name: string }>;
  /** Names by id within a company (a deleted one is missing). */
  names(db: Database, companyId: number, ids: number[]): Promise<Map<number, string>>;
  /** The memos one occurrence publishes; null when the sendable is gone or cannot go out. */
  recipes(db: Database, companyId: number, id: number, at: Occasion): Promise<MemoRecipe[] | null>;
}

/** The occurrence a recipe is made for, and the schedule's zone (a package places its days by them). */
export interface Occasion {
  occurrence: Date;
  timeZone: string;
}

export interface SearchQuery {
  count(): Promise<number>;
  page(limit: number, offset: number): Promise<{ id: number; name: string }[]>;
}
