import { describe, expect, it } from 'vitest';
import { safeRedirect, withExtraQuery } from './useSignIn';

const origin = 'https://teamline.example';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/12/settings?tab=a#x', origin)).toBe('/12/settings?tab=a#x');
  });

  it('refuses other sites, protocol-relative URLs and the auth screens', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/logout',
      '/login?x=1',
      '',
      null,
    ]) {
      expect(safeRedirect(bad, origin)).toBeNull();
    }
  });
});

describe('withExtraQuery', () => {
  it('adds a JSON object or a query string of parameters', () => {
    expect(withExtraQuery('/1/memos', '{"page":2}')).toBe('/1/memos?page=2');
    expect(withExtraQuery('/1/memos?a=1', 'b=2')).toBe('/1/memos?a=1&b=2');
    expect(withExtraQuery('/1/memos', null)).toBe('/1/memos');
  });
});
