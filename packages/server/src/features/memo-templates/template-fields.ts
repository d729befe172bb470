import {
  type MemoKind,
  type TSurveyQuestion,
  ZMemoCreateRequest,
  type ZMemoTemplateCreateRequest,
  type ZMemoTemplateUpdateRequest,
  type ZMemoTranslationInput,
} from '@teamline/shared';
import type { z } from 'zod';
import type { MemoRow } from '../../db/schema.js';
import type { MemoTranslationRow } from '../../db/schema-memos.js';
import type { CommunityTemplateRow, MemoTemplateRow } from '../../db/schema-templates.js';
import { sanitizeMemoHtml, sanitizeOptionalHtml } from '../memos/memo-html.js';
import type { CreateInput } from '../memos/memos.service.js';

/**
 * The columns a template holds of a memo, and the conversions between them: a compose-like
 * request → columns, a memo → columns (save as template), a template → the input of createMemo
 * (use, and later a template send), a template ⇄ its community copy. Content is sanitised on
 * every way in.
 */

type CreateRequest = z.output<typeof ZMemoTemplateCreateRequest>;
type UpdateRequest = z.output<typeof ZMemoTemplateUpdateRequest>;
type TranslationInput = z.output<typeof ZMemoTranslationInput>;

/** One stored translation (the JSON of the translations column). */
export interface StoredTranslation {
  locale_code: 'en' | 'es';
  title: string | null;
  content: string | null;
  options: { question: string; options: string[] }[] | null;
}

/** The content columns a template and a community template share. */
export interface TemplateContent {
  kind: MemoKind;
  title: string;
  content: string;
  category: string | null;
  type: string;
  priority: string;
  options_key: string;
  options: string | null;
  translations: string | null;
}

export const parseQuestions = (text: string | null): TSurveyQuestion[] =>
  text ? (JSON.parse(text) as TSurveyQuestion[]) : [];

export const parseTranslations = (text: string | null): StoredTranslation[] =>
  text ? (JSON.parse(text) as StoredTranslation[]) : [];

/** Translations sanitised as memo content is (the title is plain text, rendered escaped). */
export function cleanTranslations(list: readonly (TranslationInput | StoredTranslation)[]): string | null {
  if (!list.length) return null;
  return JSON.stringify(
    list.map(
      (t): StoredTranslation => ({
        locale_code: t.locale_code,
        title: t.title ?? null,
        content: sanitizeOptionalHtml(t.content) ?? null,
        options: t.options ?? null,
      }),
    ),
  );
}

const questionsColumn = (kind: string, options: TSurveyQuestion[] | undefined) =>
  kind === 'survey' ? JSON.stringify(options ?? []) : null;

/** A written template's content (the defaults of spec §9 where the request is silent). */
export function requestContent(
  input: CreateRequest,
  defaults: { type: string; priority: string },
): TemplateContent {
  const kind = input.kind ?? 'message';
  return {
    kind,
    title: input.title ?? '',
    content: sanitizeMemoHtml(input.content ?? ''),
    category: input.category ?? null,
    type: kind === 'survey' ? 'standard' : (input.type ?? defaults.type),
    priority: input.priority ?? defaults.priority,
    options_key: input.options_key ?? 'custom',
    options: questionsColumn(kind, input.options),
    translations: cleanTranslations(input.translations ?? []),
  };
}

/** A memo's content as a template's, with the fields the request sent over it. */
export function memoContent(
  memo: MemoRow,
  translations: MemoTranslationRow[],
  input: CreateRequest,
): TemplateContent {
  const kind = memo.kind as MemoKind;
  const stored = translations.map(
    (t): StoredTranslation => ({
      locale_code: t.locale_code === 'es' ? 'es' : 'en',
      title: t.title,
      content: t.content,
      options: t.options ? (JSON.parse(t.options) as StoredTranslation['options']) : null,
    }),
  );
  return {
    kind,
    title: input.title ?? memo.title,
    content: sanitizeMemoHtml(input.content ?? memo.content),
    category: input.category === undefined ? memo.category : input.category,
    type: kind === 'survey' ? 'standard' : (input.type ?? memo.type),
    priority: input.priority ?? memo.priority,
    options_key: input.options_key ?? memo.options_key,
    options:
      kind === 'survey' ? (input.options ? JSON.stringify(input.options) : (memo.options ?? '[]')) : null,
    translations: cleanTranslations(input.translations ?? stored),
  };
}

/** The columns an edit changes: only the fields sent (null clears the category). */
export function editedContent(t: MemoTemplateRow, input: UpdateRequest): Partial<TemplateContent> {
  return {
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.content === undefined ? {} : { content: sanitizeMemoHtml(input.content) }),
    ...(input.category === undefined ? {} : { category: input.category ?? null }),
    ...(input.type && t.kind === 'message' ? { type: input.type } : {}),
    ...(input.priority ? { priority: input.priority } : {}),
    ...(input.options_key ? { options_key: input.options_key } : {}),
    ...(input.options && t.kind === 'survey' ? { options: JSON.stringify(input.options) } : {}),
    ...(input.translations ? { translations: cleanTranslations(input.translations) } : {}),
  };
}

/** A template's (or a shared template's) content, copied and sanitised again (sharing, share/use). */
export function copiedContent(t: MemoTemplateRow | CommunityTemplateRow): TemplateContent {
  return {
    kind: t.kind === 'survey' ? 'survey' : 'message',
    title: t.title,
    content: sanitizeMemoHtml(t.content),
    category: t.category,
    type: t.type,
    priority: t.priority,
    options_key: t.options_key,
    options: t.kind === 'survey' ? (t.options ?? '[]') : null,
    translations: cleanTranslations(parseTranslations(t.translations)),
  };
}

/**
 * A template as the input of the memo create service (features/memos createMemo): a draft with
 * the template's content, questions, translation and tags, and no recipients or dates — the
 * one place a template becomes a memo (use, and a template send's memos).
 */
export function templateToMemoInput(
  t: Pick<
    MemoTemplateRow,
    | 'kind'
    | 'title'
    | 'content'
    | 'category'
    | 'type'
    | 'priority'
    | 'options_key'
    | 'options'
    | 'translations'
  >,
  tagIds: number[],
): { kind: MemoKind; input: CreateInput } {
  const kind: MemoKind = t.kind === 'survey' ? 'survey' : 'message';
  const { company_id: _, ...input } = ZMemoCreateRequest.parse({
    company_id: 1,
    title: t.title,
    content: t.content,
    category: t.category,
    priority: t.priority,
    ...(kind === 'message' ? { type: t.type } : {}),
    options_key: t.options_key,
    ...(kind === 'survey' ? { options: parseQuestions(t.options) } : {}),
    tag_ids: tagIds,
    translations: parseTranslations(t.translations).slice(0, 1),
    publish: false,
  });
  return { kind, input };
}
