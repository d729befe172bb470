import {
  ZCompanyScoped,
  ZFranchiseAddRequest,
  ZFranchiseLocations,
  ZFranchisePreview,
  ZFranchiseRemoveRequest,
  ZFranchiseRun,
  ZFranchiseStartResponse,
  ZFranchiseStatus,
  ZFranchiseTokenRequest,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { clearConnection, saveToken, settingsOf, startConnect } from './franchise-connection.js';
import {
  addLocation,
  franchiseLocations,
  franchiseStatus,
  removeLocation,
} from './franchise-locations.service.js';
import { listRuns, previewSync, queueRun } from './franchise-sync.js';

const tags = ['integration'];
const ADMIN = { action: 'franchise.manage' } as const;

/**
 * The franchise location directory (spec §7 "Integration"; docs/integrations.md): admins only.
 * Reads are GET with company_id in the query; every change is a POST company/integration/… call.
 */
export const franchiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/company/integration',
    {
      config: { company: 'query', ...ADMIN },
      schema: {
        tags,
        summary: 'Whether the directory is configured and connected, and the last sync',
        querystring: ZCompanyScoped,
        response: { 200: envelope(ZFranchiseStatus) },
      },
    },
    async (request) => ok(await franchiseStatus(deps, memberOf(request).companyId)),
  );

  app.post(
    '/company/integration/start',
    {
      config: { company: 'body', ...ADMIN },
      schema: {
        tags,
        summary: 'Setup mode: a one-use state and the directory authorize URL to go to',
        body: ZCompanyScoped,
        response: { 200: envelope(ZFranchiseStartResponse) },
      },
    },
    async (request) => ok(await startConnect(deps, memberOf(request))),
  );

  app.post(
    '/company/integration/token',
    {
      config: { company: 'body', ...ADMIN },
      schema: {
        tags,
        summary: 'The callback: checks the state, exchanges the code, saves the token sealed',
        body: ZFranchiseTokenRequest,
        response: { 200: envelope(ZFranchiseStatus) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await saveToken(deps, member, request.body);
      return ok(await franchiseStatus(deps, member.companyId));
    },
  );

  app.post(
    '/company/integration/clear',
    {
      config: { company: 'body', ...ADMIN },
      schema: {
        tags,
        summary: 'Disconnects the directory and stops syncing; the people stay',
        body: ZCompanyScoped,
        response: { 200: envelope(ZFranchiseStatus) },
      },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      await clearConnection(deps.db, companyId);
      return ok(await franchiseStatus(deps, companyId));
    },
  );

  app.get(
    '/company/integration/locations',
    {
      config: { company: 'query', ...ADMIN },
      schema: {
        tags,
        summary: "The directory's locations beside the company's",
        querystring: ZCompanyScoped,
        response: { 200: envelope(ZFranchiseLocations) },
      },
    },
    async (request) => {
      settingsOf(deps);
      return ok(await franchiseLocations(deps, memberOf(request).companyId));
    },
  );

  app.post(
    '/company/integration/locations/add',
    {
      config: { company: 'body', ...ADMIN },
      schema: {
        tags,
        summary: 'Adds a directory location to the sync (into a company location, or a new one)',
        body: ZFranchiseAddRequest,
        response: { 200: envelope(ZFranchiseLocations) },
      },
    },
    async (request) => ok(await addLocation(deps, memberOf(request), request.body)),
  );

  app.post(
    '/company/integration/locations/remove',
    {
      config: { company: 'body', ...ADMIN },
      schema: {
        tags,
        summary: 'Takes a directory location out of the sync; its people stay',
        body: ZFranchiseRemoveRequest,
        response: { 200: envelope(ZFranchiseLocations) },
      },
    },
    async (request) => ok(await removeLocation(deps, memberOf(request), request.body.ext_id)),
  );

  app.post(
    '/company/integration/location-members',
    {
      config: { company: 'body', ...ADMIN },
      schema: {
        tags,
        summary: "The synced locations' members and what a sync would do with each (changes nothing)",
        body: ZCompanyScoped,
        response: { 200: envelope(ZFranchisePreview) },
      },
    },
    async (request) => ok(await previewSync(deps, memberOf(request).companyId)),
  );

  app.post(
    '/company/integration/sync',
    {
      config: { company: 'body', ...ADMIN },
      schema: {
        tags,
        summary: 'Starts a sync now (or answers the one already under way)',
        body: ZCompanyScoped,
        response: { 200: envelope(ZFranchiseRun) },
      },
    },
    async (request) => ok(await queueRun(deps, memberOf(request).companyId, 'manual')),
  );

  app.get(
    '/company/integration/runs',
    {
      config: { company: 'query', ...ADMIN },
      schema: {
        tags,
        summary: 'The last syncs, newest first, with their progress and counts',
        querystring: ZCompanyScoped,
        response: { 200: envelope(z.array(ZFranchiseRun)) },
      },
    },
    async (request) => ok(await listRuns(deps.db, memberOf(request).companyId)),
  );
};
