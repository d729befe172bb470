import { describe, expect, it } from 'vitest';
import { isoToZoneInput, wholePercent, zoneInputToIso } from './format';
import { backTarget, fromQuery } from './from';

describe('wholePercent', () => {
  it('shows a rate as a whole percent, rounding half up', () => {
    expect(wholePercent(0)).toBe('0%');
    expect(wholePercent(2 / 3)).toBe('67%');
    expect(wholePercent(1 / 3)).toBe('33%');
    expect(wholePercent(0.005)).toBe('1%');
    expect(wholePercent(0.994)).toBe('99%');
    expect(wholePercent(1)).toBe('100%');
  });

  it('never shows a broken or impossible figure', () => {
    expect(wholePercent(Number.NaN)).toBe('0%');
    expect(wholePercent(1.2)).toBe('100%');
    expect(wholePercent(-0.1)).toBe('0%');
  });
});

describe('dates in the company zone', () => {
  it('reads a datetime-local value as a wall time in the zone, and back', () => {
    const iso = zoneInputToIso('2026-03-10T10:30', 'America/Denver');
    expect(iso).toBe('2026-03-10T16:30:00.000Z');
    expect(isoToZoneInput(iso, 'America/Denver')).toBe('2026-03-10T10:30');
    expect(zoneInputToIso('', 'America/Denver')).toBeNull();
  });
});

describe('the from query of memo/{id}', () => {
  it('goes back to a path of the same company only', () => {
    const raw = decodeURIComponent(fromQuery('/5/memos?page=2'));
    expect(backTarget(raw, 5)).toBe('/5/memos?page=2');
    expect(backTarget(raw, 6)).toBe('/6/memo-sends');
    expect(backTarget(JSON.stringify({ path: 'https://evil.test/' }), 5)).toBe('/5/memo-sends');
    expect(backTarget('not json', 5)).toBe('/5/memo-sends');
    expect(backTarget(null, 5)).toBe('/5/memo-sends');
  });
});
