import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPlaceRoutes } from '../places/places.routes.js';
import { audienceKind } from './audience-kind.js';

/** /company/audience, /audiences and /audiences-list: the routes every kind of place has. */
export const audienceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPlaceRoutes(app, audienceKind);
};
