/**
 * A response writer compiled from a route's JSON Schema (serializer.ts): one generated function
 * copies the schema's properties into fresh object literals — nothing the schema does not list
 * goes out — and V8's own `JSON.stringify` writes the copy. That is what fast-json-stringify does
 * in one pass, but V8 writes a plain object of one shape several times faster than generated
 * string concatenation: user/details' answer took 30–40 µs so, about 12 µs this way
 * (docs/performance.md, "Per-request cost").
 *
 * It covers the shapes our schemas have: objects with properties, arrays, records, strings,
 * numbers, booleans, enums and constants, each possibly nullable, and an object-or-array union
 * (after `typedUnions`). A required property that is missing throws, as fast-json-stringify does;
 * a value of the wrong type is coerced as it would be (a Date to its ISO string). A schema with
 * anything else (`anyOf`, `$ref`, conditionals, pattern properties) answers null, and the caller
 * keeps fast-json-stringify for it.
 */

type Schema = Record<string, unknown>;

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const UNSUPPORTED = [
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'if',
  'not',
  'patternProperties',
  'definitions',
  '$defs',
];

/** Keywords of a schema without a type that leave its value as it is. */
const UNTYPED_KEYWORDS = new Set(['description', 'title', 'enum', 'const', 'default', 'examples']);

class Unsupported extends Error {}

const typesOf = (s: Schema): string[] =>
  typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? (s.type as string[]) : [];

/** The writer, or null where the schema has a shape this does not cover. */
export function compileProjector(root: Schema): ((data: unknown) => string) | null {
  const functions: string[] = [];
  const gen = (s: Schema, v: string): string => {
    if (UNSUPPORTED.some((k) => k in s)) throw new Unsupported();
    const types = typesOf(s);
    if (types.length === 0) {
      // `{}` (any value), or an enum or constant of mixed types, is written as it is.
      if (Object.keys(s).some((k) => !UNTYPED_KEYWORDS.has(k))) throw new Unsupported();
      return v;
    }
    const nullable = types.includes('null');
    const kinds = types.filter((t) => t !== 'null');
    const orNull = (expr: string) => (nullable ? `(${v} === null ? null : ${expr})` : expr);
    if (kinds.length === 0) return 'null';
    if (kinds.length === 1 && kinds[0] === 'object') return orNull(`${objectFn(s)}(${v})`);
    if (kinds.length === 1 && kinds[0] === 'array') return orNull(`${arrayFn(s)}(${v})`);
    if (kinds.length === 2 && kinds.includes('object') && kinds.includes('array'))
      return orNull(`(Array.isArray(${v}) ? ${arrayFn(s)}(${v}) : ${objectFn(s)}(${v}))`);
    if (kinds.every((t) => PRIMITIVES.has(t))) {
      if (kinds.length > 1) return v;
      const kind = kinds[0];
      if (kind === 'string') return orNull(`(typeof ${v} === "string" ? ${v} : str(${v}))`);
      if (kind === 'number' || kind === 'integer')
        return orNull(`(typeof ${v} === "number" ? ${v} : num(${v}))`);
      return orNull(`(typeof ${v} === "boolean" ? ${v} : !!${v})`);
    }
    throw new Unsupported();
  };
  const define = (body: string): string => {
    const name = `f${functions.length}`;
    functions.push(`function ${name}(v) {\n${body}\n}`);
    return name;
  };
  const objectFn = (s: Schema): string => {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    const required = new Set((s.required ?? []) as string[]);
    const extra = s.additionalProperties;
    const names = Object.keys(properties);
    // Properties beside other keys (a catch-all) would be written by neither branch alone.
    if (names.length > 0 && extra !== undefined && extra !== false) throw new Unsupported();
    if (names.length === 0 && extra === true)
      return define('if (typeof v !== "object" || v === null) throw notObject();\nreturn v;');
    if (names.length === 0 && extra && typeof extra === 'object') {
      // A record: every key, each value written by its schema.
      const value = gen(extra as Schema, 'x');
      return define(
        `if (typeof v !== "object" || v === null) throw notObject();\n` +
          `const out = {};\nfor (const k of Object.keys(v)) { const x = v[k]; if (x !== undefined) out[k] = ${value}; }\nreturn out;`,
      );
    }
    const lines = ['if (typeof v !== "object" || v === null) throw notObject();'];
    const fields: string[] = [];
    names.forEach((name, i) => {
      const key = JSON.stringify(name);
      lines.push(`const p${i} = v[${key}];`);
      if (required.has(name)) lines.push(`if (p${i} === undefined) throw missing(${key});`);
      const value = gen(properties[name] as Schema, `p${i}`);
      fields.push(`${key}: ${required.has(name) ? value : `p${i} === undefined ? undefined : ${value}`}`);
    });
    lines.push(`return { ${fields.join(', ')} };`);
    return define(lines.join('\n'));
  };
  const arrayFn = (s: Schema): string => {
    const items = (s.items ?? {}) as Schema;
    if (Array.isArray(items)) throw new Unsupported();
    const value = gen(items, 'x');
    return define(
      `if (!Array.isArray(v)) throw notArray();\nconst out = new Array(v.length);\n` +
        `for (let i = 0; i < v.length; i++) { const x = v[i]; out[i] = ${value}; }\nreturn out;`,
    );
  };
  let top: string;
  try {
    top = gen(root, 'data');
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
  const make = new Function(
    'str',
    'num',
    'missing',
    'notObject',
    'notArray',
    `${functions.join('\n')}\nreturn (data) => JSON.stringify(${top});`,
  ) as (...helpers: unknown[]) => (data: unknown) => string;
  return make(
    (x: unknown) => (x instanceof Date ? x.toISOString() : String(x)),
    (x: unknown) => Number(x),
    (name: string) => new TypeError(`"${name}" is required!`),
    () => new TypeError('The value is not an object'),
    () => new TypeError('The value is not an array'),
  );
}
