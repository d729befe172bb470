import i18n from './index';
import { texts } from './locales/en/texts';

/** Each fixed English text → its catalogue key ("This field is required" → texts.msg.required). */
const KEYS = new Map<string, string>();

/**
 * Makes a group of fixed texts known by their English wording: the base ones here, the company
 * area's when it loads (i18n/company.ts).
 */
export function addServerTexts(groups: Record<string, Record<string, string>>): void {
  for (const [group, entries] of Object.entries(groups))
    for (const [key, text] of Object.entries(entries)) KEYS.set(text, `texts.${group}.${key}`);
}

addServerTexts(texts);

/** Texts with a number in them, as the shared schemas write them. */
const PATTERNS: Array<[RegExp, string, (m: RegExpExecArray) => Record<string, string>]> = [
  [/^Must be at most (\d+) characters$/, 'texts.other.maxLength', (m) => ({ max: m[1] ?? '' })],
  [
    /^Your team's subscription has ended\. Ask (.+) to renew it in Settings › Subscription to publish again\.$/,
    'texts.other.subscriptionRequired',
    (m) => ({
      names: m[1] === 'your admin' ? i18n.t('texts.other.yourAdmin') : (m[1] ?? '').replace(/ or /g, ' o '),
    }),
  ],
];

/**
 * A text of the spec or the server (validation, a refusal) in the user's language: the shared
 * texts are English on both sides (spec §5), and a Spanish reader sees them in Spanish. A text
 * we do not know (a server's detailed reason) is shown as it came.
 */
export function localText(text: string): string {
  if (i18n.language === 'en') return text;
  const key = KEYS.get(text);
  if (key) return i18n.t(key, { defaultValue: text });
  for (const [pattern, patternKey, values] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return i18n.t(patternKey, { ...values(match), defaultValue: text });
  }
  return text;
}
