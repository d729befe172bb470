import {
  ZCompanyIdRequest,
  ZCompanyScoped,
  ZIdName,
  ZLocation,
  ZLocationCreateRequest,
  ZLocationOption,
  ZLocationsPage,
  ZLocationsQuery,
  ZLocationUpdateRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { pageInfo } from '../../http/paging.js';
import { authorize } from '../../policies/index.js';
import { presentIdName, presentLocation } from './locations.presenter.js';
import {
  countLocationEmployees,
  createLocation,
  deleteLocation,
  getLocation,
  listEmployeeLocations,
  listLiveLocations,
  listLocationsPage,
  updateLocation,
} from './locations.service.js';

const tags = ['locations'];

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/company/location',
    { schema: { tags, querystring: ZCompanyIdRequest, response: { 200: envelope(ZLocation) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'places.view');
      const row = await getLocation({ db, companyId: member.companyId, locationId: request.query.id });
      const counts = await countLocationEmployees({ db, companyId: member.companyId, locationIds: [row.id] });
      return ok(presentLocation(row, counts.get(row.id)));
    },
  );

  app.post(
    '/company/location',
    { schema: { tags, body: ZLocationCreateRequest, response: { 200: envelope(ZLocation) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'places.manage');
      const { name, timezone } = request.body;
      return ok(presentLocation(await createLocation({ db, companyId: member.companyId, name, timezone })));
    },
  );

  app.put(
    '/company/location',
    { schema: { tags, body: ZLocationUpdateRequest, response: { 200: envelope(ZLocation) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'places.manage');
      const { id, name, timezone } = request.body;
      const row = await updateLocation({ db, companyId: member.companyId, locationId: id, name, timezone });
      const counts = await countLocationEmployees({ db, companyId: member.companyId, locationIds: [row.id] });
      return ok(presentLocation(row, counts.get(row.id)));
    },
  );

  app.delete(
    '/company/location',
    { schema: { tags, body: ZCompanyIdRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'places.manage');
      await deleteLocation({ db, companyId: member.companyId, locationId: request.body.id });
      return ok(null, ['location_deleted']);
    },
  );

  app.get(
    '/locations',
    {
      schema: {
        tags,
        summary: 'Live locations, paged, searched by name, with employee counts',
        querystring: ZLocationsQuery,
        response: { 200: envelope(ZLocationsPage) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'places.view');
      const query = request.query;
      const { rows, total } = await listLocationsPage({ db, companyId: member.companyId, query });
      const counts = await countLocationEmployees({
        db,
        companyId: member.companyId,
        locationIds: rows.map((r) => r.id),
      });
      return ok({
        locations: rows.map((r) => presentLocation(r, counts.get(r.id))),
        ...pageInfo({ total, page: query.page, perPage: query.per_page }),
        sort_by: query.sort_by,
        sort_direction: query.sort_direction,
        terms: query.terms,
      });
    },
  );

  app.get(
    '/locations-list',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZIdName)) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'company.view');
      return ok((await listLiveLocations({ db, companyId: member.companyId })).map(presentIdName));
    },
  );

  app.get(
    '/employee-locations',
    {
      schema: {
        tags,
        summary: "The caller's own locations; management gets every live location",
        querystring: ZCompanyScoped,
        response: { 200: envelope(z.array(ZLocationOption)) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'company.view');
      const rows = await listEmployeeLocations({ db, member });
      return ok(rows.map((r) => ({ id: r.id, name: r.name, timezone: r.timezone })));
    },
  );
};
