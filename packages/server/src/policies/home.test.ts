import { describe, expect, it } from 'vitest';
import { seesDashboard } from './home.js';

describe('policies/home seesDashboard', () => {
  it.each([
    ['admin', true],
    ['manager', true],
    ['employee', false],
  ] as const)('%s: %s', (role, sees) => {
    expect(seesDashboard({ role })).toBe(sees);
  });
});
