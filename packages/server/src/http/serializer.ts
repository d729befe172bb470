import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { compileProjector } from './projector.js';

/**
 * Responses are written by a serializer compiled (fast-json-stringify) from the route's zod
 * response schema, turned into JSON Schema once: it writes only the schema's properties, refuses a
 * missing required one, and costs a fraction of checking every answer with zod and then
 * `JSON.stringify`. A schema JSON Schema cannot express (a date, a custom check) keeps the zod path.
 *
 * With `check` (development and the test suite), every answer is also encoded by zod, and the
 * two must agree: a shape the compiled writer would get wrong, or an answer that breaks its
 * schema, fails the request there (500, logged) instead of going out.
 */
export function responseSerializerCompiler(opts: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = resolveSchema(schema);
    const viaZod = (data: unknown): unknown => {
      const result = safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return result.data;
    };
    // Compiled on first use, so an app built for one test does not pay for every route.
    let compiled: ((data: unknown) => string) | null | undefined;
    const stringify = (data: unknown): string | null => {
      if (compiled === undefined) compiled = compile(zodSchema);
      return compiled ? compiled(data) : null;
    };
    if (!opts.check) return (data) => stringify(data) ?? JSON.stringify(viaZod(data));
    return (data) => {
      const expected = viaZod(data);
      const out = stringify(data);
      if (out === null) return JSON.stringify(expected);
      // Both sides as JSON: what zod answers and what the compiled writer wrote.
      const written: unknown = JSON.parse(out);
      if (!isDeepStrictEqual(written, JSON.parse(JSON.stringify(expected))))
        throw new ResponseSerializationError(method, url, {
          cause: new z.ZodError([
            {
              code: 'custom',
              path: [],
              input: data,
              message: `the compiled serializer wrote ${out}; zod answers ${JSON.stringify(expected)}`,
            },
          ]),
        });
      return out;
    };
  };
}

function resolveSchema(maybe: unknown): ZodType {
  if (maybe instanceof $ZodType) return maybe as ZodType;
  const properties = (maybe as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties as ZodType;
  throw new Error(`a response schema that is not a zod schema: ${JSON.stringify(maybe)}`);
}

/** The compiled writer of a schema, or null where JSON Schema cannot say what zod does. */
function compile(schema: ZodType): ((data: unknown) => string) | null {
  try {
    // Answers are encoded (zod's encode: a codec turns the app's value back into its wire form),
    // so what is written is the schema's input side.
    const json = typedUnions(
      z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' }),
    ) as Record<string, unknown>;
    return compileProjector(json) ?? fastJson(json as unknown as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * A union fast-json-stringify can only settle by validating the value against each branch (ajv)
 * on every answer, rewritten where the value's JavaScript type settles it:
 * - zod writes a nullable object, array, enum or integer as `anyOf: [X, {type: 'null'}]`; as
 *   `type: [X's type, 'null']` it is written directly;
 * - an object or an array (user/details answers one or the other) as `type: ['object', 'array']`
 *   with the object's and the array's keywords side by side: JSON Schema applies `properties`
 *   and `required` to objects only and `items` to arrays only, so the schema says the same, and
 *   the writer picks the branch with `Array.isArray` instead of validating a whole answer.
 */
export function typedUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typedUnions);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = typedUnions(value);
  const { anyOf, $schema, ...siblings } = out;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(siblings).length) return out;
  const typed = nullable(anyOf) ?? objectOrArray(anyOf);
  return typed ? { ...($schema ? { $schema } : {}), ...typed } : out;
}

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', '$ref', 'if', 'not'];

function nullable(anyOf: unknown[]): Record<string, unknown> | undefined {
  const isNull = (s: unknown) => JSON.stringify(s) === '{"type":"null"}';
  const other = anyOf.find((s) => !isNull(s)) as Record<string, unknown> | undefined;
  if (!other || !anyOf.some(isNull) || typeof other.type !== 'string') return undefined;
  if (COMBINATORS.some((k) => k in other)) return undefined;
  const merged: Record<string, unknown> = { ...other, type: [other.type, 'null'] };
  // A union still validates its branches (ajv): null must pass the enum or constant too.
  if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
  if ('const' in other) {
    delete merged.const;
    merged.enum = [other.const, null];
  }
  return merged;
}

const OBJECT_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties']);
const ARRAY_KEYWORDS = new Set(['type', 'items', 'minItems', 'maxItems']);

function objectOrArray(anyOf: unknown[]): Record<string, unknown> | undefined {
  const branches = anyOf as Record<string, unknown>[];
  const object = branches.find((s) => s?.type === 'object');
  const array = branches.find((s) => s?.type === 'array');
  if (!object || !array) return undefined;
  const only = (s: Record<string, unknown>, keywords: Set<string>) =>
    Object.keys(s).every((k) => keywords.has(k));
  if (!only(object, OBJECT_KEYWORDS) || !only(array, ARRAY_KEYWORDS)) return undefined;
  return { ...object, ...array, type: ['object', 'array'] };
}
