import type { GifRating } from '@teamline/shared';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import type { Member } from '../../policies/index.js';
import { getMemoSettings } from '../settings/settings.service.js';
import { GIF_TEXT, type GifProxy } from './gif-proxy.js';

/** Calls one person may make in a minute (typing is debounced; a page of results is one call). */
export const GIF_CALLS_PER_MINUTE = 60;
export const GIF_RATE_TEXT = 'Too many GIF searches. Wait a moment and try again.';

/**
 * The proxy, or 404 when the server has no GIF_API_KEY: the feature is absent, as a route not
 * mounted (decisions.md, GIFs); the web does not offer the picker then (gifs/status).
 */
export function gifProxyOf(deps: Pick<AppDeps, 'gifs'>): GifProxy {
  if (!deps.gifs) throw notFound(GIF_TEXT.notConfigured);
  return deps.gifs;
}

/** Counts one call of the person (across their companies); 429 beyond GIF_CALLS_PER_MINUTE. */
export function limitGifCalls(deps: Pick<AppDeps, 'limiter'>, member: Member): void {
  deps.limiter.hit(`gifs:user:${member.userId}`, GIF_CALLS_PER_MINUTE, 60_000, { message: GIF_RATE_TEXT });
}

/** The company's rating (memo settings gif_rating; pg-13 until an admin changes it). */
export async function gifRatingOf(deps: Pick<AppDeps, 'db'>, member: Member): Promise<GifRating> {
  return (await getMemoSettings({ db: deps.db, companyId: member.companyId })).gif_rating;
}
