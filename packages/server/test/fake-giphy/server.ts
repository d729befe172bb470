import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the GIPHY API calls the GIF proxy makes — gifs and stickers
 * trending and search, gifs/categories, gifs/{id} — with GIPHY's answer shape (data, pagination,
 * meta.response_id) and its quirks: widths and heights as strings, is_sticker as 0/1, tags as a
 * list. `synthetic` leaves the response id out; `failWith` answers every call with that status.
 */
export interface FakeGiphyRequest {
  path: string;
  query: Record<string, string>;
}

export const FAKE_GIPHY_KEY = 'giphy-test-key-0123456789';
const MEDIA = 'https://media.giphy.com/media';

/** A GIPHY gif object as the API sends it. */
export function giphyObject(id: string, title: string, extra: Record<string, unknown> = {}): GiphyObject {
  const image = (name: string, w: number, h: number) => ({
    url: `${MEDIA}/${id}/${name}.gif`,
    width: String(w),
    height: String(h),
    size: '12345',
  });
  return {
    type: 'gif',
    id,
    url: `https://giphy.com/gifs/${id}`,
    slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${id}`,
    title,
    rating: 'g',
    is_sticker: 0,
    tags: ['funny', 'cat'],
    images: {
      fixed_height: image('200', 267, 200),
      fixed_width_small: image('100w', 100, 75),
      original: image('giphy', 480, 360),
    },
    ...extra,
  };
}

/** The catalogue: a dozen ordinary GIFs, one sticker, and one whose images sit on another host. */
export interface GiphyObject {
  id: string;
  title: string;
  is_sticker: number | string;
  [field: string]: unknown;
}

export const FAKE_GIFS: GiphyObject[] = [
  ...Array.from({ length: 12 }, (_, i) =>
    giphyObject(`gif${i + 1}`, i % 2 === 0 ? `Happy cat ${i + 1}` : `Dancing dog ${i + 1}`),
  ),
  giphyObject('sticker1', 'Happy sticker', { is_sticker: '1', tags: 'sticker' }),
  {
    ...giphyObject('elsewhere', 'Happy elsewhere'),
    images: { fixed_height: { url: 'https://evil.example/x.gif', width: '10', height: '10' } },
  },
];

export class FakeGiphy {
  readonly requests: FakeGiphyRequest[] = [];
  /** Leave meta.response_id out of every answer (a synthetic answer). */
  synthetic = false;
  /** Answer every call with this status (and GIPHY's error body). */
  failWith: number | null = null;
  private server: http.Server | null = null;
  base = '';

  constructor(readonly key: string = FAKE_GIPHY_KEY) {}

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${address.port}/v1`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Calls made to `path` (e.g. 'gifs/trending'). */
  callsTo(path: string): FakeGiphyRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/v1\//, '');
    const query = Object.fromEntries(url.searchParams);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    this.requests.push({ path, query });
    const meta = (status: number, msg: string) =>
      this.synthetic ? { status, msg } : { status, msg, response_id: `resp-${this.requests.length}` };
    if (query.api_key !== this.key) return send(401, { message: 'No API key found in request.' });
    if (this.failWith) return send(this.failWith, { meta: meta(this.failWith, 'Failure') });
    const page = (list: unknown[]) => {
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 25);
      const data = list.slice(offset, offset + limit);
      return {
        data,
        pagination: { total_count: list.length, count: data.length, offset },
        meta: meta(200, 'OK'),
      };
    };
    const kind = (k: 'gifs' | 'stickers') =>
      FAKE_GIFS.filter((g) => (String(g.is_sticker) === '1') === (k === 'stickers'));
    const match = /^(gifs|stickers)\/(trending|search)$/.exec(path);
    if (match) {
      const list = kind(match[1] as 'gifs' | 'stickers');
      if (match[2] === 'trending') return send(200, page(list));
      const q = (query.q ?? '').toLowerCase();
      return send(200, page(list.filter((g) => g.title.toLowerCase().includes(q))));
    }
    if (path === 'gifs/categories')
      return send(200, {
        data: [
          { name: 'Animals', name_encoded: 'animals', subcategories: [], gif: FAKE_GIFS[0] },
          { name: 'Reactions', name_encoded: 'reactions', subcategories: [] },
        ],
        pagination: { total_count: 2, count: 2, offset: 0 },
        meta: meta(200, 'OK'),
      });
    const one = /^gifs\/([^/]+)$/.exec(path);
    if (one) {
      const gif = FAKE_GIFS.find((g) => g.id === one[1]);
      if (!gif) return send(404, { data: [], meta: meta(404, 'Not Found') });
      return send(200, { data: gif, meta: meta(200, 'OK') });
    }
    return send(404, { meta: meta(404, 'Not Found') });
  }
}
