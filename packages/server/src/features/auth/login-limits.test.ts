import { MSG } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildUser, PASSWORD } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { failureDelayMs, LOGIN_LIMITS } from './login-throttle.js';

const { app, deps, db } = await buildTestApp();

const login = (email: string, password: string, address: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: address });

/** The security drill (issue 10): anyone could lock a known account out, and a shared Wi-Fi locked a store out. */
describe('password sign-in limits', () => {
  it("an attacker's failures refuse the attacker's address, never the owner at theirs", async () => {
    const user = await buildUser(db);
    const email = user.email as string;
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress + 2; i++)
      statuses.push((await login(email, 'guess-guess-guess', '10.9.0.66')).statusCode);
    expect(statuses.slice(0, LOGIN_LIMITS.perAccountAndAddress).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(LOGIN_LIMITS.perAccountAndAddress)).toEqual([429, 429]);
    // The right password from the attacker's address waits too; from the owner's it signs in.
    expect((await login(email, PASSWORD, '10.9.0.66')).statusCode).toBe(429);
    const owner = await login(email, PASSWORD, '10.9.0.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.content.token).toEqual(expect.any(String));
  });

  it('tells the owner once of a burst of failures from many addresses, and slows the answers past it', async () => {
    const user = await buildUser(db);
    const email = user.email as string;
    const before = deps.outbox.messages.filter((m) => m.to === email).length;
    for (let i = 0; i < LOGIN_LIMITS.accountBurst; i++)
      expect((await login(email, 'wrong-wrong-wrong', `10.8.0.${i + 1}`)).statusCode).toBe(422);
    const notices = deps.outbox.messages.filter((m) => m.to === email).slice(before);
    expect(notices.map((m) => m.subject)).toEqual(['Failed sign-ins to your Teamline account']);
    const started = performance.now();
    const slowed = await login(email, 'wrong-wrong-wrong', '10.8.0.200');
    expect(slowed.statusCode).toBe(422);
    expect(slowed.json().errors.email).toEqual([MSG.invalidCredentials]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      failureDelayMs(LOGIN_LIMITS.accountBurst + 1) - 5,
    );
    expect(deps.outbox.messages.filter((m) => m.to === email)).toHaveLength(before + 1);
    // Slowed, not locked: the owner still signs in.
    expect((await login(email, PASSWORD, '10.8.0.201')).statusCode).toBe(200);
  });

  it('lets a store of 200 people on one Wi-Fi address sign in at shift start', async () => {
    const address = '10.7.0.1';
    const statuses = new Set<number>();
    // Each person once, some mistyping: what the old limit of 50 per address refused.
    for (let i = 0; i < 200; i++)
      statuses.add((await login(`staff${i}@store.test`, 'typo-typo-typo', address)).statusCode);
    expect([...statuses]).toEqual([422]);
    const user = await buildUser(db);
    expect((await login(user.email as string, PASSWORD, address)).statusCode).toBe(200);
  });

  it('slows failed answers by doubling steps up to a ceiling', () => {
    expect(failureDelayMs(LOGIN_LIMITS.accountBurst)).toBe(0);
    expect(failureDelayMs(LOGIN_LIMITS.accountBurst + 1)).toBe(250);
    expect(failureDelayMs(LOGIN_LIMITS.accountBurst + 2)).toBe(500);
    expect(failureDelayMs(LOGIN_LIMITS.accountBurst + 20)).toBe(LOGIN_LIMITS.maxDelayMs);
  });
});

describe('phone sign-in limits', () => {
  it('lets 200 people on one address ask for their sign-in codes (each phone keeps its own tight limit, phone-login.test.ts)', async () => {
    const address = '10.6.0.1';
    const statuses = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const phone = `(555) 7${String(i).padStart(2, '0')}-${String(1000 + i)}`
        .replace(/[^\d]/g, '')
        .slice(0, 10);
      const res = await app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { phone },
        remoteAddress: address,
      });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });
});
