import { describe, expect, it } from 'vitest';

describe('config: plain-http identity providers', () => {
  it('only a test server may reach them (SSO_ALLOW_HTTP)', async () => {
    const { loadConfig } = await import('../../config.js');
    expect(() => loadConfig({ NODE_ENV: 'production', SSO_ALLOW_HTTP: '1' })).toThrow(/SSO_ALLOW_HTTP/);
    expect(loadConfig({ NODE_ENV: 'test', SSO_ALLOW_HTTP: '1' }).sso).toEqual({
      allowHttp: true,
      clockToleranceS: 300,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).sso.allowHttp).toBe(false);
  });
});
