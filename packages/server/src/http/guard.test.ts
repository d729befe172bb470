import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessOf, registerGuard } from './guard.js';

describe('route access declarations', () => {
  it('refuses to register an /api route that declares no access', async () => {
    const app = Fastify();
    registerGuard(app);
    expect(() => app.get('/api/forgotten', async () => 'leak')).toThrow(/declares no access/);
    await app.close();
  });

  it('refuses a company scope without its action', async () => {
    const app = Fastify();
    registerGuard(app);
    expect(() => app.get('/api/half', { config: { company: 'query' } }, async () => 'leak')).toThrow(
      /declares no access/,
    );
    await app.close();
  });

  it('takes public, signed-in and company-scoped routes, and leaves routes outside /api alone', async () => {
    const app = Fastify();
    registerGuard(app);
    app.get('/api/open', { config: { public: true } }, async () => 'ok');
    app.get('/api/mine', { config: { signedIn: true } }, async () => 'ok');
    app.get('/api/theirs', { config: { company: 'query', action: 'tags.manage' } }, async () => 'ok');
    app.get('/index.html', async () => 'ok');
    await app.ready();
    await app.close();
  });

  it('reads a declaration the same way everywhere', () => {
    expect(accessOf({ public: true })).toBe('public');
    expect(accessOf({ signedIn: true })).toBe('signed-in');
    expect(accessOf({ company: 'body', action: 'memos.manage' })).toBe('company');
    expect(accessOf({ company: 'body' })).toBeNull();
    expect(accessOf({})).toBeNull();
  });
});
