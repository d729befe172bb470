import type { GifItem, GifRating, TGifCategory, TGifPage } from '@teamline/shared';
import { type AppError, notFound, upstreamFailed } from '../../http/errors.js';
import { presentCategories, presentGif, presentPage } from './gifs.presenter.js';
import { TtlCache } from './ttl-cache.js';

/** Spec §9: answers are kept 60 s, failures 6 s (so a failing service is not asked on every keystroke). */
export const GIF_CACHE_MS = 60_000;
export const GIF_ERROR_CACHE_MS = 6_000;
export const GIF_CACHE_MAX = 500;
const TIMEOUT_MS = 8_000;

export const GIF_TEXT = {
  notConfigured: 'GIF search is not available on this server.',
  unreachable: 'The GIF service could not be reached.',
  failed: (status: number) => `The GIF service answered with status ${status}.`,
  synthetic: 'The GIF service answered without a response id; the answer was rejected as synthetic.',
  shape: 'The GIF service answered in an unexpected shape.',
  notFound: 'GIF not found.',
} as const;

export type GifKind = 'gifs' | 'stickers';
type Params = Record<string, string | number>;
type Body = Record<string, unknown>;
type Outcome = { ok: true; body: Body } | { ok: false; error: AppError };

/**
 * The server side of GIF search (decisions.md, GIFs): GET calls of a GIPHY-compatible API with
 * the key added here, answers checked (a `meta.response_id` or the answer is rejected as
 * synthetic) and kept in a bounded in-process cache keyed by call and parameters, rating included.
 * The key appears in no answer and no error: failures carry our own texts only.
 */
export class GifProxy {
  private readonly cache: TtlCache<Outcome>;
  private readonly inFlight = new Map<string, Promise<Outcome>>();
  private readonly base: string;

  constructor(
    private readonly opts: {
      apiKey: string;
      apiUrl: string;
      now?: () => number;
      max?: number;
      timeoutMs?: number;
    },
  ) {
    this.base = opts.apiUrl.replace(/\/+$/, '');
    this.cache = new TtlCache(opts.max ?? GIF_CACHE_MAX, opts.now ?? Date.now);
  }

  async trending(
    kind: GifKind,
    page: { offset: number; limit: number },
    rating: GifRating,
  ): Promise<TGifPage> {
    return presentPage(await this.call(`${kind}/trending`, { ...page, rating }));
  }

  async search(
    kind: GifKind,
    q: string,
    page: { offset: number; limit: number },
    rating: GifRating,
  ): Promise<TGifPage> {
    return presentPage(await this.call(`${kind}/search`, { q, ...page, rating, lang: 'en' }));
  }

  async categories(): Promise<TGifCategory[]> {
    return presentCategories(await this.call('gifs/categories', {}));
  }

  /** One GIF by id; 404 when GIPHY has none (or none on its media host). */
  async byId(id: string, rating: GifRating): Promise<GifItem> {
    const body = await this.call(`gifs/${encodeURIComponent(id)}`, { rating });
    const gif = presentGif(body.data);
    if (!gif) throw notFound(GIF_TEXT.notFound);
    return gif;
  }

  /** A cached answer, the answer of a call already under way, or a new call. */
  private async call(path: string, params: Params): Promise<Body> {
    const key = `${path}?${new URLSearchParams(sorted(params)).toString()}`;
    let outcome = this.cache.get(key);
    if (!outcome) {
      let pending = this.inFlight.get(key);
      if (!pending) {
        pending = this.fetchOutcome(path, params).then((o) => {
          this.cache.set(key, o, o.ok ? GIF_CACHE_MS : GIF_ERROR_CACHE_MS);
          return o;
        });
        pending.finally(() => this.inFlight.delete(key)).catch(() => undefined);
        this.inFlight.set(key, pending);
      }
      outcome = await pending;
    }
    if (!outcome.ok) throw outcome.error;
    return outcome.body;
  }

  private async fetchOutcome(path: string, params: Params): Promise<Outcome> {
    const query = new URLSearchParams({ ...stringify(params), api_key: this.opts.apiKey });
    let res: Response;
    try {
      res = await fetch(`${this.base}/${path}?${query.toString()}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? TIMEOUT_MS),
      });
    } catch {
      return { ok: false, error: upstreamFailed(GIF_TEXT.unreachable) };
    }
    if (res.status === 404) return { ok: false, error: notFound(GIF_TEXT.notFound) };
    if (!res.ok) return { ok: false, error: upstreamFailed(GIF_TEXT.failed(res.status)) };
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      return { ok: false, error: upstreamFailed(GIF_TEXT.shape) };
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return { ok: false, error: upstreamFailed(GIF_TEXT.shape) };
    const meta = (body as Body).meta;
    const responseId =
      meta && typeof meta === 'object' ? (meta as Record<string, unknown>).response_id : undefined;
    if (typeof responseId !== 'string' || responseId.trim() === '')
      return { ok: false, error: upstreamFailed(GIF_TEXT.synthetic) };
    return { ok: true, body: body as Body };
  }
}

const sorted = (params: Params): [string, string][] =>
  Object.entries(params)
    .map(([k, v]): [string, string] => [k, String(v)])
    .sort(([a], [b]) => a.localeCompare(b));

const stringify = (params: Params) => Object.fromEntries(sorted(params));
