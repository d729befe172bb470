import type { TChatGroup, TChatMessage } from '@teamline/shared';

/** Test data of the chat tests. */
export const ME = 11;
export const OTHER = 22;

export function chatMessage(id: number, over: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id,
    chat_group_id: 1,
    employee_id: OTHER,
    message_id: null,
    survey_id: null,
    celebration_id: null,
    chat_message_id: null,
    content: `message ${id}`,
    image: null,
    gif: null,
    shared: null,
    employee: { id: OTHER, name: 'Olivia Other' },
    client_id: null,
    created_at: `2026-03-02T14:${String(id % 60).padStart(2, '0')}:00.000Z`,
    updated_at: '2026-03-02T14:00:00.000Z',
    edited_at: null,
    deleted_at: null,
    reactions: [],
    receipts: [],
    receipt_count: 0,
    primary: null,
    ...over,
  };
}

export function chatGroup(id: number, over: Partial<TChatGroup> = {}): TChatGroup {
  return {
    id,
    company_id: 7,
    name: `Group ${id}`,
    icon: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    last_activity_at: `2026-03-0${id}T10:00:00.000Z`,
    unread_count: 0,
    latest_message: null,
    audience_ids: [],
    location_ids: [3],
    recipient_ids: [],
    is_private: false,
    is_notifications_active: true,
    member_count: 4,
    last_read_message_id: null,
    other: null,
    can_manage: false,
    ...over,
  };
}
