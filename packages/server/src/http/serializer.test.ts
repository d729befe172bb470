import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileProjector } from './projector.js';
import { responseSerializerCompiler, typedUnions } from './serializer.js';

const schema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.object({ id: z.number(), label: z.string() })),
  kind: z.enum(['message', 'survey']).optional(),
});
const writer = (check: boolean, s: z.ZodType = schema) =>
  responseSerializerCompiler({ check })({ schema: s, method: 'GET', url: '/api/thing', httpStatus: '200' });

describe('the compiled response serializer', () => {
  const answer = { id: 7, name: 'Ana', note: null, tags: [{ id: 1, label: 'Cook', secret: 'x' }], hash: 'h' };

  it('writes only the schema’s properties, as zod would, in production and under check', () => {
    for (const check of [false, true]) {
      expect(JSON.parse(writer(check)(answer))).toEqual({
        id: 7,
        name: 'Ana',
        note: null,
        tags: [{ id: 1, label: 'Cook' }],
      });
    }
  });

  it('refuses an answer missing a required property, even unchecked', () => {
    const { name: _, ...nameless } = answer;
    expect(() => writer(false)(nameless)).toThrow();
    expect(() => writer(true)(nameless)).toThrow(ResponseSerializationError);
  });

  it('under check, refuses an answer that breaks its schema where the compiled writer would coerce it', () => {
    const wrong = { ...answer, id: 'seven' };
    expect(() => writer(true)(wrong)).toThrow(ResponseSerializationError);
  });

  it('writes a codec’s wire form, as zod encodes it', () => {
    const cents = z.object({ price: z.codec(z.string(), z.number(), { decode: Number, encode: String }) });
    for (const check of [false, true]) expect(writer(check, cents)({ price: 12.5 })).toBe('{"price":"12.5"}');
  });

  it('keeps zod’s own path for a schema JSON Schema cannot express', () => {
    const dated = z.object({ at: z.date() });
    const at = new Date('2026-11-24T15:00:00.000Z');
    for (const check of [false, true])
      expect(writer(check, dated)({ at })).toBe('{"at":"2026-11-24T15:00:00.000Z"}');
  });

  it('writes nullable objects, arrays, enums and integers without validating each value', () => {
    const nullable = z.object({
      owner: z.object({ id: z.number() }).nullable(),
      ids: z.array(z.number()).nullable(),
      kind: z.enum(['a', 'b']).nullable(),
      count: z.number().int().nullable(),
    });
    const json = typedUnions(z.toJSONSchema(nullable, { io: 'input', target: 'draft-7' }));
    expect(JSON.stringify(json)).not.toContain('anyOf');
    for (const check of [false, true]) {
      const write = writer(check, nullable);
      expect(JSON.parse(write({ owner: null, ids: null, kind: null, count: null }))).toEqual({
        owner: null,
        ids: null,
        kind: null,
        count: null,
      });
      expect(JSON.parse(write({ owner: { id: 1, x: 2 }, ids: [1], kind: 'b', count: 3 }))).toEqual({
        owner: { id: 1 },
        ids: [1],
        kind: 'b',
        count: 3,
      });
    }
  });

  it('a nullable enum or constant inside a union still matches its branch when null', () => {
    const union = z.union([
      z.object({ kind: z.enum(['a', 'b']).nullable(), tag: z.literal('x').nullable() }),
      z.array(z.number()),
    ]);
    for (const check of [false, true]) {
      const write = writer(check, union);
      expect(write({ kind: null, tag: null })).toBe('{"kind":null,"tag":null}');
      expect(write({ kind: 'a', tag: 'x' })).toBe('{"kind":"a","tag":"x"}');
      expect(write([1, 2])).toBe('[1,2]');
    }
  });

  it('writes an object-or-array union by the value’s type, without validating each answer', () => {
    const either = z.union([
      z.object({ id: z.number(), owner: z.object({ name: z.string() }).nullable() }),
      z.array(z.object({ id: z.number() })),
    ]);
    const json = typedUnions(z.toJSONSchema(either, { io: 'input', target: 'draft-7' }));
    expect(JSON.stringify(json)).not.toContain('anyOf');
    for (const check of [false, true]) {
      const write = writer(check, either);
      expect(write({ id: 1, owner: { name: 'Ana', pin: 1 }, extra: true })).toBe(
        '{"id":1,"owner":{"name":"Ana"}}',
      );
      expect(write([{ id: 2, secret: 's' }])).toBe('[{"id":2}]');
      expect(() => write({ owner: null })).toThrow();
    }
  });

  it('the projector copies what the schema lists, by the value’s type, and leaves other shapes to fast-json-stringify', () => {
    const shaped = z.object({
      id: z.number().int(),
      at: z.string(),
      kind: z.enum(['a', 'b']),
      flags: z.record(z.string(), z.boolean()),
      people: z.record(z.string(), z.object({ name: z.string() })),
      tags: z.array(z.string()).nullable(),
      items: z.array(z.object({ n: z.number(), note: z.string().optional() })),
      either: z.union([z.object({ id: z.number() }), z.array(z.number())]),
      anything: z.unknown(),
    });
    const json = typedUnions(z.toJSONSchema(shaped, { io: 'input', target: 'draft-7' }));
    const write = compileProjector(json as Record<string, unknown>);
    expect(write).not.toBeNull();
    const at = new Date('2026-11-24T15:00:00.000Z');
    const value = {
      id: 3,
      at,
      kind: 'a',
      flags: { files: true },
      people: { x: { name: 'Ana', pin: '1' } },
      tags: null,
      items: [
        { n: 1, secret: true },
        { n: 2, note: 'two' },
      ],
      either: { id: 1, extra: 2 },
      anything: { kept: [1] },
      hidden: 'never written',
    };
    expect(JSON.parse(write?.(value) ?? '')).toEqual({
      id: 3,
      at: '2026-11-24T15:00:00.000Z',
      kind: 'a',
      flags: { files: true },
      people: { x: { name: 'Ana' } },
      tags: null,
      items: [{ n: 1 }, { n: 2, note: 'two' }],
      either: { id: 1 },
      anything: { kept: [1] },
    });
    expect(() => write?.({ ...value, items: [{ note: 'no n' }] })).toThrow('"n" is required');
    // A union it cannot settle by type stays with fast-json-stringify.
    const strings = z.object({ v: z.union([z.string().email(), z.string().url()]) });
    expect(
      compileProjector(typedUnions(z.toJSONSchema(strings, { io: 'input' })) as Record<string, unknown>),
    ).toBeNull();
  });
});
