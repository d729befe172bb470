import { isInFlight, type TEmployeeDetail, type TInbox, type TMemoResponseBundle } from '@teamline/shared';
import { pageInfo } from '../../http/paging.js';
import { presentEmployeeDetail } from '../employees/employees.presenter.js';
import { withOptions } from '../memos/celebration-extras.js';
import { presentInbox } from '../memos/inbox.presenter.js';
import type { BundleView, InboxView } from './employee-inbox.service.js';
import type { OwnRecord } from './own-record.service.js';

/** The employee app's answers from what employee-inbox.service.ts loaded; runs no query. */

export function presentEmployeeInbox(view: InboxView): TInbox {
  return {
    memos: presentInbox(view.memos, view.page),
    unread_count: view.unread,
    celebrations: presentInbox(view.celebrations, view.page),
    ...pageInfo({ total: view.total, page: view.paging.page, perPage: view.paging.perPage }),
  };
}

/** Spec §3 Memo response bundle. */
export function presentResponseBundle(view: BundleView): TMemoResponseBundle {
  const memos = presentInbox(view.memos, view.page);
  const celebrations = presentInbox(view.celebrations, view.page);
  return {
    messages: memos.filter((m) => m.kind === 'message'),
    surveys: memos.filter((m) => m.kind === 'survey'),
    memos,
    memo_count: view.total,
    celebrations,
    ...view.followups,
    // The flags not closed yet: open (awaiting a manager) or answered (awaiting the employee).
    flagged_memos: memos.filter((m) => isInFlight(m.employee_response.flag_state)),
    // The totals over the bundle's celebrations, merged with the company's options.
    celebration_options: withOptions(celebrations.flatMap((c) => Object.entries(c.celebration_options))),
  };
}

/** The caller's own employee record with their memo counts and lists. */
export function presentOwnRecord(record: OwnRecord): TEmployeeDetail {
  return { ...presentEmployeeDetail(record.employee, record.relations), ...record.memoFields };
}
