// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render, rendersOnServer } from './entry-server';

/**
 * The login page's first view as the server renders it (entry-server.tsx), in Node as the server
 * runs it. The browser's app hydrating it without a mismatch is checked in a real browser
 * (e2e/specs/first-view.spec.ts).
 */
describe('the first view rendered on the server', () => {
  it('renders the login page in the language asked for', async () => {
    const en = await render('http://localhost/login', 'en');
    expect(en).toContain('Log in to Teamline');
    const es = await render('http://localhost/login?reason=expired', 'es');
    expect(es).toContain('Inicia sesión en Teamline');
    expect(es).toContain('Tu sesión ha terminado. Vuelve a iniciar sesión.');
  });

  it('renders only the pages that look the same to everyone signed out', async () => {
    expect(rendersOnServer('/login')).toBe(true);
    expect(rendersOnServer('/12')).toBe(false);
    expect(await render('http://localhost/12', 'en')).toBeNull();
    expect(await render('http://localhost/signup', 'en')).toBeNull();
  });
});
