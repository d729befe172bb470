import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { formCalls, newForm, newResponse } from '../../../test/forms.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { upload } from '../../../test/uploads.js';

/**
 * Every forms route by role (decisions.md, Forms): management's routes refuse an employee with
 * 403; the answering routes take every role. Each role asks about records it may reach, so
 * anything but 403 here is the route's own answer.
 */

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const F = formCalls(app, C.companyId);

type Who = 'admin' | 'manager' | 'employee';
const tokenOf = (who: Who) =>
  ({ admin: C.adminToken, manager: C.manager.token, employee: C.north1.token })[who];
const roleOf: Record<Who, Role> = { admin: 'admin', manager: 'manager', employee: 'employee' };

/** A fresh form of the manager's, to North, answered by North1 (so every role reaches it). */
async function scene() {
  const form = await newForm(app, C.companyId, C.manager.token, { location_ids: [C.north.id] });
  const response = await newResponse(app, C.companyId, C.north1.token, form.id);
  const template = await F.post<{ id: number }>('createTemplate', C.manager.token, {
    name: 'T',
    fields: [{ key: 'a', type: 'text', label: 'A' }],
  });
  return { form, response, templateId: template.body.data.content.id };
}

type Scene = Awaited<ReturnType<typeof scene>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ROUTES: [Method, string, 'manage' | 'respond', (s: Scene) => Record<string, unknown>][] = [
  ['GET', 'listTemplates', 'manage', () => ({})],
  [
    'POST',
    'createTemplate',
    'manage',
    () => ({ name: 'T', fields: [{ key: 'a', type: 'text', label: 'A' }] }),
  ],
  ['PUT', 'updateTemplate', 'manage', (s) => ({ id: s.templateId, name: 'T2' })],
  ['DELETE', 'deleteTemplate', 'manage', (s) => ({ id: s.templateId })],
  ['GET', 'list', 'respond', () => ({})],
  ['GET', 'get', 'respond', (s) => ({ id: s.form.id })],
  [
    'POST',
    'create',
    'manage',
    () => ({ name: 'F', template_key: 'incident_report', location_ids: [C.north.id] }),
  ],
  ['PUT', 'update', 'manage', (s) => ({ id: s.form.id, name: 'F2' })],
  ['PUT', 'close', 'manage', (s) => ({ id: s.form.id })],
  ['DELETE', 'delete', 'manage', (s) => ({ id: s.form.id })],
  ['GET', 'getResponse', 'respond', (s) => ({ id: s.response.id })],
  ['POST', 'createResponse', 'respond', (s) => ({ form_id: s.form.id, response: { what: 'x' } })],
  ['GET', 'myResponses', 'respond', (s) => ({ form_id: s.form.id })],
  ['GET', 'listResponses', 'manage', (s) => ({ form_id: s.form.id })],
  ['GET', 'exportResponses', 'manage', (s) => ({ form_id: s.form.id })],
  ['POST', 'emailResponse', 'manage', (s) => ({ form_response_id: s.response.id, email: 'x@example.test' })],
];
const CASES = ROUTES.flatMap(([method, path, kind, input]) =>
  (['admin', 'manager', 'employee'] as const).map((who) => ({ method, path, kind, input, who })),
);

describe('forms routes by role', () => {
  it.each(CASES)('$method forms/$path as $who ($kind)', async ({ method, path, kind, input, who }) => {
    const s = await scene();
    const body = { company_id: C.companyId, ...input(s) };
    const res = await call(app, method, `/api/forms/${path}`, {
      token: tokenOf(who),
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) }
        : { body }),
    });
    const refused = kind === 'manage' && roleOf[who] === 'employee';
    if (refused) expect(res.status).toBe(403);
    else expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it.each(['admin', 'manager', 'employee'] as const)('POST forms/uploadFile as %s', async (who) => {
    const s = await scene();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await upload(app, '/api/forms/uploadFile', {
      token: tokenOf(who),
      fields: { company_id: String(C.companyId), id: String(s.form.id) },
      file: { name: 'p.png', content: png },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('updateResponse and deleteResponse: the author only (management reads, is refused with 403)', async () => {
    for (const who of ['admin', 'manager', 'employee'] as const) {
      const s = await scene();
      const body = { id: s.response.id, response: { what: 'edited' } };
      const edit = await F.put('updateResponse', tokenOf(who), body);
      const del = await F.del('deleteResponse', tokenOf(who), { id: s.response.id });
      expect([who, edit.status, del.status]).toEqual([
        who,
        who === 'employee' ? 200 : 403,
        who === 'employee' ? 200 : 403,
      ]);
    }
  });

  it('reopen is management’s', async () => {
    const s = await scene();
    await F.put('close', C.adminToken, { id: s.form.id });
    expect((await F.put('reopen', C.north1.token, { id: s.form.id })).status).toBe(403);
    expect((await F.put('reopen', C.manager.token, { id: s.form.id })).status).toBe(200);
  });
});
