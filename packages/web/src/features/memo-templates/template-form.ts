import {
  type MemoKind,
  type TMemoTemplate,
  type TSurveyOptionSet,
  ZMemoTemplateCreateRequest,
} from '@teamline/shared';
import type { TemplateCreateBody } from '../../api/memo-templates';
import { localText } from '../../i18n/server-texts';
import {
  type ComposeValues,
  composeToBody,
  emptyCompose,
  type MemoDefaults,
  toFormPath,
} from '../memos/compose/compose-form';

/**
 * A template is edited with the compose form's values (so compose's QuestionsField and
 * TranslationPanel serve it as they are); recipients and dates stay empty and are never sent.
 */
export function templateToValues(
  t: TMemoTemplate,
  defaults: MemoDefaults,
  sets: TSurveyOptionSet[],
): ComposeValues {
  const es = t.translations.find((x) => x.locale_code === 'es');
  return {
    ...emptyCompose(t.kind, defaults, sets),
    title: t.title,
    content: t.content,
    category: t.category ?? '',
    priority: t.priority,
    type: t.type,
    options: t.options.map((q) => ({ ...q, options: [...q.options] })),
    translation: { title: es?.title ?? '', content: es?.content ?? '', options: es?.options ?? [] },
  };
}

/**
 * What memo-templates/create and update send: a template's fields and its tags (no recipients,
 * no dates). The tags are the form's own list beside compose's values.
 */
export function valuesToBody(
  v: ComposeValues,
  kind: MemoKind,
  tagIds: number[] = [],
): Omit<TemplateCreateBody, 'kind'> {
  const body = composeToBody(v, kind, 'UTC', false);
  return {
    title: body.title,
    content: body.content ?? '',
    category: body.category ?? null,
    priority: body.priority ?? 'normal',
    type: kind === 'survey' ? 'standard' : (body.type ?? 'nonflaggable'),
    ...(kind === 'survey' ? { options: v.options } : { options: [] }),
    tag_ids: tagIds,
    translations: (body.translations ?? []).map((tr) => ({
      locale_code: tr.locale_code,
      title: tr.title,
      content: tr.content,
      options: tr.options,
    })),
  };
}

/** The shared schema's texts, on the form's fields, in the reader's language. */
export function validateTemplate(v: ComposeValues, kind: MemoKind): Record<string, string> {
  const parsed = ZMemoTemplateCreateRequest.safeParse({ company_id: 1, kind, ...valuesToBody(v, kind) });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = toFormPath(issue.path.join('.'));
      if (path && !(path in errors)) errors[path] = localText(issue.message);
    }
  }
  return errors;
}
