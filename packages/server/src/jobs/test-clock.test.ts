import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { TestClock } from './test-clock.js';

describe('the test clock', () => {
  it('is refused outside a test server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).testClock).toBe(false);
  });

  it('only moves forward', () => {
    const clock = new TestClock();
    const ahead = new Date(Date.now() + 3_600_000);
    expect(Math.abs(clock.set(ahead).getTime() - ahead.getTime())).toBeLessThan(1000);
    clock.set(new Date(Date.now() - 86_400_000));
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(ahead.getTime() - 1000);
  });

  it('holds a claimed occurrence only while told to (the crash test failpoint)', async () => {
    const clock = new TestClock();
    // Which comes first: the failpoint, or a timer of `ms`.
    const first = (ms: number) =>
      Promise.race([
        clock.afterClaim().then(() => 'passed'),
        new Promise((resolve) => setTimeout(() => resolve('held'), ms)),
      ]);
    expect(await first(0)).toBe('passed');
    clock.holdClaims(60_000);
    expect(await first(50)).toBe('held');
    clock.holdClaims(0);
    expect(await first(0)).toBe('passed');
  });
});
