import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_GIPHY_KEY, FakeGiphy } from '../../../test/fake-giphy/server.js';
import { AppError } from '../../http/errors.js';
import { GIF_CACHE_MS, GIF_ERROR_CACHE_MS, GIF_TEXT, GifProxy } from './gif-proxy.js';

const giphy = new FakeGiphy();
let base = '';
beforeAll(async () => {
  base = await giphy.start();
});
afterAll(() => giphy.stop());

let now = 1_000_000;
const clock = () => now;
let proxy: GifProxy;
beforeEach(() => {
  giphy.requests.length = 0;
  giphy.synthetic = false;
  giphy.failWith = null;
  now = 1_000_000;
  proxy = new GifProxy({ apiKey: FAKE_GIPHY_KEY, apiUrl: base, now: clock });
});

const page = { offset: 0, limit: 5 };
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as AppError,
  );

describe('the GIF proxy', () => {
  it('adds the key and the rating to the call, and answers normalised items', async () => {
    const result = await proxy.trending('gifs', page, 'pg-13');
    expect(giphy.callsTo('gifs/trending')[0]?.query).toMatchObject({
      api_key: FAKE_GIPHY_KEY,
      rating: 'pg-13',
      limit: '5',
      offset: '0',
    });
    expect(result.items).toHaveLength(5);
    expect(result.items[0]).toMatchObject({ id: 'gif1', width: 267, height: 200, is_sticker: false });
    expect(result.pagination).toEqual({ offset: 0, count: 5, total_count: 13 });
  });

  it('keeps an answer 60 s, keyed by call, parameters and rating', async () => {
    await proxy.search('gifs', 'cat', page, 'g');
    await proxy.search('gifs', 'cat', page, 'g');
    expect(giphy.callsTo('gifs/search')).toHaveLength(1);
    await proxy.search('gifs', 'cat', page, 'pg');
    await proxy.search('gifs', 'dog', page, 'g');
    await proxy.search('stickers', 'cat', page, 'g');
    expect(giphy.requests).toHaveLength(4);
    now += GIF_CACHE_MS - 1;
    await proxy.search('gifs', 'cat', page, 'g');
    expect(giphy.requests).toHaveLength(4);
    now += 1;
    await proxy.search('gifs', 'cat', page, 'g');
    expect(giphy.requests).toHaveLength(5);
  });

  it('keeps a failure 6 s, then asks again', async () => {
    giphy.failWith = 500;
    const first = await failure(proxy.trending('gifs', page, 'g'));
    expect(first).toBeInstanceOf(AppError);
    expect(first).toMatchObject({ status: 502, message: GIF_TEXT.failed(500) });
    giphy.failWith = null;
    now += GIF_ERROR_CACHE_MS - 1;
    await failure(proxy.trending('gifs', page, 'g'));
    expect(giphy.requests).toHaveLength(1);
    now += 1;
    await expect(proxy.trending('gifs', page, 'g')).resolves.toMatchObject({ items: expect.any(Array) });
    expect(giphy.requests).toHaveLength(2);
  });

  it('rejects an answer without meta.response_id as synthetic (502), and keeps that as a failure', async () => {
    giphy.synthetic = true;
    const error = await failure(proxy.categories());
    expect(error).toMatchObject({ status: 502, message: GIF_TEXT.synthetic });
    await failure(proxy.categories());
    expect(giphy.requests).toHaveLength(1);
  });

  it('answers 404 for an unknown id, and a GIF by id otherwise', async () => {
    await expect(proxy.byId('gif3', 'g')).resolves.toMatchObject({ id: 'gif3', title: 'Happy cat 3' });
    expect(await failure(proxy.byId('nope', 'g'))).toMatchObject({ status: 404 });
    expect(await failure(proxy.byId('elsewhere', 'g'))).toMatchObject({ status: 404 });
  });

  it('says the service could not be reached, without the key or the URL', async () => {
    const down = new GifProxy({ apiKey: 'secret-key-xyz', apiUrl: 'http://127.0.0.1:1/v1', now: clock });
    const error = await failure(down.trending('gifs', page, 'g'));
    expect(error).toMatchObject({ status: 502, message: GIF_TEXT.unreachable });
    expect(JSON.stringify({ message: error.message, errors: error.errors })).not.toContain('secret-key-xyz');
  });

  it('asks once for calls made at the same time, and stays within its size', async () => {
    await Promise.all([1, 2, 3].map(() => proxy.trending('gifs', page, 'r')));
    expect(giphy.requests).toHaveLength(1);
    const small = new GifProxy({ apiKey: FAKE_GIPHY_KEY, apiUrl: base, now: clock, max: 2 });
    for (const q of ['a', 'b', 'c']) await small.search('gifs', q, page, 'g');
    await small.search('gifs', 'a', page, 'g');
    expect(giphy.callsTo('gifs/search').map((r) => r.query.q)).toEqual(['a', 'b', 'c', 'a']);
  });
});
