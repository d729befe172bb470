import type { TChatMessage, TChatReaction } from './chat.js';

// ——— Realtime (Socket.IO room `chat:{groupId}`, joined by the group's members only) ———

/** The room of a group's members. */
export const chatRoom = (groupId: number): string => `chat:${groupId}`;

export const CHAT_EVENTS = {
  /** A message was sent: TRealtimeChatMessage. */
  messageCreated: 'chat.message.created',
  /** A message was edited: TRealtimeChatMessage. */
  messageUpdated: 'chat.message.updated',
  /** A message was deleted (spec §4: the web removes it): TRealtimeChatMessageDeleted. */
  messageDeleted: 'chat.message.deleted',
  /** A reaction was added or taken back: TRealtimeChatReaction. */
  reaction: 'chat.reaction',
  /** A member's read mark moved: TRealtimeChatRead. */
  read: 'chat.read',
  /**
   * To a user's own sockets: a group they belong to was made, changed or deleted, or they joined
   * or left it (the list refetches): TRealtimeChatGroup.
   */
  groupChanged: 'chat.group.changed',
} as const;

/**
 * The message as everyone in the room sees it, except `shared`, which is always null here: when
 * message_id, survey_id or celebration_id is set, the web fetches GET chat/messages/{id} for the card.
 */
export interface TRealtimeChatMessage {
  company_id: number;
  chat_group_id: number;
  message: TChatMessage;
}
export interface TRealtimeChatMessageDeleted {
  company_id: number;
  chat_group_id: number;
  id: number;
  deleted_at: string;
}
export interface TRealtimeChatReaction {
  company_id: number;
  chat_group_id: number;
  chat_message_id: number;
  /** Who toggled, and whether it was added; the web toasts CHAT_TEXT.reaction to the message's sender. */
  employee_id: number;
  /** The message's sender (the toast goes to them). */
  message_employee_id: number | null;
  emoji: string;
  added: boolean;
  reactions: TChatReaction[];
}
export interface TRealtimeChatRead {
  company_id: number;
  chat_group_id: number;
  employee_id: number;
  name: string;
  last_read_message_id: number;
  read_at: string;
}
export interface TRealtimeChatGroup {
  company_id: number;
  chat_group_id: number;
  /** 'removed': the caller is no longer a member (or it was deleted); the web drops it. */
  change: 'created' | 'updated' | 'removed';
}

/** Notification type of a new chat message in the tray (spec §3); type_id is the group's id. */
export const CHAT_NOTIFICATION_TYPE = 'CHAT';
