import {
  ZPackage,
  ZPackageCreateRequest,
  ZPackageIdRequest,
  ZPackagesPage,
  ZPackagesQuery,
  ZPackageTemplateAddRequest,
  ZPackageTemplateRemoveRequest,
  ZPackageTemplatesPage,
  ZPackageTemplatesQuery,
  ZPackageTemplateUpdateRequest,
  ZPackageUpdateRequest,
  ZPackageUseRequest,
  ZTemplateSend,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemoTemplatePackageRow } from '../../db/schema-templates.js';
import { envelope, ok } from '../../http/envelope.js';
import { memberOf } from '../../http/guard.js';
import type { Member } from '../../policies/member.js';
import { presentSend } from '../memo-template-sends/memo-template-sends.presenter.js';
import { loadSendPage } from '../memo-template-sends/send-page.js';
import { presentPackage, presentPackagesPaging } from './memo-template-packages.presenter.js';
import {
  createPackage,
  deletePackage,
  findPackage,
  updatePackage,
} from './memo-template-packages.service.js';
import { listPackages, listPackageTemplates } from './package-lists.js';
import { loadPackagePage } from './package-page.js';
import { addStep, removeStep, updateStep } from './package-steps.js';
import { usePackage } from './package-use.js';

const tags = ['memo-template-packages'];
const manage = { action: 'memo_template_packages.manage' } as const;
const one = { 200: envelope(ZPackage) };
const P = '/memo-template-packages';

/**
 * Spec §7 Memo template packages (docs/decisions.md, Template packages): ordered sequences of
 * templates with day offsets — list, create, rename, edit the steps, delete, and use: one
 * template send whose memos go out at their offsets.
 */
export const memoTemplatePackageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime, storage } = app.deps;

  const present = async (member: Member, row: MemoTemplatePackageRow) =>
    presentPackage(row, await loadPackagePage({ db, member, rows: [row] }));

  app.post(
    `${P}/list`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: "The company's packages, each with its steps (terms: contains on the name)",
        body: ZPackagesQuery,
        response: { 200: envelope(ZPackagesPage) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const query = request.body;
      const { rows, total } = await listPackages({ db, member, query });
      const page = await loadPackagePage({ db, member, rows });
      return ok({
        memo_template_packages: rows.map((r) => presentPackage(r, page)),
        ...presentPackagesPaging({ query, total }),
      });
    },
  );

  app.post(
    `${P}/list-templates`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'The templates the package may add (live ones), each with how often the package has it',
        body: ZPackageTemplatesQuery,
        response: { 200: envelope(ZPackageTemplatesPage) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const pkg = await findPackage({ db, member, id: request.body.id });
      return ok(await listPackageTemplates({ db, member, packageId: pkg.id, query: request.body }));
    },
  );

  app.get(
    `${P}/get`,
    {
      config: { company: 'query', ...manage },
      schema: {
        tags,
        summary: 'A package with its timeline of steps',
        querystring: ZPackageIdRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(await present(member, await findPackage({ db, member, id: request.query.id })));
    },
  );

  app.post(
    `${P}/create`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary: 'A package, with its first templates when sent (steps: template_id, day_offset, time)',
        body: ZPackageCreateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      return ok(await present(member, await createPackage({ db, member, input: request.body })));
    },
  );

  app.put(
    `${P}/update`,
    {
      config: { company: 'body', ...manage },
      schema: { tags, summary: 'Renames or describes a package', body: ZPackageUpdateRequest, response: one },
    },
    async (request) => {
      const member = memberOf(request);
      const pkg = await findPackage({ db, member, id: request.body.id });
      return ok(await present(member, await updatePackage({ db, member, pkg, input: request.body })));
    },
  );

  app.delete(
    `${P}/delete`,
    {
      config: { company: 'body', ...manage },
      schema: { tags, body: ZPackageIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const member = memberOf(request);
      await deletePackage({ db, member, pkg: await findPackage({ db, member, id: request.body.id }) });
      return ok(null, ['memo_template_package_deleted']);
    },
  );

  app.put(
    `${P}/template`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: 'Adds a template on a day offset (at a time; last of its day unless position)',
        body: ZPackageTemplateAddRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const pkg = await findPackage({ db, member, id: request.body.id });
      return ok(await present(member, await addStep({ db, member, pkg, input: request.body })));
    },
  );

  app.put(
    `${P}/template/update`,
    {
      config: { company: 'body', ...manage },
      schema: {
        tags,
        summary: "A step's day offset, time or place within its day",
        body: ZPackageTemplateUpdateRequest,
        response: one,
      },
    },
    async (request) => {
      const member = memberOf(request);
      const pkg = await findPackage({ db, member, id: request.body.id });
      return ok(await present(member, await updateStep({ db, member, pkg, input: request.body })));
    },
  );

  app.delete(
    `${P}/template`,
    {
      config: { company: 'body', ...manage },
      schema: { tags, summary: 'Removes a step', body: ZPackageTemplateRemoveRequest, response: one },
    },
    async (request) => {
      const member = memberOf(request);
      const pkg = await findPackage({ db, member, id: request.body.id });
      return ok(await present(member, await removeStep({ db, member, pkg, stepId: request.body.step_id })));
    },
  );

  app.post(
    `${P}/use`,
    {
      config: { company: 'body', ...manage, idempotent: true },
      schema: {
        tags,
        summary:
          'Applies the package to recipients from start_date: one published template send, its memos scheduled at their offsets',
        body: ZPackageUseRequest,
        response: { 200: envelope(ZTemplateSend) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const pkg = await findPackage({ db, member, id: request.body.id });
      const send = await usePackage({
        db,
        realtime,
        storage,
        member,
        pkg,
        input: request.body,
        log: (err, key) => request.log.warn({ err, key }, 'a stored file could not be removed'),
      });
      return ok(presentSend(send, await loadSendPage({ db, member, rows: [send] })));
    },
  );
};
