import {
  ZAudience,
  ZCompanyScoped,
  ZEmailAlerts,
  ZEmailAlertsRequest,
  ZFlag,
  ZFlagsRequest,
  ZLocation,
  ZMemoSettings,
  ZMemoSettingsRequest,
  ZSettingsEmployee,
  ZSettingsEmployeesQuery,
  ZTag,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { audienceKind } from '../audiences/audience-kind.js';
import { locationKind } from '../locations/location-kind.js';
import { presentCountedPlaces } from '../places/places.presenter.js';
import { listCountedPlaces } from '../places/places.service.js';
import { presentTag } from '../tags/tags.presenter.js';
import { listTags } from '../tags/tags.service.js';
import { presentSettingsEmployees } from './settings.presenter.js';
import {
  getEmailAlerts,
  getMemoSettings,
  listSettingsEmployees,
  saveEmailAlerts,
  saveMemoSettings,
  setCompanyFlags,
} from './settings.service.js';

const tags = ['settings'];
const ADMIN = { action: 'settings.manage' } as const;

/** Settings › (spec §2 settings/*, §7 Company settings). Admins only, except settings/employees and memo defaults. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/settings/locations',
    {
      config: { company: 'query', ...ADMIN },
      schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZLocation)) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      const counted = await listCountedPlaces({ db, kind: locationKind, companyId });
      return ok(presentCountedPlaces(locationKind, counted));
    },
  );

  app.get(
    '/settings/audiences',
    {
      config: { company: 'query', ...ADMIN },
      schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZAudience)) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      const counted = await listCountedPlaces({ db, kind: audienceKind, companyId });
      return ok(presentCountedPlaces(audienceKind, counted));
    },
  );

  app.get(
    '/settings/tags',
    {
      config: { company: 'query', ...ADMIN },
      schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZTag)) } },
    },
    async (request) => ok((await listTags({ db, companyId: memberOf(request).companyId })).map(presentTag)),
  );

  app.get(
    '/settings/employees',
    {
      config: { company: 'query', action: 'company.view' },
      schema: {
        tags,
        summary:
          "Management: active or inactive employees; an employee gets the company's own list (id, name)",
        querystring: ZSettingsEmployeesQuery,
        response: { 200: envelope(z.array(ZSettingsEmployee)) },
      },
    },
    async (request) => {
      const list = await listSettingsEmployees({
        db,
        member: memberOf(request),
        active: request.query.active,
      });
      return ok(presentSettingsEmployees(list));
    },
  );

  app.post(
    '/settings/flags',
    {
      config: { company: 'body', ...ADMIN },
      schema: { tags, body: ZFlagsRequest, response: { 200: envelope(z.array(ZFlag)) } },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      return ok(await setCompanyFlags({ db, companyId, flags: request.body.flags }));
    },
  );

  app.get(
    '/settings/memos',
    {
      // Managers compose memos too: they read the defaults a new memo starts from (decisions.md).
      config: { company: 'query', action: 'memos.manage' },
      schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(ZMemoSettings) } },
    },
    async (request) => ok(await getMemoSettings({ db, companyId: memberOf(request).companyId })),
  );

  app.post(
    '/settings/memos',
    {
      config: { company: 'body', ...ADMIN },
      schema: { tags, body: ZMemoSettingsRequest, response: { 200: envelope(ZMemoSettings) } },
    },
    async (request) => {
      const { company_id: _, ...changes } = request.body;
      return ok(await saveMemoSettings({ db, companyId: memberOf(request).companyId, changes }));
    },
  );

  app.get(
    '/settings/email-alerts',
    {
      config: { company: 'query', ...ADMIN },
      schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(ZEmailAlerts) } },
    },
    async (request) => ok(await getEmailAlerts({ db, companyId: memberOf(request).companyId })),
  );

  app.post(
    '/settings/email-alerts',
    {
      config: { company: 'body', ...ADMIN },
      schema: { tags, body: ZEmailAlertsRequest, response: { 200: envelope(ZEmailAlerts) } },
    },
    async (request) => {
      const { company_id: _, ...changes } = request.body;
      return ok(await saveEmailAlerts({ db, companyId: memberOf(request).companyId, changes }));
    },
  );
};
