import type { TGifCategory, TGifItem, TGifPage, TGifStatus } from '@teamline/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { FAKE_GIPHY_KEY, FakeGiphy } from '../../../test/fake-giphy/server.js';
import { buildTestApp } from '../../../test/harness.js';
import { GIF_TEXT, GifProxy } from './gif-proxy.js';
import { GIF_CALLS_PER_MINUTE, GIF_RATE_TEXT } from './gifs.service.js';

const giphy = new FakeGiphy();
const base = await giphy.start();
afterAll(() => giphy.stop());

const { app, db, deps } = await buildTestApp({ GIF_API_KEY: FAKE_GIPHY_KEY, GIF_API_URL: base });
const co = await buildCompany(db);
const employee = await buildMember(db, co.company.id, 'employee');
const q = (extra: Record<string, string> = {}) => ({ company_id: String(co.company.id), ...extra });

/** Every answer of this file, to check the key never appears in one. */
const answers: string[] = [];
async function get<T>(url: string, query: Record<string, string>, token = employee.token) {
  const res = await call<T>(app, 'GET', url, { token, query });
  answers.push(JSON.stringify(res.body), JSON.stringify(res.headers));
  return res;
}

beforeEach(() => {
  giphy.requests.length = 0;
  giphy.synthetic = false;
  giphy.failWith = null;
  // A fresh cache per test, as a new server would have.
  deps.gifs = new GifProxy({ apiKey: FAKE_GIPHY_KEY, apiUrl: base });
  deps.limiter.reset(`gifs:user:${employee.user.id}`);
});

describe('GET /api/gifs/* (the GIF proxy)', () => {
  it('says GIFs are available, with the default rating pg-13', async () => {
    const res = await get<TGifStatus>('/api/gifs/status', q());
    expect(res.status).toBe(200);
    expect(res.body.data.content).toEqual({ available: true, rating: 'pg-13' });
  });

  it('answers trending GIFs normalised, leaving out items off GIPHY’s media host', async () => {
    const res = await get<TGifPage>('/api/gifs/trending', q({ limit: '50' }));
    expect(res.status).toBe(200);
    const { items, pagination } = res.body.data.content;
    expect(items).toHaveLength(12);
    expect(items.every((g) => g.url.startsWith('https://media.giphy.com/'))).toBe(true);
    expect(items[0]).toMatchObject({
      id: 'gif1',
      width: 267,
      height: 200,
      is_sticker: false,
      tags: 'funny, cat',
    });
    expect(pagination).toEqual({ offset: 0, count: 13, total_count: 13 });
    expect(giphy.callsTo('gifs/trending')[0]?.query).toMatchObject({ rating: 'pg-13', limit: '50' });
  });

  it('searches GIFs and stickers, with offset and limit bounded', async () => {
    const res = await get<TGifPage>('/api/gifs/search', q({ q: 'happy', offset: '2', limit: '2' }));
    expect(res.body.data.content.items.map((g) => g.id)).toEqual(['gif5', 'gif7']);
    const stickers = await get<TGifPage>('/api/gifs/search', q({ q: 'happy', kind: 'stickers' }));
    expect(stickers.body.data.content.items).toEqual([
      expect.objectContaining({ id: 'sticker1', is_sticker: true, tags: 'sticker' }),
    ]);
    const bads: Record<string, string>[] = [
      { limit: '51' },
      { limit: '0' },
      { offset: '-1' },
      { q: '' },
      { q: 'x'.repeat(51) },
      { kind: 'videos' },
    ];
    for (const bad of bads) {
      const refused = await get('/api/gifs/search', q({ q: 'cat', ...bad }));
      expect(refused.status, JSON.stringify(bad)).toBe(422);
    }
  });

  it('lists categories and finds one GIF by id (404 for an unknown one)', async () => {
    const cats = await get<TGifCategory[]>('/api/gifs/categories', q());
    expect(cats.body.data.content.map((c) => c.name)).toEqual(['Animals', 'Reactions']);
    const one = await get<TGifItem>('/api/gifs/gif2', q());
    expect(one.body.data.content).toMatchObject({ id: 'gif2', title: 'Dancing dog 2' });
    const none = await get('/api/gifs/nothing-here', q());
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(GIF_TEXT.notFound);
  });

  it('uses the rating an admin sets in the memo settings; an employee may not set it', async () => {
    const refused = await call(app, 'POST', '/api/settings/memos', {
      token: employee.token,
      body: { company_id: co.company.id, gif_rating: 'r' },
    });
    expect(refused.status).toBe(403);
    const bad = await call(app, 'POST', '/api/settings/memos', {
      token: co.adminToken,
      body: { company_id: co.company.id, gif_rating: 'x' },
    });
    expect(bad.status).toBe(422);
    const saved = await call(app, 'POST', '/api/settings/memos', {
      token: co.adminToken,
      body: { company_id: co.company.id, gif_rating: 'g' },
    });
    expect(saved.status).toBe(200);
    expect((await get<TGifStatus>('/api/gifs/status', q())).body.data.content.rating).toBe('g');
    await get('/api/gifs/search', q({ q: 'cat' }));
    expect(giphy.callsTo('gifs/search')[0]?.query.rating).toBe('g');
    await call(app, 'POST', '/api/settings/memos', {
      token: co.adminToken,
      body: { company_id: co.company.id, gif_rating: 'pg-13' },
    });
  });

  it('rejects a synthetic answer (no meta.response_id) with 502 and a clear message', async () => {
    giphy.synthetic = true;
    const res = await get('/api/gifs/trending', q());
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ message: GIF_TEXT.synthetic, code: 'upstream_failed' });
  });

  it('answers 502 when GIPHY fails, from its cache for the next calls', async () => {
    giphy.failWith = 503;
    expect((await get('/api/gifs/categories', q())).status).toBe(502);
    expect((await get('/api/gifs/categories', q())).body.message).toBe(GIF_TEXT.failed(503));
    expect(giphy.requests).toHaveLength(1);
  });

  it('refuses callers without a session (401) and limits each person’s calls (429)', async () => {
    const anonymous = await call(app, 'GET', '/api/gifs/trending', { query: q() });
    expect(anonymous.status).toBe(401);
    for (let i = 0; i < GIF_CALLS_PER_MINUTE; i++)
      expect((await get('/api/gifs/trending', q())).status).toBe(200);
    const limited = await get('/api/gifs/trending', q());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(GIF_RATE_TEXT);
    expect(giphy.requests).toHaveLength(1);
  });

  it('never sends the key in an answer, a success or a failure', async () => {
    await get('/api/gifs/status', q());
    await get('/api/gifs/trending', q());
    await get('/api/gifs/search', q({ q: 'dog' }));
    await get('/api/gifs/categories', q());
    await get('/api/gifs/gif1', q());
    await get('/api/gifs/nothing-here', q());
    giphy.synthetic = true;
    await get('/api/gifs/search', q({ q: 'synthetic' }));
    giphy.synthetic = false;
    giphy.failWith = 500;
    await get('/api/gifs/search', q({ q: 'failing' }));
    expect(answers.length).toBeGreaterThanOrEqual(16);
    for (const answer of answers) expect(answer).not.toContain(FAKE_GIPHY_KEY);
  });
});

describe('without GIF_API_KEY', async () => {
  const bare = await buildTestApp();
  const other = await buildCompany(bare.db);
  const query = { company_id: String(other.company.id) };

  it('says the picker is not available and answers 404 to searches', async () => {
    const status = await call<TGifStatus>(bare.app, 'GET', '/api/gifs/status', {
      token: other.adminToken,
      query,
    });
    expect(status.body.data.content).toEqual({ available: false, rating: 'pg-13' });
    for (const url of ['/api/gifs/trending', '/api/gifs/categories', '/api/gifs/gif1']) {
      const res = await call(bare.app, 'GET', url, { token: other.adminToken, query });
      expect(res.status, url).toBe(404);
      expect(res.body.message).toBe(GIF_TEXT.notConfigured);
    }
    expect(giphy.requests).toHaveLength(0);
  });
});
