import {
  isInFlight,
  type TEmployeeResponse,
  type TInbox,
  type TInboxMemo,
  type TMemoResponseBundle,
} from '@teamline/shared';

/** Inbox memos as app/employee-messages answers them, for the inbox's component tests. */
export function buildResponse(over: Partial<TEmployeeResponse> = {}): TEmployeeResponse {
  return {
    id: 1,
    memo_id: 1,
    employee_id: 3,
    employee: { id: 3, name: 'Erin Employee' },
    read_at: null,
    acknowledged_at: null,
    acknowledgement: null,
    acknowledgement_data: null,
    survey_data: null,
    flagged_at: null,
    flag_data: null,
    flagged_count: 0,
    manager_id: null,
    manager: null,
    manager_acknowledged_at: null,
    manager_note: null,
    is_urgent: false,
    is_awaiting_manager: false,
    is_awaiting_employee: false,
    flag_state: null,
    flag_closed_at: null,
    flag_closed_by: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

export function buildMemo(
  over: Partial<TInboxMemo> = {},
  response: Partial<TEmployeeResponse> = {},
): TInboxMemo {
  const id = over.id ?? 1;
  return {
    id,
    kind: 'message',
    locale_code: 'en',
    title: `Memo ${id}`,
    content: `<p>Content of memo ${id}</p>`,
    category: null,
    priority: 'normal',
    signature: false,
    type: 'nonflaggable',
    display_type: null,
    options: [],
    author: { id: 9, name: 'Maya Manager' },
    author_description: null,
    display_start_at: '2026-03-01T10:00:00.000Z',
    due_at: null,
    end_at: null,
    published_at: '2026-03-01T10:00:00.000Z',
    is_read: false,
    is_past_due: false,
    can_flag: false,
    media: [],
    celebration: null,
    celebration_options: {},
    my_celebration_option: null,
    ...over,
    employee_response: buildResponse({ memo_id: id, ...response }),
  };
}

export function buildInbox(memos: TInboxMemo[], celebrations: TInboxMemo[] = []): TInbox {
  return {
    memos,
    unread_count: memos.filter((m) => !m.is_read).length,
    celebrations,
    current_page: 1,
    total_pages: 1,
    total: memos.length,
    per_page: 50,
  };
}

export function buildBundle(memos: TInboxMemo[], celebrations: TInboxMemo[] = []): TMemoResponseBundle {
  return {
    messages: memos.filter((m) => m.kind === 'message'),
    surveys: memos.filter((m) => m.kind === 'survey'),
    memos,
    memo_count: memos.length,
    celebrations,
    checkin: null,
    checkins: [],
    raised_hand: null,
    raised_hands: [],
    flagged_memos: memos.filter((m) => isInFlight(m.employee_response.flag_state)),
    celebration_options: {},
  };
}

/** A live birthday celebration of Ana (employee 5) as the inbox answers it to employee `viewer`. */
export function buildCelebration(viewer = 3, over: Partial<TInboxMemo> = {}): TInboxMemo {
  return buildMemo(
    {
      id: 40,
      kind: 'celebration',
      title: 'Happy birthday, Ana!',
      content: '<p>Wish Ana a great day.</p>',
      celebration: {
        employee: { id: 5, name: 'Ana Lopez' },
        type: 'birthday',
        date: '2026-03-02',
        years: null,
        automatic: true,
      },
      celebration_options: { Congrats: 2, Cheers: 0 },
      ...over,
    },
    { employee_id: viewer, memo_id: 40 },
  );
}
