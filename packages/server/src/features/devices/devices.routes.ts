import { ZCompanyIdRequest, ZCompanyScoped, ZDevice, ZDeviceRenameRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { loadMembership } from '../../http/company-scope.js';
import { envelope, ok } from '../../http/envelope.js';
import { authorize } from '../../policies/index.js';
import { presentDevice } from './devices.presenter.js';
import { listDevices, removeDevice, renameDevice } from './devices.service.js';

const tags = ['devices'];

/** Devices the company's people use (Settings › Devices): list, rename, remove. Admins only. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/company/devices',
    { schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZDevice)) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.query.company_id);
      authorize(member, 'devices.manage');
      return ok((await listDevices({ db, companyId: member.companyId })).map(presentDevice));
    },
  );

  app.put(
    '/company/device',
    { schema: { tags, body: ZDeviceRenameRequest, response: { 200: envelope(ZDevice) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'devices.manage');
      const { id, name } = request.body;
      return ok(presentDevice(await renameDevice({ db, companyId: member.companyId, deviceId: id, name })));
    },
  );

  app.delete(
    '/company/device',
    { schema: { tags, body: ZCompanyIdRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const { member } = await loadMembership(db, currentUser(request).id, request.body.company_id);
      authorize(member, 'devices.manage');
      await removeDevice({ db, companyId: member.companyId, deviceId: request.body.id });
      return ok(null, ['device_deleted']);
    },
  );
};
