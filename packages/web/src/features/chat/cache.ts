import type {
  TChatGroup,
  TChatMessage,
  TChatMessagesPage,
  TChatReaction,
  TRealtimeChatRead,
} from '@teamline/shared';

/** A conversation as the web holds it: messages newest first by id, and where the older ones start. */
export interface ChatThread {
  messages: TChatMessage[];
  /** before_id of the next older page; null when the beginning is shown. */
  next_before_id: number | null;
  /**
   * The read marks that came over the realtime channel, by reader: a message placed after its
   * reader's mark (the send's answer arriving after the read event) still shows them.
   */
  reads?: Record<number, TRealtimeChatRead>;
}

const newestFirst = (a: TChatMessage, b: TChatMessage) => b.id - a.id;

/**
 * Adds a fetched page (spec §4): messages already present by id are skipped, a duplicate id is
 * only logged (spec §8), deleted ones are left out.
 */
export function mergeOlder(thread: ChatThread, page: TChatMessagesPage): ChatThread {
  const present = new Set(thread.messages.map((m) => m.id));
  const added: TChatMessage[] = [];
  for (const message of page.messages) {
    if (present.has(message.id)) {
      console.warn('duplicate chat message id', message.id);
      continue;
    }
    present.add(message.id);
    if (!message.deleted_at) added.push(message);
  }
  return {
    ...thread,
    messages: [...thread.messages, ...added].sort(newestFirst),
    next_before_id: page.next_before_id,
  };
}

/** The newest page fetched again: its messages replace (or remove) theirs, older ones stay. */
export function refreshNewest(thread: ChatThread, page: TChatMessagesPage): ChatThread {
  return page.messages.reduce(upsertMessage, thread);
}

/** A new or edited message; an update of a deleted message removes it from the group (spec §4). */
export function upsertMessage(thread: ChatThread, message: TChatMessage): ChatThread {
  if (message.deleted_at) return removeMessage(thread, message.id, message.deleted_at);
  const known = thread.messages.find((m) => m.id === message.id);
  // Receipts only grow: a copy older than what the realtime channel told keeps the readers known.
  let placed = known ? withReceipts(message, known) : message;
  for (const read of Object.values(thread.reads ?? {})) placed = readBy(placed, read);
  message = placed;
  const rest = thread.messages.filter((m) => m.id !== message.id);
  const quoted = (m: TChatMessage): TChatMessage =>
    m.primary?.id === message.id ? { ...m, primary: { ...m.primary, ...pickPrimary(message) } } : m;
  return { ...thread, messages: [...rest.map(quoted), message].sort(newestFirst) };
}

function pickPrimary(m: TChatMessage) {
  const { reactions: _r, receipts: _c, receipt_count: _n, primary: _p, ...fields } = m;
  return fields;
}

/** A deleted message leaves; replies keep their quote, marked deleted. */
export function removeMessage(
  thread: ChatThread,
  id: number,
  deletedAt = new Date().toISOString(),
): ChatThread {
  return {
    ...thread,
    messages: thread.messages
      .filter((m) => m.id !== id)
      .map((m) =>
        m.primary?.id === id ? { ...m, primary: { ...m.primary, content: null, deleted_at: deletedAt } } : m,
      ),
  };
}

export function setReactions(thread: ChatThread, messageId: number, reactions: TChatReaction[]): ChatThread {
  return {
    ...thread,
    messages: thread.messages.map((m) => (m.id === messageId ? { ...m, reactions } : m)),
  };
}

function withReceipts(message: TChatMessage, known: TChatMessage): TChatMessage {
  const missing = known.receipts.filter(
    (r) => !message.receipts.some((x) => x.employee_id === r.employee_id),
  );
  if (missing.length === 0 || message.receipt_count >= known.receipt_count) return message;
  return { ...message, receipts: [...message.receipts, ...missing], receipt_count: known.receipt_count };
}

function readBy(m: TChatMessage, read: TRealtimeChatRead): TChatMessage {
  if (m.id > read.last_read_message_id || m.employee_id === read.employee_id) return m;
  if (m.receipts.some((r) => r.employee_id === read.employee_id)) return m;
  return {
    ...m,
    receipts: [...m.receipts, { employee_id: read.employee_id, name: read.name, read_at: read.read_at }],
    receipt_count: m.receipt_count + 1,
  };
}

/** A reader's mark moved: they have read every message up to it, other than their own. */
export function applyRead(thread: ChatThread, read: TRealtimeChatRead): ChatThread {
  const previous = thread.reads?.[read.employee_id];
  const reads =
    previous && previous.last_read_message_id >= read.last_read_message_id
      ? thread.reads
      : { ...thread.reads, [read.employee_id]: read };
  return { ...thread, reads, messages: thread.messages.map((m) => readBy(m, read)) };
}

/** My reaction toggled locally before the server answers (it answers the list, which then wins). */
export function toggleReaction(reactions: TChatReaction[], emoji: string, me: number): TChatReaction[] {
  const found = reactions.find((r) => r.emoji === emoji);
  if (!found) return [...reactions, { emoji, count: 1, employee_ids: [me] }];
  const mine = found.employee_ids.includes(me);
  const employee_ids = mine ? found.employee_ids.filter((id) => id !== me) : [...found.employee_ids, me];
  return reactions
    .map((r) => (r.emoji === emoji ? { ...r, employee_ids, count: employee_ids.length } : r))
    .filter((r) => r.count > 0);
}

/** A message arrived in a group: it moves to the top of the list, with its latest message and count. */
export function bumpGroup(
  groups: TChatGroup[],
  message: TChatMessage,
  opts: { unread: boolean },
): TChatGroup[] {
  const group = groups.find((g) => g.id === message.chat_group_id);
  if (!group) return groups;
  const { reactions: _r, receipts: _c, receipt_count: _n, primary: _p, ...latest } = message;
  const bumped: TChatGroup = {
    ...group,
    latest_message: latest,
    last_activity_at: message.created_at,
    unread_count: group.unread_count + (opts.unread ? 1 : 0),
  };
  return [bumped, ...groups.filter((g) => g.id !== group.id)];
}

/** Newest activity first (spec: the group list's order). */
export function sortGroups(groups: TChatGroup[]): TChatGroup[] {
  return [...groups].sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at) || b.id - a.id);
}
