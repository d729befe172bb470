import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A patch of the address's query: a value sets the key, null or one of `clear` removes it. */
export type UrlPatch = Record<string, string | null>;

/**
 * A list's state in the address (filters, page, sort), so Back returns to the same view.
 *
 * Updates build on the updates still on their way, not on the last render's address: React
 * Router's navigations run in transitions, so two updates made before the address changes (a
 * debounced search landing just after a filter is chosen) would otherwise each start from the
 * same old address and the second would undo the first. The queue empties as the address
 * reaches each update, and at once when the address changes for any other reason (Back, a link).
 */
export function useUrlState(clear: readonly string[] = []) {
  const [sp, setSp] = useSearchParams();
  const queued = useRef<string[]>([]);
  const seen = useRef(sp.toString());

  const current = sp.toString();
  if (current !== seen.current) {
    seen.current = current;
    const reached = queued.current.indexOf(current);
    queued.current = reached === -1 ? [] : queued.current.slice(reached + 1);
  }

  const update = (patch: UrlPatch) => {
    const base = queued.current.at(-1) ?? seen.current;
    const next = new URLSearchParams(base);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '' || clear.includes(value)) next.delete(key);
      else next.set(key, value);
    }
    const target = next.toString();
    if (target === base) return;
    queued.current.push(target);
    setSp(next, { replace: true });
  };
  return [sp, update] as const;
}
