import {
  ZAudience,
  ZCompanyScoped,
  ZCompanySummary,
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
import { toBool } from '../../db/index.js';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize, isManagement } from '../../policies/index.js';
import { presentAudience } from '../audiences/audiences.presenter.js';
import { countAudienceEmployees, listLiveAudiences } from '../audiences/audiences.service.js';
import { presentLocation } from '../locations/locations.presenter.js';
import { countLocationEmployees, listLiveLocations } from '../locations/locations.service.js';
import { presentTag } from '../tags/tags.presenter.js';
import { listTags } from '../tags/tags.service.js';
import { listUserCompanies } from '../users/users.service.js';
import {
  getEmailAlerts,
  getMemoSettings,
  listSettingsEmployees,
  saveEmailAlerts,
  saveMemoSettings,
  setCompanyFlags,
} from './settings.service.js';

const tags = ['settings'];

/** Settings › (spec §2 settings/*, §7 Company settings). Admins only, except settings/employees and me. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const admin = async (userId: number, companyId: number) => {
    const { member } = await loadMembership(db, userId, companyId);
    authorize(member, 'settings.manage');
    return member;
  };

  app.get(
    '/settings/locations',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZLocation)) } } },
    async (request) => {
      const { companyId } = await admin(currentUser(request).id, request.query.company_id);
      const rows = await listLiveLocations({ db, companyId });
      const counts = await countLocationEmployees({ db, companyId, locationIds: rows.map((r) => r.id) });
      return ok(rows.map((r) => presentLocation(r, counts.get(r.id))));
    },
  );

  app.get(
    '/settings/audiences',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZAudience)) } } },
    async (request) => {
      const { companyId } = await admin(currentUser(request).id, request.query.company_id);
      const rows = await listLiveAudiences({ db, companyId });
      const counts = await countAudienceEmployees({ db, companyId, audienceIds: rows.map((r) => r.id) });
      return ok(rows.map((r) => presentAudience(r, counts.get(r.id))));
    },
  );

  app.get(
    '/settings/tags',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZTag)) } } },
    async (request) => {
      const { companyId } = await admin(currentUser(request).id, request.query.company_id);
      return ok((await listTags({ db, companyId })).map(presentTag));
    },
  );

  app.get(
    '/settings/employees',
    {
      schema: {
        tags,
        summary:
          "Management: active or inactive employees; an employee gets the company's own list (id, name)",
        querystring: ZSettingsEmployeesQuery,
        response: { 200: envelope(z.array(ZSettingsEmployee)) },
      },
    },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'company.view');
      if (!isManagement(member)) {
        const rows = await listSettingsEmployees({ db, companyId: member.companyId, isActive: true });
        return ok(rows.map((r) => ({ id: r.id, name: r.name })));
      }
      const isActive = request.query.active === 'yes';
      const rows = await listSettingsEmployees({ db, companyId: member.companyId, isActive });
      return ok(rows.map((r) => ({ ...r, is_active: toBool(r.is_active) })));
    },
  );

  app.post(
    '/settings/flags',
    { schema: { tags, body: ZFlagsRequest, response: { 200: envelope(z.array(ZFlag)) } } },
    async (request) => {
      const { companyId } = await admin(currentUser(request).id, request.body.company_id);
      return ok(await setCompanyFlags({ db, companyId, flags: request.body.flags }));
    },
  );

  app.get(
    '/settings/memos',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(ZMemoSettings) } } },
    async (request) => {
      // Managers compose memos too: they read the defaults a new memo starts from (decisions.md).
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'memos.manage');
      return ok(await getMemoSettings({ db, companyId: member.companyId }));
    },
  );

  app.post(
    '/settings/memos',
    { schema: { tags, body: ZMemoSettingsRequest, response: { 200: envelope(ZMemoSettings) } } },
    async (request) => {
      const { company_id, ...changes } = request.body;
      const { companyId } = await admin(currentUser(request).id, company_id);
      return ok(await saveMemoSettings({ db, companyId, changes }));
    },
  );

  app.get(
    '/settings/email-alerts',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(ZEmailAlerts) } } },
    async (request) => {
      const { companyId } = await admin(currentUser(request).id, request.query.company_id);
      return ok(await getEmailAlerts({ db, companyId }));
    },
  );

  app.post(
    '/settings/email-alerts',
    { schema: { tags, body: ZEmailAlertsRequest, response: { 200: envelope(ZEmailAlerts) } } },
    async (request) => {
      const { company_id, ...changes } = request.body;
      const { companyId } = await admin(currentUser(request).id, company_id);
      return ok(await saveEmailAlerts({ db, companyId, changes }));
    },
  );

  app.get(
    '/settings/me',
    {
      schema: {
        tags,
        summary: "The caller's companies with their role in each",
        response: { 200: envelope(z.array(ZCompanySummary)) },
      },
    },
    async (request) => ok(await listUserCompanies(db, currentUser(request).id)),
  );
};
