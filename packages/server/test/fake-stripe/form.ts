/** Stripe's request bodies and queries: form-encoded with bracketed keys (a[b][0][c]=v). */
export type FormValue = string | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseForm(text: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Form = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        const next = node[part];
        if (typeof next === 'object') node = next;
        else {
          const created: Form = {};
          node[part] = created;
          node = created;
        }
      }
    });
  }
  return out;
}

export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const obj = (v: FormValue | undefined): Form => (v && typeof v === 'object' ? v : {});
/** Metadata values are strings; an empty string removes a key. */
export function strings(v: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
}
