import { type AnyMemoKind, MEMO_TEXT, type MemoStatus } from './schemas/memos.js';

/**
 * What may happen to a memo in each status, by kind (decisions.md, Memos): the server refuses
 * what is not allowed here (422, nothing changes) and answers `can_expire`/`can_archive` from it;
 * the web offers the same. Deleting (soft) is allowed from any status, so it is not listed.
 *
 * draft → (publish) published, or scheduled when its start is ahead → (the job at start_at)
 * published → (expire, or the job at end_at) expired; a message published or expired →
 * (archive) archived. Expired and archived memos are closed.
 */
export const MEMO_TRANSITIONS = ['edit', 'publish', 'expire', 'archive', 'change_recipients'] as const;
export type MemoTransition = (typeof MEMO_TRANSITIONS)[number];

/** What a state rule reads of a memo. */
export interface MemoState {
  kind: AnyMemoKind | string;
  status: MemoStatus | string;
}

const OPEN: readonly string[] = ['draft', 'scheduled', 'published'];

const RULES: Record<MemoTransition, (m: MemoState) => boolean> = {
  // A published memo stays editable, except the fields in FIXED_ONCE_PUBLISHED.
  edit: (m) => OPEN.includes(m.status),
  publish: (m) => m.status === 'draft' || m.status === 'scheduled',
  expire: (m) => m.status === 'scheduled' || m.status === 'published',
  archive: (m) => m.kind === 'message' && (m.status === 'published' || m.status === 'expired'),
  change_recipients: (m) => OPEN.includes(m.status),
};

/** The text of a refusal, on the request's `id`. */
export const MEMO_TRANSITION_REFUSALS: Record<MemoTransition, string> = {
  edit: MEMO_TEXT.notEditable,
  publish: MEMO_TEXT.notPublishable,
  expire: MEMO_TEXT.cannotExpire,
  archive: MEMO_TEXT.cannotArchive,
  change_recipients: MEMO_TEXT.notPublished,
};

/** Whether the memo's kind and status allow the transition. */
export function memoAllows(memo: MemoState, transition: MemoTransition): boolean {
  return RULES[transition](memo);
}

/**
 * A draft memo of a draft template send goes out with its send, all or nothing (decisions.md,
 * Template sends): it is not published on its own (422 MEMO_TEXT.heldBySend).
 */
export const heldBySend = (memo: { status: string; template_send_id?: number | null }) =>
  memo.status === 'draft' && typeof memo.template_send_id === 'number';

/** What a published memo keeps: its questions and its start (422 'This memo can no longer be edited'). */
export const FIXED_ONCE_PUBLISHED = ['options', 'start_at'] as const;

/** Only a message of the flaggable ('standard') type can be flagged by its recipients. */
export const isFlaggableMemo = (memo: { kind: string; type: string }) =>
  memo.kind === 'message' && memo.type === 'standard';
