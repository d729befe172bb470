/**
 * Chat's paths, limits and texts, apart from the schemas of schemas/chat.ts that use them, so the
 * web app's realtime client and catalogues can carry them without evaluating those schemas.
 */

/** Paths under /api (decisions.md, Chat). `{id}` is a group's or a message's id. */
export const CHAT_PATHS = {
  /** GET ?company_id — the caller's groups, newest activity first. POST — create a group (management). */
  groups: '/chat/groups',
  /** POST — start (or reopen) a private conversation with a colleague. */
  privateGroup: '/chat/groups/private',
  /** GET ?company_id&terms — colleagues the caller may start a private conversation with. */
  colleagues: '/chat/colleagues',
  /** GET ?company_id, PUT (management), DELETE ?company_id (management). */
  group: (id: number) => `/chat/groups/${id}`,
  /** GET ?company_id&before_id&limit — a page newest first by id. POST — send a message. */
  messages: (groupId: number) => `/chat/groups/${groupId}/messages`,
  /** POST — mark read (up to message_id, else the latest). */
  read: (groupId: number) => `/chat/groups/${groupId}/read`,
  /** PUT — mute or unmute (is_notifications_active) for the caller. */
  notifications: (groupId: number) => `/chat/groups/${groupId}/notifications`,
  /** POST multipart (file, company_id) — an image to send next; answers ZChatImage. */
  images: (groupId: number) => `/chat/groups/${groupId}/images`,
  /** GET ?company_id (one message as the caller sees it), PUT (edit own), DELETE ?company_id. */
  message: (id: number) => `/chat/messages/${id}`,
  /** GET ?company_id[&thumb=yes] — an image of a message (members only). */
  image: (id: number) => `/chat/images/${id}`,
  /** POST — toggle the caller's reaction with this emoji. */
  reactions: (messageId: number) => `/chat/messages/${messageId}/reactions`,
} as const;

export const CHAT_LIMITS = {
  /** Characters of one message's text. */
  content: 4000,
  groupName: 100,
  icon: 64,
  /** Characters of a reaction (one emoji, possibly with modifiers). */
  emoji: 32,
  clientId: 64,
  pageDefault: 30,
  pageMax: 100,
  /** Readers named on one message (`receipts`); `receipt_count` counts them all. */
  receiptsShown: 50,
  /** Bytes of an uploaded image (it is re-encoded after). */
  imageBytes: 20 * 1024 * 1024,
} as const;

/** The chat texts: spec §2's toasts, then this feature's own (the same on both sides). */
export const CHAT_TEXT = {
  /** Toast and CHAT notification title; `{group}` is the group's name (or the colleague's). */
  newMessage: 'New message in {group}.',
  reaction: 'Reaction to your message.',
  empty: 'Write a message or attach something',
  tooLong: `A message can have at most ${CHAT_LIMITS.content} characters`,
  noTargets: 'Choose at least one location, audience or employee',
  notYourself: 'Choose a colleague other than yourself',
  oneAttachment: 'Send an image, a GIF or a shared item, one at a time',
  deleted: 'This message was deleted',
  imageRequired: 'Choose an image to send',
  imageType: 'Send a JPEG, PNG, GIF or WebP image',
  imageTooLarge: 'The image is too large',
  unknownImage: 'This image was not uploaded by you to this group',
  unknownReply: 'The message you reply to is not in this group',
  notShareable: 'You cannot share this item',
  tooFast: 'You are sending messages too fast: wait a moment and try again',
} as const;
