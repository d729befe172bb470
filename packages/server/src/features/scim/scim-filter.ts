import { invalidFilter } from './scim.errors.js';

/**
 * SCIM filter expressions (RFC 7644 §3.4.2.2) parsed into a tree: attribute comparisons
 * (eq ne co sw ew gt ge lt le), presence (pr), `and` (binding tighter than `or`), `not ( … )`,
 * parentheses and value paths (`emails[type eq "work"]`). Attribute names are kept lower-case
 * without a schema URN prefix, as the RFC makes them case-insensitive. Turned into SQL by
 * scim-sql.ts, and evaluated in memory by scim-patch.ts for PATCH paths.
 */

export type CompareOp = 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'ge' | 'lt' | 'le';
export type ScimValue = string | number | boolean | null;
export type Filter =
  | { op: 'and' | 'or'; left: Filter; right: Filter }
  | { op: 'not'; filter: Filter }
  | { op: 'pr'; attr: string }
  | { op: CompareOp; attr: string; value: ScimValue }
  | { op: 'path'; attr: string; filter: Filter };

const COMPARE = new Set(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le']);
const SCHEMA_PREFIX =
  /^urn:ietf:params:scim:schemas:(core:2\.0:(user|group)|extension:enterprise:2\.0:user):/i;
const MAX_FILTER_LENGTH = 2000;

/** An attribute path as the tree keeps it: lower-case, without its schema URN. */
export function normalizeAttr(path: string): string {
  return stripSchema(path).toLowerCase();
}

/** An attribute path without its schema URN, its case kept (a PATCH writes the name it is sent). */
function stripSchema(path: string): string {
  return path.replace(SCHEMA_PREFIX, '');
}

type Token = { kind: 'word' | 'string' | 'punct'; text: string };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i] as string;
    if (/\s/.test(ch)) {
      i++;
    } else if ('()[]'.includes(ch)) {
      tokens.push({ kind: 'punct', text: ch });
      i++;
    } else if (ch === '"') {
      let j = i + 1;
      while (j < input.length && input[j] !== '"') j += input[j] === '\\' ? 2 : 1;
      if (j >= input.length) throw invalidFilter('Unterminated string in filter');
      tokens.push({ kind: 'string', text: input.slice(i, j + 1) });
      i = j + 1;
    } else {
      let j = i;
      while (j < input.length && !/[\s()[\]"]/.test(input[j] as string)) j++;
      tokens.push({ kind: 'word', text: input.slice(i, j) });
      i = j;
    }
  }
  return tokens;
}

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Filter {
    const filter = this.parseOr();
    if (this.pos < this.tokens.length) throw invalidFilter(`Unexpected "${this.peek()?.text}" in filter`);
    return filter;
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private isWord(word: string): boolean {
    const t = this.peek();
    return t?.kind === 'word' && t.text.toLowerCase() === word;
  }

  private expect(punct: string): void {
    const t = this.tokens[this.pos++];
    if (t?.kind !== 'punct' || t.text !== punct) throw invalidFilter(`Expected "${punct}" in filter`);
  }

  private parseOr(): Filter {
    let left = this.parseAnd();
    while (this.isWord('or')) {
      this.pos++;
      left = { op: 'or', left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): Filter {
    let left = this.parseUnary();
    while (this.isWord('and')) {
      this.pos++;
      left = { op: 'and', left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): Filter {
    if (this.isWord('not')) {
      this.pos++;
      this.expect('(');
      const filter = this.parseOr();
      this.expect(')');
      return { op: 'not', filter };
    }
    const t = this.peek();
    if (t?.kind === 'punct' && t.text === '(') {
      this.pos++;
      const filter = this.parseOr();
      this.expect(')');
      return filter;
    }
    return this.parseAttrExp();
  }

  private parseAttrExp(): Filter {
    const t = this.tokens[this.pos++];
    if (t?.kind !== 'word') throw invalidFilter('Expected an attribute in filter');
    const attr = normalizeAttr(t.text);
    const next = this.peek();
    if (next?.kind === 'punct' && next.text === '[') {
      this.pos++;
      const filter = this.parseOr();
      this.expect(']');
      return { op: 'path', attr, filter };
    }
    const opToken = this.tokens[this.pos++];
    const op = opToken?.kind === 'word' ? opToken.text.toLowerCase() : '';
    if (op === 'pr') return { op: 'pr', attr };
    if (!COMPARE.has(op)) throw invalidFilter(`Unknown operator "${opToken?.text ?? ''}" in filter`);
    return { op: op as CompareOp, attr, value: this.parseValue() };
  }

  private parseValue(): ScimValue {
    const t = this.tokens[this.pos++];
    if (!t || t.kind === 'punct') throw invalidFilter('Expected a value in filter');
    if (t.kind === 'string') {
      try {
        return JSON.parse(t.text) as string;
      } catch {
        throw invalidFilter('A string in the filter is not valid');
      }
    }
    const word = t.text.toLowerCase();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(t.text)) return Number(t.text);
    throw invalidFilter(`Unexpected "${t.text}" in filter: strings are in double quotes`);
  }
}

export function parseFilter(input: string): Filter {
  if (input.length > MAX_FILTER_LENGTH) throw invalidFilter('The filter is too long');
  const tokens = tokenize(input);
  if (tokens.length === 0) throw invalidFilter('The filter is empty');
  return new Parser(tokens).parse();
}

/** A PATCH path (RFC 7644 §3.5.2): `attr`, `attr.sub`, `attr[filter]` or `attr[filter].sub`. */
export interface PatchPath {
  attr: string;
  filter?: Filter;
  sub?: string;
}

export function parsePatchPath(path: string): PatchPath {
  const open = path.indexOf('[');
  if (open < 0) {
    const full = stripSchema(path.trim());
    // An enterprise attribute keeps its place (`department`), a sub-attribute splits (`name.givenName`).
    const dot = full.indexOf('.');
    return dot < 0 ? { attr: full } : { attr: full.slice(0, dot), sub: full.slice(dot + 1) };
  }
  const close = path.lastIndexOf(']');
  if (close < open) throw invalidFilter(`The path "${path}" is not valid`);
  const attr = stripSchema(path.slice(0, open).trim());
  const rest = path.slice(close + 1).trim();
  return {
    attr,
    filter: parseFilter(path.slice(open + 1, close)),
    ...(rest.startsWith('.') ? { sub: rest.slice(1) } : {}),
  };
}

/** Whether a plain object (one value of a multi-valued attribute) matches a filter, in memory. */
export function matches(item: Record<string, unknown>, filter: Filter): boolean {
  switch (filter.op) {
    case 'and':
      return matches(item, filter.left) && matches(item, filter.right);
    case 'or':
      return matches(item, filter.left) || matches(item, filter.right);
    case 'not':
      return !matches(item, filter.filter);
    case 'path':
      return false;
    case 'pr': {
      const v = attrValue(item, filter.attr);
      return v !== undefined && v !== null && v !== '';
    }
    default:
      return compare(attrValue(item, filter.attr), filter.op, filter.value);
  }
}

function attrValue(item: Record<string, unknown>, attr: string): unknown {
  const key = Object.keys(item).find((k) => k.toLowerCase() === attr);
  return key === undefined ? undefined : item[key];
}

function compare(actual: unknown, op: CompareOp, expected: ScimValue): boolean {
  if (typeof actual === 'string' && typeof expected === 'string') {
    const a = actual.toLowerCase();
    const e = expected.toLowerCase();
    if (op === 'eq') return a === e;
    if (op === 'ne') return a !== e;
    if (op === 'co') return a.includes(e);
    if (op === 'sw') return a.startsWith(e);
    if (op === 'ew') return a.endsWith(e);
    if (op === 'gt') return a > e;
    if (op === 'ge') return a >= e;
    if (op === 'lt') return a < e;
    return a <= e;
  }
  if (op === 'eq') return String(actual) === String(expected);
  if (op === 'ne') return String(actual) !== String(expected);
  return false;
}
