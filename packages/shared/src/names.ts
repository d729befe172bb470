/**
 * An employee's name, first name and last name are one fact, not three free fields: the name is
 * the first and last name joined; a name alone is split at its first space ("Maria de la Cruz" →
 * "Maria" and "de la Cruz"). Forms and the server derive them here, so they always agree.
 */
export interface PersonNames {
  name: string;
  name_first: string | null;
  name_last: string | null;
}

/** The columns' sizes: the whole name, and each of its parts. */
export const NAME_MAX = 120;
export const NAME_PART_MAX = 60;

const clean = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

/** "Maria" + "de la Cruz" → "Maria de la Cruz"; either part may be blank. */
export function joinName(first: string | null | undefined, last: string | null | undefined): string {
  return [clean(first), clean(last)].filter(Boolean).join(' ');
}

/** A whole name as first and last name: the first word, then the rest (null when there is none). */
export function splitName(name: string | null | undefined): Omit<PersonNames, 'name'> {
  const whole = clean(name);
  if (!whole) return { name_first: null, name_last: null };
  const space = whole.indexOf(' ');
  if (space < 0) return { name_first: whole, name_last: null };
  return { name_first: whole.slice(0, space), name_last: whole.slice(space + 1) };
}

/**
 * The three names from what was given: a first or last name makes the name; a name alone gives
 * the parts. Null when nothing names the person.
 */
export function personNames(input: {
  name?: string | null | undefined;
  name_first?: string | null | undefined;
  name_last?: string | null | undefined;
}): PersonNames | null {
  const first = clean(input.name_first);
  const last = clean(input.name_last);
  if (first || last)
    return { name: joinName(first, last), name_first: first || null, name_last: last || null };
  const name = clean(input.name);
  return name ? { name, ...splitName(name) } : null;
}
