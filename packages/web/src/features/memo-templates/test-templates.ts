import type { TCommunityTemplate, TMemoTemplate, TMemoTemplatesPage } from '@teamline/shared';

/** Records as memo-templates answers them, for the page tests. */
export function buildTemplate(over: Partial<TMemoTemplate> = {}): TMemoTemplate {
  return {
    id: 11,
    source: 'company',
    company_id: 5,
    kind: 'message',
    title: 'Holiday hours',
    content: '<p>We close at <strong>3 pm</strong>.</p>',
    category: 'Operations',
    type: 'nonflaggable',
    priority: 'normal',
    options_key: '',
    options: [],
    translations: [],
    media: [],
    use_count: 2,
    created_at: '2026-03-10T15:30:00.000Z',
    updated_at: '2026-03-10T15:30:00.000Z',
    tags: [],
    archived_at: null,
    last_used_at: null,
    memo_id: null,
    community_template_id: null,
    share: null,
    creator: { id: 3, name: 'Morgan Manager' },
    updater: null,
    can_edit: true,
    can_share: true,
    ...over,
  };
}

export function buildShared(over: Partial<TCommunityTemplate> = {}): TCommunityTemplate {
  return {
    id: 40,
    source: 'community',
    kind: 'survey',
    title: 'Food safety check',
    content: '<p>Answer before your shift.</p>',
    category: 'Safety',
    type: 'standard',
    priority: 'normal',
    options_key: 'custom',
    options: [{ question: 'Did you wash your hands?', options_key: 'custom', options: ['Yes', 'No'] }],
    translations: [],
    media: [],
    use_count: 7,
    created_at: '2026-03-10T15:30:00.000Z',
    updated_at: '2026-03-10T15:30:00.000Z',
    description: 'The check our franchise runs daily.',
    company_name: 'Franchise HQ',
    language: 'en',
    published: true,
    published_at: '2026-03-10T15:30:00.000Z',
    mine: false,
    ...over,
  };
}

export function buildPage(
  items: TMemoTemplatesPage['memo_templates'],
  scope: 'company' | 'community' = 'company',
): TMemoTemplatesPage {
  return {
    memo_templates: items,
    current_page: 1,
    total_pages: 1,
    total: items.length,
    per_page: 25,
    sort_by: scope === 'company' ? 'updated_at' : 'use_count',
    sort_direction: 'desc',
    terms: '',
    filters: { scope, archived: 'no', category: null, kind: null, language: null },
  };
}
