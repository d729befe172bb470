import {
  ZCompanyScoped,
  ZGifCategory,
  ZGifIdParams,
  ZGifItem,
  ZGifPage,
  ZGifSearchQuery,
  ZGifStatus,
  ZGifTrendingQuery,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { gifProxyOf, gifRatingOf, limitGifCalls } from './gifs.service.js';

const tags = ['gifs'];
const USE = { company: 'query', action: 'gifs.use' } as const;

/**
 * GET gifs/... (spec §7 GIF search service; decisions.md, GIFs): the server's proxy of a
 * GIPHY-compatible API for company members. Searches use the company's rating (memo settings
 * `gif_rating`, pg-13 by default). Without GIF_API_KEY, status says so and the others answer 404.
 */
export const gifRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/gifs/status',
    {
      config: USE,
      schema: {
        tags,
        summary: 'Whether GIF search is available, and the rating it uses',
        querystring: ZCompanyScoped,
        response: { 200: envelope(ZGifStatus) },
      },
    },
    async (request) => {
      return ok({ available: deps.gifs !== null, rating: await gifRatingOf(deps, memberOf(request)) });
    },
  );

  app.get(
    '/gifs/trending',
    {
      config: USE,
      schema: {
        tags,
        summary: 'Trending GIFs (or stickers: kind=stickers)',
        querystring: ZGifTrendingQuery,
        response: { 200: envelope(ZGifPage) },
      },
    },
    async (request) => {
      const proxy = gifProxyOf(deps);
      const member = memberOf(request);
      limitGifCalls(deps, member);
      const { kind, offset, limit } = request.query;
      return ok(await proxy.trending(kind, { offset, limit }, await gifRatingOf(deps, member)));
    },
  );

  app.get(
    '/gifs/search',
    {
      config: USE,
      schema: {
        tags,
        summary: 'GIFs (or stickers: kind=stickers) matching q',
        querystring: ZGifSearchQuery,
        response: { 200: envelope(ZGifPage) },
      },
    },
    async (request) => {
      const proxy = gifProxyOf(deps);
      const member = memberOf(request);
      limitGifCalls(deps, member);
      const { kind, q, offset, limit } = request.query;
      return ok(await proxy.search(kind, q, { offset, limit }, await gifRatingOf(deps, member)));
    },
  );

  app.get(
    '/gifs/categories',
    {
      config: USE,
      schema: {
        tags,
        summary: 'GIF categories (each with a sample GIF)',
        querystring: ZCompanyScoped,
        response: { 200: envelope(z.array(ZGifCategory)) },
      },
    },
    async (request) => {
      const proxy = gifProxyOf(deps);
      limitGifCalls(deps, memberOf(request));
      return ok(await proxy.categories());
    },
  );

  app.get(
    '/gifs/:id',
    {
      config: USE,
      schema: {
        tags,
        summary: 'One GIF by id',
        params: ZGifIdParams,
        querystring: ZCompanyScoped,
        response: { 200: envelope(ZGifItem) },
      },
    },
    async (request) => {
      const proxy = gifProxyOf(deps);
      const member = memberOf(request);
      limitGifCalls(deps, member);
      return ok(await proxy.byId(request.params.id, await gifRatingOf(deps, member)));
    },
  );
};
