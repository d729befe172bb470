import { z } from 'zod';

/** The answer's schema: the payload under data.content (spec §7), with successes where the spec names them. */
export function envelope<T extends z.ZodType>(content: T) {
  return z.object({ data: z.object({ content, successes: z.array(z.string()).optional() }) });
}

export function ok<T>(content: T, successes?: string[]) {
  return successes ? { data: { content, successes } } : { data: { content } };
}

export const ZEmpty = z.null();
