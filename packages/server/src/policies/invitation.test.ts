import { describe, expect, it } from 'vitest';
import { isInvitationFor } from './invitation.js';

const invite = { email: 'sam@example.test', phone: '15550001111' };

describe('policies/invitation: who may accept or ignore an invitation', () => {
  const table: [string, { email: string | null; phone: string | null }, boolean][] = [
    ['the account with its e-mail', { email: 'sam@example.test', phone: null }, true],
    ['the account with its e-mail in other letters', { email: 'Sam@Example.test', phone: null }, true],
    ['the account with its phone', { email: null, phone: '15550001111' }, true],
    [
      'an account with another e-mail and phone (token in hand)',
      { email: 'eve@example.test', phone: '15550002222' },
      false,
    ],
    ['an account with neither', { email: null, phone: null }, false],
  ];
  for (const [who, user, allowed] of table)
    it(`${who} → ${allowed ? 'may' : 'may not'}`, () => expect(isInvitationFor(user, invite)).toBe(allowed));

  it("an invitation with no e-mail is not anyone's by a missing e-mail", () => {
    expect(isInvitationFor({ email: null, phone: null }, { email: null, phone: '15550001111' })).toBe(false);
  });
});
