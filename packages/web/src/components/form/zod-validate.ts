import type { z } from 'zod';
import { localText } from '../../i18n/server-texts';

/**
 * Turns a shared zod schema into a @mantine/form validate function, so a form shows
 * exactly the texts the server would answer with (spec §5), in the user's language.
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (path && !(path in errors)) errors[path] = localText(issue.message);
    }
    return errors;
  };
}

/** The first text per field of a 422 answer, for form.setErrors, in the user's language. */
export function firstFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, texts]) => texts.length > 0)
      .map(([field, texts]) => [field, localText(texts[0] as string)]),
  );
}
