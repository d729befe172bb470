import { ZCompanyIdRequest, ZCompanyScoped, ZIdName } from '@teamline/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { pageInfo } from '../../http/paging.js';
import type { PlaceInput, PlaceKind, PlaceTable } from './place-kind.js';
import { presentCountedPlace, presentCountedPlaces, presentIdName } from './places.presenter.js';
import {
  createPlace,
  deletePlace,
  getCountedPlace,
  listLivePlaces,
  listPlacesPage,
  updatePlace,
} from './places.service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
// The type provider cannot see through a kind's generic schemas: the bodies are typed by the kind.
type CreateBody<Input> = { company_id: number } & Input;
type UpdateBody<Input> = { company_id: number; id: number } & Partial<Input>;

/**
 * The routes of one kind of place (spec §7 Locations, Audiences), the same for every kind:
 * `/company/<one>` to read (management), create, update and delete (admins); `/<many>`, the
 * paged list (management); `/<many>-list`, every member's picker.
 */
export function registerPlaceRoutes<T extends PlaceTable, Item, Input extends PlaceInput>(
  app: App,
  kind: PlaceKind<T, Item, Input>,
): void {
  const { db } = app.deps;
  const tags = [kind.many];
  const scope = (request: FastifyRequest) => ({ db, kind, companyId: memberOf(request).companyId });

  app.get(
    `/company/${kind.one}`,
    {
      config: { company: 'query', action: 'places.view' },
      schema: { tags, querystring: ZCompanyIdRequest, response: { 200: envelope(kind.schemas.item) } },
    },
    async (request) => {
      const counted = await getCountedPlace({ ...scope(request), id: request.query.id });
      return ok(presentCountedPlace(kind, counted));
    },
  );

  app.post(
    `/company/${kind.one}`,
    {
      config: { company: 'body', action: 'places.manage', idempotent: true },
      schema: { tags, body: kind.schemas.create, response: { 200: envelope(kind.schemas.item) } },
    },
    async (request) => {
      const { company_id: _, ...input } = request.body as CreateBody<Input>;
      return ok(kind.present(await createPlace({ ...scope(request), input })));
    },
  );

  app.put(
    `/company/${kind.one}`,
    {
      config: { company: 'body', action: 'places.manage' },
      schema: { tags, body: kind.schemas.update, response: { 200: envelope(kind.schemas.item) } },
    },
    async (request) => {
      const { company_id: _, id, ...input } = request.body as UpdateBody<Input>;
      return ok(presentCountedPlace(kind, await updatePlace({ ...scope(request), id, input })));
    },
  );

  app.delete(
    `/company/${kind.one}`,
    {
      config: { company: 'body', action: 'places.manage' },
      schema: { tags, body: ZCompanyIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deletePlace({ ...scope(request), id: request.body.id });
      return ok(null, [`${kind.one}_deleted`]);
    },
  );

  app.get(
    `/${kind.many}`,
    {
      config: { company: 'query', action: 'places.view' },
      schema: {
        tags,
        summary: `Live ${kind.many}, paged, searched by name, with employee counts`,
        querystring: kind.schemas.query,
        response: { 200: envelope(kind.schemas.page) },
      },
    },
    async (request) => {
      const { query } = request;
      const counted = await listPlacesPage({ ...scope(request), query });
      return ok({
        [kind.many]: presentCountedPlaces(kind, counted),
        ...pageInfo({ total: counted.total, page: query.page, perPage: query.per_page }),
        sort_by: query.sort_by,
        sort_direction: query.sort_direction,
        terms: query.terms,
      });
    },
  );

  app.get(
    `/${kind.many}-list`,
    {
      config: { company: 'query', action: 'company.view' },
      schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZIdName)) } },
    },
    async (request) => ok((await listLivePlaces(scope(request))).map(presentIdName)),
  );
}
