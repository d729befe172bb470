import type { TMemoDetail, TTemplateSend, TTemplateSendDetail, TTemplateSendsPage } from '@teamline/shared';

/** Records as memo-template-sends answers them, for the page tests. */
export function buildSend(over: Partial<TTemplateSend> = {}): TTemplateSend {
  return {
    id: 1,
    company_id: 5,
    name: 'Holiday week',
    status: 'draft',
    location_ids: [3],
    audience_ids: [],
    recipient_ids: [],
    memo_count: 2,
    reach: 6,
    response_rate: 0,
    creator: { id: 3, name: 'Morgan Manager' },
    publisher: null,
    published_at: null,
    archived_at: null,
    created_at: '2026-03-10T15:30:00.000Z',
    updated_at: '2026-03-10T15:30:00.000Z',
    can_edit: true,
    memos: [],
    ...over,
  };
}

export function buildSendsPage(
  sends: TTemplateSend[],
  over: Partial<TTemplateSendsPage> = {},
): TTemplateSendsPage {
  return {
    memo_template_sends: sends,
    current_page: 1,
    total_pages: 1,
    total: sends.length,
    per_page: 25,
    sort_by: 'updated_at',
    sort_direction: 'desc',
    terms: '',
    filters: { status: null },
    ...over,
  };
}

/** A memo of a send as memos/get answers one (the fields the send page reads, and its stats). */
export function buildSendMemo(over: Partial<TMemoDetail> = {}): TMemoDetail {
  const memo = {
    id: 21,
    kind: 'message',
    status: 'draft',
    title: 'Holiday hours',
    content: '<p>We close at 3 pm.</p>',
    translations: [],
    media: [],
    start_at: null,
    reveal_at: null,
    due_at: null,
    end_at: null,
    display_start_at: null,
    is_past_due: false,
    updated_at: '2026-03-10T15:30:00.000Z',
    stats: {
      recipient_count: 6,
      received: 6,
      read: 3,
      acknowledged: 2,
      answered: 0,
      flagged: 0,
      response_rate: 1 / 3,
      past_due_by_location: [],
      survey_results: [],
      recipients: [],
      current_page: 1,
      total_pages: 1,
      per_page: 1,
    },
    ...over,
  };
  return memo as unknown as TMemoDetail;
}

export function buildSendDetail(
  over: Partial<TTemplateSendDetail> = {},
  memos: TMemoDetail[] = [buildSendMemo(), buildSendMemo({ id: 22, title: 'Deep clean' })],
): TTemplateSendDetail {
  return { ...buildSend(), memos, memo_count: memos.length, ...over };
}
