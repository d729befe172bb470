import { ZCompanyIdRequest, ZCompanyScoped, ZDevice, ZDeviceRenameRequest } from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import { presentDevice } from './devices.presenter.js';
import { listDevices, removeDevice, renameDevice } from './devices.service.js';

const tags = ['devices'];

/** Devices the company's people use (Settings › Devices): list, rename, remove. Admins only. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/company/devices',
    {
      config: { company: 'query', action: 'devices.manage' },
      schema: { tags, querystring: ZCompanyScoped, response: { 200: envelope(z.array(ZDevice)) } },
    },
    async (request) =>
      ok((await listDevices({ db, companyId: memberOf(request).companyId })).map(presentDevice)),
  );

  app.put(
    '/company/device',
    {
      config: { company: 'body', action: 'devices.manage' },
      schema: { tags, body: ZDeviceRenameRequest, response: { 200: envelope(ZDevice) } },
    },
    async (request) => {
      const { id, name } = request.body;
      const { companyId } = memberOf(request);
      return ok(presentDevice(await renameDevice({ db, companyId, deviceId: id, name })));
    },
  );

  app.delete(
    '/company/device',
    {
      config: { company: 'body', action: 'devices.manage' },
      schema: { tags, body: ZCompanyIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await removeDevice({ db, companyId: memberOf(request).companyId, deviceId: request.body.id });
      return ok(null, ['device_deleted']);
    },
  );
};
