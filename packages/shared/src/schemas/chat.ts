import { z } from 'zod';
import { CHAT_LIMITS, CHAT_TEXT } from '../texts/chat.js';
import { companyIdField, requiredString, searchTermsField } from './fields.js';
import { idField } from './places.js';

export { CHAT_LIMITS, CHAT_PATHS, CHAT_TEXT } from '../texts/chat.js';

/**
 * Chat (spec §3 Chat group, Chat message, Notification type CHAT; §4 chat rules; §7 Chat): the
 * wire shapes, the requests and their rules, the paths and the realtime events, for both sides.
 * `pending` and `sent` (spec §3) are states of the web's outbox, never sent by the server.
 */

/** Fills `{group}` in CHAT_TEXT.newMessage. */
export const chatNewMessageTitle = (group: string): string => CHAT_TEXT.newMessage.replace('{group}', group);

const nameRef = z.object({ id: z.number(), name: z.string() });

/** An image of a message (uploaded through POST chat/groups/{id}/images); urls use the session cookie. */
export const ZChatImage = z.object({
  id: z.number(),
  url: z.string(),
  thumb_url: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type TChatImage = z.infer<typeof ZChatImage>;

/**
 * A GIF as a message carries it: the picker's normalised item (spec §3 Search-GIF items; the GIF
 * proxy's item gives `id`, the image url and integer width and height, and the title).
 */
export const ZChatGif = z.object({
  id: z.string().trim().min(1).max(100),
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => /^https:\/\/[^\s]+$/.test(v), 'Use an https address'),
  width: z.coerce.number().int().min(1).max(4096),
  height: z.coerce.number().int().min(1).max(4096),
  title: z.string().trim().max(300).default(''),
});
export type TChatGif = z.infer<typeof ZChatGif>;

/** One emoji's reactions on a message: who reacted (the web marks the caller's own). */
export const ZChatReaction = z.object({
  emoji: z.string(),
  count: z.number(),
  employee_ids: z.array(z.number()),
});
export type TChatReaction = z.infer<typeof ZChatReaction>;

/** A member who has read the message (their read mark is at or past it); never the sender. */
export const ZChatReceipt = z.object({
  employee_id: z.number(),
  name: z.string(),
  read_at: z.string(),
});
export type TChatReceipt = z.infer<typeof ZChatReceipt>;

export const CHAT_SHARED_KINDS = ['message', 'survey', 'celebration'] as const;
/**
 * A memo, survey or celebration shared into the conversation, as a card that opens it. Null for a
 * member who may not see it (the ids stay; only the card is withheld).
 */
export const ZChatShared = z.object({
  kind: z.enum(CHAT_SHARED_KINDS),
  id: z.number(),
  title: z.string(),
});
export type TChatShared = z.infer<typeof ZChatShared>;

const messageFields = {
  id: z.number(),
  chat_group_id: z.number(),
  employee_id: z.number().nullable(),
  message_id: z.number().nullable(),
  survey_id: z.number().nullable(),
  celebration_id: z.number().nullable(),
  chat_message_id: z.number().nullable(),
  /** Plain text (never HTML): the web makes links and phone numbers clickable. Null once deleted. */
  content: z.string().nullable(),
  image: ZChatImage.nullable(),
  gif: ZChatGif.nullable(),
  shared: ZChatShared.nullable(),
  employee: nameRef.nullable(),
  /** The sender's retry key, echoed so the sender's outbox matches its pending copy. */
  client_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set when edited after sending. */
  edited_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
};

/** A message quoted by a reply (`primary`): the same fields without reactions and receipts. */
export const ZChatPrimary = z.object(messageFields);
export type TChatPrimary = z.infer<typeof ZChatPrimary>;

/** A chat message (spec §3 Chat message). A deleted one keeps its place with content null. */
export const ZChatMessage = z.object({
  ...messageFields,
  reactions: z.array(ZChatReaction),
  receipts: z.array(ZChatReceipt),
  receipt_count: z.number(),
  primary: ZChatPrimary.nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A chat group (spec §3 Chat group) as the caller sees it. */
export const ZChatGroup = z.object({
  id: z.number(),
  company_id: z.number(),
  /** A private conversation is named by the colleague's name (for each of the two). */
  name: z.string(),
  icon: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the latest message was sent (else created_at): the list's order, newest first. */
  last_activity_at: z.string(),
  unread_count: z.number(),
  latest_message: ZChatPrimary.nullable(),
  audience_ids: z.array(z.number()),
  location_ids: z.array(z.number()),
  recipient_ids: z.array(z.number()),
  is_private: z.boolean(),
  /** The caller's own setting: false when they muted it (no CHAT notifications). */
  is_notifications_active: z.boolean(),
  member_count: z.number(),
  /** The caller's read mark (the last message they read). */
  last_read_message_id: z.number().nullable(),
  /** A private conversation's other member. */
  other: nameRef.nullable(),
  /** The caller may rename, retarget and delete it, and delete anyone's message in it. */
  can_manage: z.boolean(),
});
export type TChatGroup = z.infer<typeof ZChatGroup>;

// ——— Requests ———

const ids = z.array(idField).max(10_000).default([]);
const optionalIds = z.array(idField).max(10_000).optional();
const icon = z
  .string()
  .trim()
  .max(CHAT_LIMITS.icon, `Must be at most ${CHAT_LIMITS.icon} characters`)
  .nullish()
  .transform((v) => (v ? v : null));
const content = z.string().max(CHAT_LIMITS.content, CHAT_TEXT.tooLong);

/** GET chat/groups. */
export const ZChatGroupsQuery = z.object({ company_id: companyIdField });
export const ZChatGroupsList = z.object({ groups: z.array(ZChatGroup) });
export type TChatGroupsList = z.infer<typeof ZChatGroupsList>;

export const ZChatIdParams = z.object({ id: idField });
export const ZChatCompanyQuery = z.object({ company_id: companyIdField });

/** POST chat/groups: management, for locations, audiences and people within its reach. */
export const ZChatGroupCreateRequest = z
  .object({
    company_id: companyIdField,
    name: requiredString(CHAT_LIMITS.groupName),
    icon,
    location_ids: ids,
    audience_ids: ids,
    recipient_ids: ids,
  })
  .refine((g) => g.location_ids.length + g.audience_ids.length + g.recipient_ids.length > 0, {
    message: CHAT_TEXT.noTargets,
    path: ['recipient_ids'],
  });
export type TChatGroupCreateRequest = z.input<typeof ZChatGroupCreateRequest>;

/** PUT chat/groups/{id}: only the fields sent change (targeting lists replace). */
export const ZChatGroupUpdateRequest = z.object({
  company_id: companyIdField,
  name: requiredString(CHAT_LIMITS.groupName).optional(),
  icon: icon.optional(),
  location_ids: optionalIds,
  audience_ids: optionalIds,
  recipient_ids: optionalIds,
});
export type TChatGroupUpdateRequest = z.input<typeof ZChatGroupUpdateRequest>;

/** POST chat/groups/private: the colleague; an existing conversation of the two is answered again. */
export const ZChatPrivateGroupRequest = z.object({ company_id: companyIdField, employee_id: idField });

/** GET chat/colleagues: a name or e-mail to look for (none: the first by name). */
export const ZChatColleaguesQuery = z.object({ company_id: companyIdField, terms: searchTermsField(100) });

/** How many colleagues one answer names (the dialog searches the server as the caller types). */
export const CHAT_COLLEAGUES_LIMIT = 20;

/** A colleague to start a private conversation with: their id and name only. */
export const ZChatColleague = z.object({ id: z.number(), name: z.string() });
export type TChatColleague = z.infer<typeof ZChatColleague>;
export const ZChatColleagues = z.object({ colleagues: z.array(ZChatColleague) });
export type TChatColleagues = z.infer<typeof ZChatColleagues>;
export type TChatPrivateGroupRequest = z.input<typeof ZChatPrivateGroupRequest>;

/** GET chat/groups/{id}/messages: newest first by id; `before_id` pages further back. */
export const ZChatMessagesQuery = z.object({
  company_id: companyIdField,
  before_id: idField.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Must be 1 or more')
    .max(CHAT_LIMITS.pageMax, `Must be at most ${CHAT_LIMITS.pageMax}`)
    .default(CHAT_LIMITS.pageDefault),
});
export type TChatMessagesQuery = z.input<typeof ZChatMessagesQuery>;
export const ZChatMessagesPage = z.object({
  messages: z.array(ZChatMessage),
  /** The `before_id` of the next (older) page; null at the beginning of the conversation. */
  next_before_id: z.number().nullable(),
});
export type TChatMessagesPage = z.infer<typeof ZChatMessagesPage>;

/** A client id: the sender's retry key (a UUID or similar), unique per sender. */
export const chatClientIdField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(CHAT_LIMITS.clientId, `Must be at most ${CHAT_LIMITS.clientId} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only');

/**
 * POST chat/groups/{id}/messages. Needs text, an image, a GIF or one shared memo, survey or
 * celebration; at most one attachment. A retry with the same `client_id` answers the first send.
 */
export const ZChatMessageCreateRequest = z
  .object({
    company_id: companyIdField,
    client_id: chatClientIdField,
    content: content.optional().transform((v) => (v?.trim() ? v.trim() : null)),
    image_id: idField.optional(),
    gif: ZChatGif.optional(),
    chat_message_id: idField.optional(),
    message_id: idField.optional(),
    survey_id: idField.optional(),
    celebration_id: idField.optional(),
  })
  .superRefine((m, ctx) => {
    const attachments = [m.image_id, m.gif, m.message_id, m.survey_id, m.celebration_id].filter(
      (a) => a !== undefined,
    ).length;
    if (!m.content && attachments === 0)
      ctx.addIssue({ code: 'custom', path: ['content'], message: CHAT_TEXT.empty });
    if (attachments > 1)
      ctx.addIssue({ code: 'custom', path: ['content'], message: CHAT_TEXT.oneAttachment });
  });
export type TChatMessageCreateRequest = z.input<typeof ZChatMessageCreateRequest>;

/** PUT chat/messages/{id}: the sender's new text ('' only when an attachment stays). */
export const ZChatMessageUpdateRequest = z.object({
  company_id: companyIdField,
  content: content.transform((v) => v.trim()),
});
export type TChatMessageUpdateRequest = z.input<typeof ZChatMessageUpdateRequest>;

/** POST chat/messages/{id}/reactions: toggles the caller's reaction with this emoji. */
export const ZChatReactionRequest = z.object({
  company_id: companyIdField,
  emoji: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(CHAT_LIMITS.emoji, `Must be at most ${CHAT_LIMITS.emoji} characters`)
    .refine((v) => !/\s/.test(v), 'One emoji'),
});
export type TChatReactionRequest = z.input<typeof ZChatReactionRequest>;
export const ZChatReactionResult = z.object({
  chat_message_id: z.number(),
  /** True when the caller's reaction was added, false when it was taken back. */
  added: z.boolean(),
  reactions: z.array(ZChatReaction),
});
export type TChatReactionResult = z.infer<typeof ZChatReactionResult>;

/** POST chat/groups/{id}/read: the caller's read mark moves to message_id (else the latest); never back. */
export const ZChatReadRequest = z.object({ company_id: companyIdField, message_id: idField.optional() });
export type TChatReadRequest = z.input<typeof ZChatReadRequest>;
export const ZChatReadResult = z.object({
  chat_group_id: z.number(),
  last_read_message_id: z.number().nullable(),
  unread_count: z.number(),
});
export type TChatReadResult = z.infer<typeof ZChatReadResult>;

/** PUT chat/groups/{id}/notifications: the caller mutes (false) or unmutes (true) the group. */
export const ZChatNotificationsRequest = z.object({
  company_id: companyIdField,
  is_notifications_active: z.boolean(),
});
export type TChatNotificationsRequest = z.input<typeof ZChatNotificationsRequest>;

/** The text fields of POST chat/groups/{id}/images (multipart: file, company_id). */
export const ZChatImageUploadFields = z.object({ company_id: companyIdField });
/** GET chat/images/{id} (ZChatImage's url and thumb_url): the image, or its thumbnail with thumb=yes. */
export const ZChatImageQuery = z.object({
  company_id: companyIdField,
  thumb: z.enum(['yes', 'no']).default('no'),
});
