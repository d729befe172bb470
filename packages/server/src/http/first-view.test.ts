import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';

/**
 * A page whose first view the server renders (first-view.ts), with a build like the web app's:
 * index.html as Vite writes it, a server entry (dist/server/entry-server.js) that renders the
 * login page, and the manifest of the browser's build (dist/server/client-manifest.json). The real
 * entry is checked in the web package and in a real browser (e2e).
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-first-view-'));
fs.mkdirSync(path.join(dist, 'server'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>Teamline</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
);
// The entry's files, a page's lazy module sharing one of them, and a shared chunk with a stylesheet.
const manifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_react-def.js'],
    dynamicImports: ['src/i18n/es.ts', 'src/features/auth/LoginPage.tsx'],
    css: ['assets/index-123.css'],
  },
  'src/i18n/es.ts': { file: 'assets/es-5.js' },
  'src/i18n/login-es.ts': { file: 'assets/login-es-6.js' },
  '_react-def.js': { file: 'assets/react-def.js' },
  'src/features/auth/LoginPage.tsx': {
    file: 'assets/LoginPage-1.js',
    imports: ['_react-def.js', '_Button-2.js'],
    dynamicImports: ['src/i18n/login-es.ts'],
  },
  '_Button-2.js': { file: 'assets/Button-2.js', imports: ['_react-def.js'], css: ['assets/Button-3.css'] },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage-4.js', imports: ['_Button-2.js'] },
};
fs.writeFileSync(path.join(dist, 'server', 'client-manifest.json'), JSON.stringify(manifest));
fs.writeFileSync(
  path.join(dist, 'server', 'entry-server.js'),
  `export const rendersOnServer = (pathname, signedIn) =>
  signedIn ? /^\\/\\d+$/.test(pathname) : pathname === '/login' || pathname === '/broken';
export async function render(url, locale, session) {
  const { pathname, search } = new URL(url);
  if (pathname === '/broken') throw new Error('the page failed to render');
  if (session) {
    const id = Number(pathname.slice(1));
    const details = await session.read({ method: 'GET', path: 'user/details' });
    const company = await session.read({ method: 'GET', path: 'company/details?company_id=' + id });
    const inbox = await session.read({ method: 'POST', path: 'app/employee-messages', body: { company_id: id, per_page: 50 } });
    const data = { name: details.user.name, company: company.name, memos: inbox.memos.length, zone: session.viewerZone ?? null, note: '</script><script>alert(1)</script>' };
    // The language the page came out in (a user's own), as ?own= says here.
    const own = new URL(url).searchParams.get('own') ?? undefined;
    return { root: '<main><h1>Hi ' + details.user.name + '</h1><p>' + company.name + '</p></main>', data, locale: own, modules: ['src/features/home/HomePage.tsx'] };
  }
  const modules = ['src/features/auth/LoginPage.tsx', 'src/features/auth/Unbuilt.tsx'];
  const loadsAtOnce = (module) => locale === 'es' && /[/-]es\\.ts$/.test(module);
  return { root: '<main><h1>' + (locale === 'es' ? 'Inicia sesión' : 'Log in') + '</h1><p>' + search + '</p></main>', data: null, modules, loadsAtOnce };
}
`,
);
const { app, db } = await buildTestApp({ WEB_DIST: dist });

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');

describe('the first view rendered on the server', () => {
  it('puts the login page into index.html, its scripts asked for after the first paint', async () => {
    const res = await app.inject({ url: '/login?reason=expired' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Painted, and inert until the app has hydrated it.
    expect(res.body).toContain(
      '<div id="root" inert><main><h1>Log in</h1><p>?reason=expired</p></main></div>',
    );
    // The stylesheet stays in the head; the scripts wait in a template the loader reads.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-123.css">');
    expect(head).not.toContain('index-abc.js');
    expect(head).not.toContain('modulepreload');
    // After the entry's own tags, the page's lazy code: its scripts, what they import that the
    // entry does not, and their stylesheets; a module the build does not have is left to the app.
    expect(res.body).toContain(
      '<template id="teamline-scripts"><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-def.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Button-2.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/Button-3.css"></template>',
    );
  });

  it('lets the content policy run the loader, by its hash, and no other inline script', async () => {
    const res = await app.inject({ url: '/login' });
    const scripts = inlineScripts(res.body);
    expect(scripts).toHaveLength(1);
    const hash = crypto
      .createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('renders it in the language the browser last used (its cookie)', async () => {
    const res = await app.inject({ url: '/login', cookies: { teamline_locale: 'es' } });
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toContain('<h1>Inicia sesión</h1>');
    // The Spanish texts the entry and the page's code load on demand come with its scripts.
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/es-5.js"><link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-es-6.js">');
    const unknown = await app.inject({ url: '/login', cookies: { teamline_locale: 'xx' } });
    expect(unknown.body).toContain('<html lang="en"');
    expect(unknown.body).toContain('<h1>Log in</h1>');
    expect(unknown.body).not.toContain('es-');
  });

  it('leaves a signed-in browser’s login page to the app (it sends the browser on)', async () => {
    const res = await app.inject({ url: '/login', cookies: { teamline_token: 'some-token' } });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('renders a signed-in Home from the API’s answers to its token, and hands them over', async () => {
    const { company, adminToken } = await buildCompany(db, 'Harbor Café');
    const res = await app.inject({ url: `/${company.id}`, cookies: { teamline_token: adminToken } });
    expect(res.statusCode).toBe(200);
    // A page with its user's data is kept by no cache.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(
      /<div id="root" inert><main><h1>Hi [^<]+<\/h1><p>Harbor Café<\/p><\/main><\/div>/,
    );
    const json = /<script type="application\/json" id="teamline-first-view-data">([^<]*)<\/script>/.exec(
      res.body,
    );
    // No "<" inside: the data cannot close its element and run as a script.
    expect(JSON.parse(json?.[1] ?? 'null')).toMatchObject({
      company: 'Harbor Café',
      // A listing the API answers to a POST (an employee's inbox), read with the same token.
      memos: 0,
      note: '</script><script>alert(1)</script>',
    });
    expect(inlineScripts(res.body)).toHaveLength(1);
    // The Home's lazy code is asked for with the page's scripts.
    const template = /<template id="teamline-scripts">(.*)<\/template>/.exec(res.body)?.[1];
    expect(template).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-4.js"><link rel="modulepreload" crossorigin href="/assets/Button-2.js">',
    );
    expect(template).not.toContain('LoginPage');
    expect(res.body).toContain('<html lang="en"');
  });

  it('says the language the page came out in (a user’s own), if it is one', async () => {
    const { company, adminToken } = await buildCompany(db);
    const page = (own: string) =>
      app.inject({
        url: `/${company.id}?own=${own}`,
        cookies: { teamline_token: adminToken, teamline_locale: 'en' },
      });
    expect((await page('es')).body).toContain('<html lang="es"');
    expect((await page('xx')).body).toContain('<html lang="en"');
  });

  it('hands the render the zone the browser reported, if it names one', async () => {
    const { company, adminToken } = await buildCompany(db);
    const zoneOf = async (zone: string) => {
      const res = await app.inject({
        url: `/${company.id}`,
        cookies: { teamline_token: adminToken, teamline_zone: zone },
      });
      const json = /id="teamline-first-view-data">([^<]*)<\/script>/.exec(res.body);
      return (JSON.parse(json?.[1] ?? 'null') as { zone: string | null } | null)?.zone;
    };
    expect(await zoneOf('Europe/Madrid')).toBe('Europe/Madrid');
    // Not a zone: the page is still rendered, with the company's zone as the guess.
    expect(await zoneOf('Not/AZone')).toBeNull();
  });

  it('leaves a Home to the app when the API refuses the token: ended, or of another company', async () => {
    const { company } = await buildCompany(db);
    const other = await buildCompany(db);
    const outsider = await buildMember(db, other.company.id, 'admin');
    for (const token of ['not-a-token', outsider.token]) {
      const res = await app.inject({ url: `/${company.id}`, cookies: { teamline_token: token } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('teamline-first-view-data');
      expect(res.body).not.toContain(company.name);
    }
  });

  it('sends the plain index.html for a page it does not render, or whose render failed', async () => {
    for (const url of ['/12', '/broken']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('teamline-scripts');
    }
  });

  it('does not serve the server entry as a file of the web app', async () => {
    const res = await app.inject({ url: '/server/entry-server.js' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toContain('rendersOnServer');
  });
});
