import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness.js';
import { securityHeaders, securityOptions } from './security-headers.js';

const { app } = await buildTestApp();
afterAll(() => app.close());

describe('security headers', () => {
  it('every answer carries helmet’s headers and the content policy, worked out once', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    for (const res of [health, missing]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('asks browsers to upgrade to https only when the server is reached over https', () => {
    const csp = (url: string) =>
      securityHeaders(securityOptions(url)).find(([name]) => name === 'Content-Security-Policy')?.[1];
    expect(csp('https://teamline.example.com')).toContain('upgrade-insecure-requests');
    expect(csp('http://192.168.1.20:3000')).not.toContain('upgrade-insecure-requests');
    expect(csp('http://192.168.1.20:3000')).toContain("default-src 'self'");
  });

  it('refuses a policy helmet refuses, at start rather than on a request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'default-src': ['self'] } } }),
    ).toThrow();
  });
});
