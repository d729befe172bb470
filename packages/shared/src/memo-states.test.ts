import { describe, expect, it } from 'vitest';
import { MEMO_TRANSITIONS, type MemoTransition, memoAllows } from './memo-states.js';
import { MEMO_TEXT, memoDateErrors, ZMemoCreateRequest, ZMemoUpdateRequest } from './schemas/memos.js';

/** Every kind × status, and what each transition allows (decisions.md, Memos). */
const ALLOWED: Record<string, Record<string, MemoTransition[]>> = {
  message: {
    draft: ['edit', 'publish', 'change_recipients'],
    scheduled: ['edit', 'publish', 'expire', 'change_recipients'],
    published: ['edit', 'expire', 'archive', 'change_recipients'],
    expired: ['archive'],
    archived: [],
  },
  survey: {
    draft: ['edit', 'publish', 'change_recipients'],
    scheduled: ['edit', 'publish', 'expire', 'change_recipients'],
    published: ['edit', 'expire', 'change_recipients'],
    expired: [],
    archived: [],
  },
  celebration: {
    draft: ['edit', 'publish', 'change_recipients'],
    scheduled: ['edit', 'publish', 'expire', 'change_recipients'],
    published: ['edit', 'expire', 'change_recipients'],
    expired: [],
    archived: [],
  },
};

describe('memo state transitions', () => {
  for (const [kind, statuses] of Object.entries(ALLOWED))
    for (const [status, allowed] of Object.entries(statuses))
      it(`a ${status} ${kind} allows ${allowed.join(', ') || 'nothing'}`, () => {
        const answers = MEMO_TRANSITIONS.filter((t) => memoAllows({ kind, status }, t));
        expect(answers).toEqual(allowed);
      });
});

describe('memo date order', () => {
  const start = '2030-01-02T00:00:00.000Z';
  const before = '2030-01-01T00:00:00.000Z';

  it('the end and due date come after the start, the reveal not before it', () => {
    expect(memoDateErrors({ start_at: start, end_at: before, due_at: start, reveal_at: before })).toEqual({
      end_at: MEMO_TEXT.endBeforeStart,
      due_at: MEMO_TEXT.dueBeforeStart,
      reveal_at: MEMO_TEXT.revealBeforeStart,
    });
    expect(memoDateErrors({ start_at: start, reveal_at: start })).toEqual({});
    expect(memoDateErrors({ start_at: null, end_at: before })).toEqual({});
    expect(memoDateErrors({ start_at: start, end_at: null, due_at: undefined })).toEqual({});
  });

  it('is the refinement of the create and update requests, on each field', () => {
    const created = ZMemoCreateRequest.safeParse({
      company_id: 1,
      title: 'x',
      start_at: start,
      end_at: before,
    });
    expect(created.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['end_at', MEMO_TEXT.endBeforeStart],
    ]);
    const updated = ZMemoUpdateRequest.safeParse({
      company_id: 1,
      id: 2,
      start_at: start,
      reveal_at: before,
    });
    expect(updated.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['reveal_at', MEMO_TEXT.revealBeforeStart],
    ]);
    expect(ZMemoUpdateRequest.safeParse({ company_id: 1, id: 2, end_at: before }).success).toBe(true);
  });
});
