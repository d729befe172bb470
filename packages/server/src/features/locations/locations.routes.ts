import { ZCompanyScoped, ZLocationOption } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { registerPlaceRoutes } from '../places/places.routes.js';
import { locationKind } from './location-kind.js';
import { presentLocationOption } from './locations.presenter.js';
import { listOwnLocations } from './locations.service.js';

/** /company/location, /locations and /locations-list like every place, and the caller's own locations. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  registerPlaceRoutes(app, locationKind);

  app.get(
    '/employee-locations',
    {
      config: { company: 'query', action: 'company.view' },
      schema: {
        tags: ['locations'],
        summary: "The caller's own locations; management gets every live location",
        querystring: ZCompanyScoped,
        response: { 200: envelope(z.array(ZLocationOption)) },
      },
    },
    async (request) => {
      const rows = await listOwnLocations({ db, member: memberOf(request) });
      return ok(rows.map(presentLocationOption));
    },
  );
};
