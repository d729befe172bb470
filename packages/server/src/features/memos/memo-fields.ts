import {
  type AnyMemoKind,
  FIXED_ONCE_PUBLISHED,
  MEMO_TEXT,
  type MemoDates,
  memoDateErrors,
  sortSteps,
  type TMemoSettings,
  type ZMemoCreateRequest,
  type ZMemoTranslationInput,
  type ZMemoUpdateRequest,
} from '@teamline/shared';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import type { MemoRow, MemosTable } from '../../db/schema.js';
import { type FieldErrors, invalid } from '../../http/errors.js';
import type { Member } from '../../policies/member.js';
import { sanitizeMemoHtml, sanitizeOptionalHtml } from './memo-html.js';
import type { Targets } from './memo-targets.js';

/** From a compose request to the columns of a memo row (createMemo and updateMemo save them). */

export type CreateInput = Omit<z.output<typeof ZMemoCreateRequest>, 'company_id'>;
export type UpdateInput = Omit<z.output<typeof ZMemoUpdateRequest>, 'company_id' | 'id'>;
type TranslationInput = z.output<typeof ZMemoTranslationInput>;

/** The columns only a celebration has (features/celebrations sets them). */
export type CelebrationColumns = Partial<
  Pick<
    Insertable<MemosTable>,
    | 'celebrated_employee_id'
    | 'celebration_type'
    | 'celebration_date'
    | 'celebration_years'
    | 'celebration_automatic'
  >
>;

/** The shared date-order rule on the dates a memo will have (422 with each field's text). */
export function assertDates(d: MemoDates): void {
  const errors: FieldErrors = {};
  for (const [field, text] of Object.entries(memoDateErrors(d))) errors[field] = [text];
  if (Object.keys(errors).length) throw invalid(errors);
}

/** A published memo keeps its questions and its start (decisions.md, Memos). */
export function assertFixedKept(memo: MemoRow, input: UpdateInput): void {
  if (memo.status !== 'published') return;
  for (const field of FIXED_ONCE_PUBLISHED) {
    // Questions arrive as a list and are stored as JSON text: sending them at all changes them.
    const sent = input[field];
    if (sent !== undefined && sent !== memo[field]) throw invalid({ [field]: [MEMO_TEXT.notEditable] });
  }
}

/** The targeting lists a request sent (a list left out stays as stored). */
export const targetsOf = (
  i: Partial<Pick<CreateInput, 'location_ids' | 'audience_ids' | 'recipient_ids'>>,
): Partial<Targets> => ({
  ...(i.location_ids ? { locationIds: i.location_ids } : {}),
  ...(i.audience_ids ? { audienceIds: i.audience_ids } : {}),
  ...(i.recipient_ids ? { recipientIds: i.recipient_ids } : {}),
});

/** The type of what is not a message: a survey is answered (standard), a celebration cannot be flagged. */
const kindType = { survey: 'standard', celebration: 'nonflaggable' } as const;

/** A new memo's row: a draft, with the company's memo settings where the request is silent. */
export function newMemoValues(opts: {
  member: Member;
  kind: AnyMemoKind;
  input: CreateInput;
  settings: TMemoSettings;
  celebration: CelebrationColumns | undefined;
  now: string;
}): Insertable<MemosTable> {
  const { member, kind, input, settings, now } = opts;
  return {
    company_id: member.companyId,
    kind,
    status: 'draft',
    title: input.title,
    content: sanitizeMemoHtml(input.content),
    recipient_title: input.recipient_title ?? null,
    recipient_content: sanitizeOptionalHtml(input.recipient_content) ?? null,
    category: input.category ?? null,
    priority: input.priority ?? settings.default_priority,
    signature: input.signature ?? settings.signature,
    type: kind === 'message' ? (input.type ?? settings.default_type) : kindType[kind],
    display_type: input.display_type ?? null,
    mode: input.mode,
    options_key: input.options_key,
    options: kind === 'survey' ? JSON.stringify(input.options ?? []) : null,
    author_description: input.author_description ?? null,
    author_id: member.employeeId,
    creator_id: member.employeeId,
    updater_id: member.employeeId,
    start_at: input.start_at ?? null,
    reveal_at: input.reveal_at ?? null,
    due_at: input.due_at ?? null,
    end_at: input.end_at ?? null,
    // Reminders are for what is acknowledged or answered: a celebration has none.
    reminder_steps:
      kind === 'celebration' ? null : JSON.stringify(input.reminder_steps ?? settings.reminder_steps),
    escalate_after_hours:
      kind === 'celebration'
        ? null
        : input.escalate_after_hours === undefined
          ? settings.escalate_after_hours
          : input.escalate_after_hours,
    ...opts.celebration,
    created_at: now,
    updated_at: now,
  };
}

/** The columns an edit changes: only the fields sent (null clears an optional one). */
export function editedColumns(
  memo: MemoRow,
  input: UpdateInput,
  celebration: CelebrationColumns | undefined,
) {
  const pick = <K extends keyof UpdateInput>(k: K) =>
    input[k] === undefined ? {} : { [k]: input[k] ?? null };
  return {
    ...pick('title'),
    ...(input.content === undefined ? {} : { content: sanitizeMemoHtml(input.content) }),
    ...pick('recipient_title'),
    ...(input.recipient_content === undefined
      ? {}
      : { recipient_content: sanitizeOptionalHtml(input.recipient_content) ?? null }),
    ...pick('category'),
    ...pick('display_type'),
    ...pick('author_description'),
    ...pick('start_at'),
    ...pick('reveal_at'),
    ...pick('due_at'),
    ...pick('end_at'),
    ...(input.reminder_steps && memo.kind !== 'celebration'
      ? { reminder_steps: JSON.stringify(sortSteps(input.reminder_steps)) }
      : {}),
    ...(input.escalate_after_hours === undefined || memo.kind === 'celebration'
      ? {}
      : { escalate_after_hours: input.escalate_after_hours }),
    ...(input.priority ? { priority: input.priority } : {}),
    ...(input.signature === undefined ? {} : { signature: input.signature }),
    ...(input.type && memo.kind === 'message' ? { type: input.type } : {}),
    ...(input.options_key ? { options_key: input.options_key } : {}),
    ...(input.options && memo.kind === 'survey' ? { options: JSON.stringify(input.options) } : {}),
    ...celebration,
  };
}

/** Replaces the memo's translation when one was sent (sanitized like the content). */
export async function saveTranslations(
  db: Database,
  memoId: number,
  list: TranslationInput[] | undefined,
  now: string,
): Promise<void> {
  if (!list) return;
  await db.deleteFrom('memo_translations').where('memo_id', '=', memoId).execute();
  for (const t of list) {
    await db
      .insertInto('memo_translations')
      .values({
        memo_id: memoId,
        locale_code: t.locale_code,
        title: t.title ?? null,
        content: sanitizeOptionalHtml(t.content) ?? null,
        recipient_title: t.recipient_title ?? null,
        recipient_content: sanitizeOptionalHtml(t.recipient_content) ?? null,
        options: t.options ? JSON.stringify(t.options) : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
