import {
  LOCALES,
  type Locale,
  MEMO_PRIORITIES,
  MEMO_TYPES,
  type TCommunityTemplate,
  type TMemoTemplate,
  type TMemoTemplatesPage,
  type ZMemoTemplatesQuery,
} from '@teamline/shared';
import type { z } from 'zod';
import type { CommunityTemplateRow, MemoTemplateRow } from '../../db/schema-templates.js';
import { pageInfo } from '../../http/paging.js';
import { canEditTemplate, canShareTemplate } from '../../policies/memo-template.js';
import { parseQuestions, parseTranslations } from './template-fields.js';
import { sanitizedOptionalTemplateHtml, sanitizedTemplateHtml } from './template-html.js';
import type { TemplateSort } from './template-lists.js';
import { presentTemplateMedia } from './template-media.js';
import type { CommunityPage, TemplatePage } from './template-page.js';

/** Rows + their loaded page → the memo_template shapes (no queries). */

const oneOf = <T extends string>(list: readonly T[], v: string, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;
const language = (v: string): Locale => oneOf(LOCALES, v, 'en');

/**
 * What both shapes show; shared content is sanitised again on the way out. The shapes add their
 * own fields with Object.assign: spreading this object into a literal of as many more properties
 * is many times slower in V8 (docs/performance.md, the employee presenter).
 */
function contentOf(r: MemoTemplateRow | CommunityTemplateRow) {
  return {
    id: r.id,
    kind: r.kind === 'survey' ? ('survey' as const) : ('message' as const),
    title: r.title,
    content: sanitizedTemplateHtml(r.content),
    category: r.category,
    type: oneOf(MEMO_TYPES, r.type, 'nonflaggable'),
    priority: oneOf(MEMO_PRIORITIES, r.priority, 'normal'),
    options_key: r.options_key,
    options: parseQuestions(r.options),
    translations: parseTranslations(r.translations).map((t) => ({
      locale_code: language(t.locale_code),
      title: t.title,
      content: sanitizedOptionalTemplateHtml(t.content) ?? null,
      options: t.options,
    })),
    use_count: Number(r.use_count),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function presentTemplate(r: MemoTemplateRow, page: TemplatePage): TMemoTemplate {
  const { member } = page;
  const share = page.shares.get(r.id);
  const person = (id: number | null) => (id === null ? null : { id, name: page.names.get(id) ?? '' });
  const ctx = { companyId: member.companyId, id: r.id, scope: 'company' as const };
  return Object.assign(contentOf(r), {
    source: 'company' as const,
    company_id: r.company_id,
    media: (page.media.get(r.id) ?? []).map((m) => presentTemplateMedia(m, ctx)),
    tags: page.tags.get(r.id) ?? [],
    archived_at: r.archived_at,
    last_used_at: r.last_used_at,
    memo_id: r.source_memo_id,
    community_template_id: r.community_template_id,
    share: share
      ? {
          id: share.id,
          description: share.description,
          category: share.category,
          language: language(share.language),
          published: share.withdrawn_at === null,
          hidden: page.hiddenIds.includes(share.id),
          use_count: Number(share.use_count),
          published_at: share.published_at,
        }
      : null,
    creator: person(r.creator_id),
    updater: person(r.updater_id),
    can_edit: canEditTemplate(member, r),
    can_share: canShareTemplate(member, r, page.sharing),
  });
}

/** A shared template: the sharing company's name, never a person of it. */
export function presentCommunity(r: CommunityTemplateRow, page: CommunityPage): TCommunityTemplate {
  const ctx = { companyId: page.member.companyId, id: r.id, scope: 'community' as const };
  return Object.assign(contentOf(r), {
    source: 'community' as const,
    media: (page.media.get(r.id) ?? []).map((m) => presentTemplateMedia(m, ctx)),
    description: r.description,
    company_name: r.company_name,
    language: language(r.language),
    published: r.withdrawn_at === null,
    published_at: r.published_at,
    mine: r.company_id === page.member.companyId,
  });
}

export function presentTemplatesPaging(opts: {
  query: z.output<typeof ZMemoTemplatesQuery>;
  sortBy: TemplateSort;
  total: number;
}): Omit<TMemoTemplatesPage, 'memo_templates'> {
  const q = opts.query;
  return {
    ...pageInfo({ total: opts.total, page: q.page, perPage: q.per_page }),
    sort_by: opts.sortBy,
    sort_direction: q.sort_direction,
    terms: q.terms,
    filters: {
      scope: q.scope,
      archived: q.archived,
      category: q.category ?? null,
      kind: q.kind ?? null,
      language: q.language ?? null,
    },
  };
}
