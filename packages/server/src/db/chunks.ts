/** Ids per `in (...)` list: well under SQLite's and PostgreSQL's limits on bound parameters. */
export const IN_LIST_SIZE = 1000;

/** A list cut into parts of at most `size`, for statements with a bounded list of values. */
export function chunks<T>(list: readonly T[], size = IN_LIST_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
