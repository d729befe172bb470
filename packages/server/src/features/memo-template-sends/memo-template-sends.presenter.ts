import type {
  MemoStatus,
  TMemoDetail,
  TTemplateSend,
  TTemplateSendDetail,
  TTemplateSendsPage,
  ZTemplateSendsQuery,
} from '@teamline/shared';
import type { z } from 'zod';
import type { MemoTemplateSendRow } from '../../db/schema-templates.js';
import { pageInfo } from '../../http/paging.js';
import { canManageSend } from '../../policies/memo-template-send.js';
import type { SendPage } from './send-page.js';

/** A send row + its loaded page → memo_template_send (no queries). */
export function presentSend(row: MemoTemplateSendRow, page: SendPage): TTemplateSend {
  const targets = JSON.parse(row.targets) as {
    location_ids: number[];
    audience_ids: number[];
    recipient_ids: number[];
  };
  const memos = page.memos.get(row.id) ?? [];
  const counts = page.counts.get(row.id) ?? { reach: 0, total: 0, responded: 0 };
  const person = (id: number | null) => (id === null ? null : (page.people.get(id) ?? null));
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    status: row.status as TTemplateSend['status'],
    location_ids: targets.location_ids,
    audience_ids: targets.audience_ids,
    recipient_ids: targets.recipient_ids,
    memo_count: memos.length,
    reach: row.status === 'draft' ? (page.draftReach.get(row.id) ?? 0) : counts.reach,
    response_rate: counts.total ? counts.responded / counts.total : 0,
    creator: person(row.creator_id),
    publisher: person(row.publisher_id),
    published_at: row.published_at,
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    can_edit: canManageSend(page.member, row) && row.status !== 'archived',
    memos: memos.map((m) => ({
      id: m.id,
      kind: m.kind === 'survey' ? 'survey' : 'message',
      title: m.title,
      status: m.status as MemoStatus,
      template_id: m.template_id,
    })),
  };
}

/** The send with each memo and its statistics (presented by the memo presenter and memoStats). */
export const presentSendDetail = (
  row: MemoTemplateSendRow,
  page: SendPage,
  memos: TMemoDetail[],
): TTemplateSendDetail => ({ ...presentSend(row, page), memos });

export function presentSendsPaging(opts: {
  query: z.output<typeof ZTemplateSendsQuery>;
  total: number;
}): Omit<TTemplateSendsPage, 'memo_template_sends'> {
  const q = opts.query;
  return {
    ...pageInfo({ total: opts.total, page: q.page, perPage: q.per_page }),
    sort_by: q.sort_by,
    sort_direction: q.sort_direction,
    terms: q.terms,
    filters: { status: q.status ?? null },
  };
}
