import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness.js';

/**
 * The built web app as the server sends it: a script the build compressed beside it (vite.config.ts
 * writes .br and .gz) goes out compressed to a browser that accepts it, as it is to one that does not.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-web-dist-'));
const script = `export const hello = ${JSON.stringify('hello '.repeat(400))};\n`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>Teamline</title><div id="root"></div>',
);
fs.writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'entry-abc123.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'assets', 'entry-abc123.js.gz'), zlib.gzipSync(script));
const { app } = await buildTestApp({ WEB_DIST: dist });

describe('the built web app', () => {
  it('sends the Brotli copy of a script to a browser that accepts it, and caches it for good', async () => {
    const res = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to one that takes only gzip', async () => {
    const res = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the script as it is to one that accepts no compression', async () => {
    const res = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers a client-side route with index.html', async () => {
    const res = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
