import {
  type AnyMemoKind,
  CELEBRATION_START_TIME,
  type CelebrationType,
  CUSTOM_OPTION_LABEL,
  DEFAULT_ESCALATE_AFTER_HOURS,
  DEFAULT_REMINDER_STEPS,
  MEMO_TEXT,
  type TMemo,
  type TMemoSettings,
  type TSurveyOptionSet,
  ZCelebrationCreateRequest,
  ZMemoCreateRequest,
} from '@teamline/shared';
import dayjs from 'dayjs';
import type { ComposeBody } from '../../../api/memos';
import { localText } from '../../../i18n/server-texts';
import { isoToZoneInput, zoneInputToIso } from '../format';

/** One survey question in the form: its text, the answer set it started from, its answers. */
export interface QuestionValues {
  question: string;
  options_key: string;
  options: string[];
}

/** The compose form. Ids are strings (MultiSelect values); dates are datetime-local values in the company zone. */
export interface ComposeValues {
  title: string;
  content: string;
  category: string;
  priority: 'low' | 'normal' | 'high';
  signature: boolean;
  type: 'standard' | 'nonflaggable';
  location_ids: string[];
  audience_ids: string[];
  recipient_ids: string[];
  start_at: string;
  reveal_at: string;
  due_at: string;
  end_at: string;
  /** Reminder steps (hours relative to due_at) and escalation delay; not for celebrations. */
  reminder_steps: number[];
  escalate_after_hours: number | null;
  options: QuestionValues[];
  translation: { title: string; content: string; options: { question: string; options: string[] }[] };
  /** Celebrations only: whom, why and which day (YYYY-MM-DD). */
  celebrated_employee_id: string;
  celebration_type: CelebrationType;
  celebration_date: string;
}

/** The celebration-date helper's default: one day ahead, in the company's zone (spec §9). */
export function defaultCelebrationDate(zone: string, now = new Date()): string {
  return dayjs(now).tz(zone).add(1, 'day').format('YYYY-MM-DD');
}

export type MemoDefaults = Pick<
  TMemoSettings,
  'default_type' | 'default_priority' | 'signature' | 'reminder_steps' | 'escalate_after_hours'
>;
/** Spec §9 memo defaults, for a caller who may not read settings › memos. */
export const SPEC_DEFAULTS: MemoDefaults = {
  default_type: 'nonflaggable',
  default_priority: 'normal',
  signature: false,
  reminder_steps: DEFAULT_REMINDER_STEPS,
  escalate_after_hours: DEFAULT_ESCALATE_AFTER_HOURS,
};

export function newQuestion(sets: TSurveyOptionSet[]): QuestionValues {
  const first = sets.find((s) => s.key !== 'custom') ?? sets[0];
  return first
    ? { question: '', options_key: first.key, options: [...first.options] }
    : { question: '', options_key: 'custom', options: ['', ''] };
}

/** Picking an answer set fills the answers; 'Custom' starts two empty ones to type (spec §3). */
export function applyOptionSet(q: QuestionValues, key: string, sets: TSurveyOptionSet[]): QuestionValues {
  const set = sets.find((s) => s.key === key);
  const isCustom = !set || set.key === 'custom' || set.label === CUSTOM_OPTION_LABEL;
  return { ...q, options_key: key, options: isCustom ? ['', ''] : [...set.options] };
}

export function emptyCompose(
  kind: AnyMemoKind,
  defaults: MemoDefaults,
  sets: TSurveyOptionSet[],
  zone = 'America/Chicago',
): ComposeValues {
  const day = kind === 'celebration' ? defaultCelebrationDate(zone) : '';
  return {
    title: '',
    content: '',
    category: '',
    priority: defaults.default_priority,
    signature: defaults.signature,
    type: kind === 'survey' ? 'standard' : defaults.default_type,
    location_ids: [],
    audience_ids: [],
    recipient_ids: [],
    start_at: day ? `${day}T${CELEBRATION_START_TIME}` : '',
    reveal_at: '',
    due_at: '',
    end_at: '',
    reminder_steps: [...defaults.reminder_steps],
    escalate_after_hours: defaults.escalate_after_hours,
    options: kind === 'survey' ? [newQuestion(sets)] : [],
    translation: { title: '', content: '', options: [] },
    celebrated_employee_id: '',
    celebration_type: 'other',
    celebration_date: day,
  };
}

const strings = (ids: number[]) => ids.map(String);

/** An existing draft or scheduled memo as form values. */
export function memoToCompose(memo: TMemo, zone: string): ComposeValues {
  const es = memo.translations.find((t) => t.locale_code === 'es');
  return {
    title: memo.title,
    content: memo.content,
    category: memo.category ?? '',
    priority: (['low', 'normal', 'high'] as const).find((p) => p === memo.priority) ?? 'normal',
    signature: memo.signature,
    type: memo.type,
    location_ids: strings(memo.location_ids),
    audience_ids: strings(memo.audience_ids),
    recipient_ids: strings(memo.recipient_ids),
    start_at: isoToZoneInput(memo.start_at, zone),
    reveal_at: isoToZoneInput(memo.reveal_at, zone),
    due_at: isoToZoneInput(memo.due_at, zone),
    end_at: isoToZoneInput(memo.end_at, zone),
    reminder_steps: [...memo.reminder_steps],
    escalate_after_hours: memo.escalate_after_hours,
    options: memo.options.map((q) => ({ ...q, options: [...q.options] })),
    translation: {
      title: es?.title ?? '',
      content: es?.content ?? '',
      options: es?.options ?? [],
    },
    celebrated_employee_id: memo.celebration ? String(memo.celebration.employee.id) : '',
    celebration_type: memo.celebration?.type ?? 'other',
    celebration_date: memo.celebration?.date ?? '',
  };
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** What memos/create and memos/update send (the kind and id are added by the caller). */
export function composeToBody(
  v: ComposeValues,
  kind: AnyMemoKind,
  zone: string,
  publish: boolean,
): ComposeBody {
  const tr = v.translation;
  const trOptions = tr.options.filter((q) => q.question.trim() !== '');
  const hasTranslation = tr.title.trim() !== '' || hasText(tr.content) || trOptions.length > 0;
  return {
    title: v.title,
    content: hasText(v.content) ? v.content : '',
    category: v.category || null,
    priority: v.priority,
    signature: v.signature,
    ...(kind === 'celebration' ? {} : { type: kind === 'survey' ? 'standard' : v.type }),
    location_ids: v.location_ids.map(Number),
    audience_ids: v.audience_ids.map(Number),
    recipient_ids: v.recipient_ids.map(Number),
    start_at: zoneInputToIso(v.start_at, zone),
    reveal_at: zoneInputToIso(v.reveal_at, zone),
    due_at: zoneInputToIso(v.due_at, zone),
    end_at: zoneInputToIso(v.end_at, zone),
    ...(kind === 'survey' ? { options: v.options } : {}),
    ...(kind === 'celebration'
      ? {}
      : { reminder_steps: v.reminder_steps, escalate_after_hours: v.escalate_after_hours }),
    translations: hasTranslation
      ? [
          {
            locale_code: 'es',
            title: tr.title.trim() || null,
            content: hasText(tr.content) ? tr.content : null,
            options: trOptions.length > 0 ? trOptions : null,
          },
        ]
      : [],
    ...(kind === 'celebration'
      ? {
          celebrated_employee_id: Number(v.celebrated_employee_id) || undefined,
          celebration_type: v.celebration_type,
          celebration_date: v.celebration_date || null,
        }
      : {}),
    publish,
  };
}

/** A server (or schema) error path as the form's field path: translations.0.title → translation.title. */
export function toFormPath(path: string): string {
  return path.replace(/^translations\.\d+\./, 'translation.');
}

/**
 * The shared schema's texts — the date order included (its refinement, the server's too) — and
 * the publish rules the server applies (a survey needs a question; publishing needs a target),
 * so nothing is sent that would be refused.
 */
export function validateCompose(v: ComposeValues, kind: AnyMemoKind, zone: string, publish: boolean) {
  const body = composeToBody(v, kind, zone, publish);
  const errors: Record<string, string> = {};
  const schema = kind === 'celebration' ? ZCelebrationCreateRequest : ZMemoCreateRequest;
  const parsed = schema.safeParse({ company_id: 1, ...body });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = toFormPath(issue.path.join('.'));
      if (path && !(path in errors)) errors[path] = localText(issue.message);
    }
  }
  if (publish) {
    if (kind === 'survey' && v.options.length === 0)
      errors.options ??= localText(MEMO_TEXT.surveyNeedsQuestion);
    // A celebration with no targeting goes to the celebrated employee's locations (server).
    const targets = v.location_ids.length + v.audience_ids.length + v.recipient_ids.length;
    if (kind !== 'celebration' && targets === 0) errors.location_ids ??= localText(MEMO_TEXT.noRecipients);
  }
  return errors;
}

/** Publish now, or Schedule when the start is ahead. */
export function isScheduled(startAt: string, zone: string, now = new Date()): boolean {
  const iso = zoneInputToIso(startAt, zone);
  return iso !== null && new Date(iso).getTime() > now.getTime();
}
