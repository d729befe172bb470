import { describe, expect, it } from 'vitest';
import { ScimError } from './scim.errors.js';
import { matches, parseFilter, parsePatchPath } from './scim-filter.js';
import { applyPatch, patchOpsOf } from './scim-patch.js';

const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

describe('SCIM filter parser', () => {
  it('binds and tighter than or, and reads not, parentheses and value paths', () => {
    expect(parseFilter('a eq "1" or b eq "2" and c pr')).toEqual({
      op: 'or',
      left: { op: 'eq', attr: 'a', value: '1' },
      right: { op: 'and', left: { op: 'eq', attr: 'b', value: '2' }, right: { op: 'pr', attr: 'c' } },
    });
    expect(parseFilter('not (userName EQ "x\\"y") and Emails[type eq "work"]')).toEqual({
      op: 'and',
      left: { op: 'not', filter: { op: 'eq', attr: 'username', value: 'x"y' } },
      right: { op: 'path', attr: 'emails', filter: { op: 'eq', attr: 'type', value: 'work' } },
    });
    expect(parseFilter('active eq true and meta.lastModified gt "2011-05-13T04:42:34Z"')).toMatchObject({
      left: { value: true },
      right: { attr: 'meta.lastmodified', op: 'gt' },
    });
    expect(parseFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName sw "J"')).toEqual({
      op: 'sw',
      attr: 'username',
      value: 'J',
    });
  });

  it.each(['', 'userName', 'userName eq', 'userName zz "a"', '(a eq "b"', 'a eq "b")', 'a eq "open'])(
    'refuses %j with invalidFilter',
    (filter) => {
      expect(() => parseFilter(filter)).toThrow(ScimError);
    },
  );

  it('reads PATCH paths and matches values in memory', () => {
    expect(parsePatchPath('name.givenName')).toEqual({ attr: 'name', sub: 'givenName' });
    expect(parsePatchPath('emails[type eq "work"].value')).toMatchObject({ attr: 'emails', sub: 'value' });
    expect(matches({ value: 'A@x.com', type: 'work' }, parseFilter('value co "@X" and type eq "work"'))).toBe(
      true,
    );
  });
});

describe('SCIM PATCH', () => {
  const user = {
    userName: 'a@example.com',
    name: { givenName: 'A' },
    emails: [{ value: 'a@example.com', type: 'work', primary: true }],
  };
  const ops = (Operations: unknown[]) => patchOpsOf({ schemas: [PATCH], Operations });

  it('adds, replaces and removes as RFC 7644 §3.5.2 says, leaving the input alone', () => {
    const out = applyPatch(
      user,
      ops([
        { op: 'add', path: 'name.familyName', value: 'B' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'b@example.com' },
        { op: 'add', value: { title: 'Cook', [`${ENTERPRISE}:department`]: 'Downtown' } },
        { op: 'remove', path: 'name.givenName' },
      ]),
    );
    expect(out).toEqual({
      userName: 'a@example.com',
      name: { familyName: 'B' },
      emails: [{ value: 'b@example.com', type: 'work', primary: true }],
      title: 'Cook',
      [ENTERPRISE]: { department: 'Downtown' },
    });
    expect(user.name).toEqual({ givenName: 'A' });
  });

  it('sets an enterprise attribute by its URN path', () => {
    expect(
      applyPatch(user, ops([{ op: 'replace', path: `${ENTERPRISE}:department`, value: 'Airport' }])),
    ).toMatchObject({
      [ENTERPRISE]: { department: 'Airport' },
    });
  });

  it('refuses a body without the PatchOp schema, an unknown op and a remove without a path', () => {
    expect(() => patchOpsOf({ Operations: [{ op: 'add', value: {} }] })).toThrow(ScimError);
    expect(() => ops([{ op: 'move', path: 'x' }])).toThrow(ScimError);
    expect(() => ops([{ op: 'remove' }])).toThrow(ScimError);
  });
});
