import { SCHEDULE_TEXT, type SendableKind, TEMPLATE_TEXT } from '@teamline/shared';
import { invalid, notFound } from '../../http/errors.js';
import { containsTerms } from '../../http/paging.js';
import { scopeTemplates } from '../../policies/memo-template.js';
import { scopeSends } from '../../policies/memo-template-send.js';
import { memoContent, templateToMemoInput } from '../memo-templates/template-fields.js';
import { memoTags, templateTags } from './recipe-tags.js';
import { packageSendable } from './sendable-package.js';
import type { MemoRecipe, SendableKindDef } from './sendable-types.js';

export type { MemoRecipe, Occasion, SendableKindDef } from './sendable-types.js';

/**
 * What a schedule can send, as a registry (decisions.md, Scheduled sends): each kind says how
 * it is listed (list-sendables), found for a caller (create, update: 404 outside their scope),
 * named, and turned into the memos one occurrence publishes. A package is one more entry here.
 */

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

/** Every kind, in the order list-sendables pages them. */
export const SENDABLES: Record<SendableKind, SendableKindDef> = { template, send, package: packageSendable };
export const sendableKinds = Object.values(SENDABLES);
