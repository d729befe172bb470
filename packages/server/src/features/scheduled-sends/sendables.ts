import { type MemoKind, SCHEDULE_TEXT, type SendableKind, TEMPLATE_TEXT } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';
import type { Member } from '../../policies/member.js';
import { scopeTemplates } from '../../policies/memo-template.js';
import { scopeSends } from '../../policies/memo-template-send.js';
import { memoContent, templateToMemoInput } from '../memo-templates/template-fields.js';
import type { FileSource } from '../memo-templates/template-media.js';
import type { CreateInput } from '../memos/memos.service.js';

/**
 * What a schedule can send, as a registry (decisions.md, Scheduled sends): each kind says how
 * it is listed (list-sendables), found for a caller (create, update: 404 outside their scope),
 * named, and turned into the memos one occurrence publishes. A package is one more entry here.
 */

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
  recipes(db: Database, companyId: number, id: number): Promise<MemoRecipe[] | null>;
}

interface SearchQuery {
  count(): Promise<number>;
  page(limit: number, offset: number): Promise<{ id: number; name: string }[]>;
}

async function templateTags(db: Database, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memo_template_tags')
    .select('tag_id')
    .where('template_id', '=', id)
    .execute();
  return rows.map((r) => r.tag_id).sort((a, b) => a - b);
}

async function memoTags(db: Database, id: number): Promise<number[]> {
  const rows = await db.selectFrom('memo_tags').select('tag_id').where('memo_id', '=', id).execute();
  return rows.map((r) => r.tag_id).sort((a, b) => a - b);
}

const template: SendableKindDef = {
  kind: 'template',
  search(db, member, terms) {
    let q = scopeTemplates(member, db.selectFrom('memo_templates')).where('archived_at', 'is', null);
    if (terms) q = q.where(containsTerms('memo_templates.title', terms));
    return {
      count: async () =>
        Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
      page: (limit, offset) =>
        q
          .select(['id', 'title as name'])
          .orderBy('title')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
    };
  },
  async find(db, member, id) {
    const row = await scopeTemplates(member, db.selectFrom('memo_templates').selectAll())
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Template not found');
    if (row.archived_at !== null) throw invalid({ sendable_id: [TEMPLATE_TEXT.archived] });
    return { id: row.id, name: row.title };
  },
  async names(db, companyId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .selectFrom('memo_templates')
      .select(['id', 'title'])
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.title]));
  },
  async recipes(db, companyId, id) {
    const t = await db
      .selectFrom('memo_templates')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!t || t.archived_at !== null) return null;
    const { kind, input } = templateToMemoInput(t, await templateTags(db, t.id));
    const files = await db
      .selectFrom('template_media')
      .selectAll()
      .where('template_id', '=', t.id)
      .orderBy('id')
      .execute();
    return [{ kind, input, templateId: t.id, files }];
  },
};

/** A draft template send: each occurrence publishes a copy of each of its memos; the draft stays. */
const send: SendableKindDef = {
  kind: 'send',
  search(db, member, terms) {
    let q = scopeSends(member, db.selectFrom('memo_template_sends')).where('status', '=', 'draft');
    if (terms) q = q.where(containsTerms('memo_template_sends.name', terms));
    return {
      count: async () =>
        Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
      page: (limit, offset) =>
        q.select(['id', 'name']).orderBy('name').orderBy('id').limit(limit).offset(offset).execute(),
    };
  },
  async find(db, member, id) {
    const row = await scopeSends(member, db.selectFrom('memo_template_sends').selectAll())
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Send not found');
    if (row.status !== 'draft') throw invalid({ sendable_id: [SCHEDULE_TEXT.notDraft] });
    return { id: row.id, name: row.name };
  },
  async names(db, companyId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .selectFrom('memo_template_sends')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  },
  async recipes(db, companyId, id) {
    const s = await db
      .selectFrom('memo_template_sends')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (s?.status !== 'draft') return null;
    const memos = await db
      .selectFrom('memos')
      .selectAll()
      .where('template_send_id', '=', id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    if (!memos.length) return null;
    const out: MemoRecipe[] = [];
    for (const memo of memos) {
      const translations = await db
        .selectFrom('memo_translations')
        .selectAll()
        .where('memo_id', '=', memo.id)
        .execute();
      const content = memoContent(memo, translations, { company_id: companyId });
      const { kind, input } = templateToMemoInput(content, await memoTags(db, memo.id));
      const files = await db
        .selectFrom('memo_media')
        .selectAll()
        .where('memo_id', '=', memo.id)
        .orderBy('id')
        .execute();
      out.push({ kind, input, templateId: memo.template_id, files });
    }
    return out;
  },
};

/** Every kind, in the order list-sendables pages them. A package kind is added here. */
export const SENDABLES: Record<SendableKind, SendableKindDef> = { template, send };
export const sendableKinds = Object.values(SENDABLES);
