import type { TMemo, TMemoDetail, TTemplateSendDetail } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { newTemplate } from '../../../test/templates.js';
import { loadMemoPage } from '../memos/memo-page.js';

const { app, db } = await buildTestApp();

const getMemo = (companyId: number, token: string, id: number) =>
  call<TMemoDetail>(app, 'GET', '/api/memos/get', {
    token,
    query: { company_id: String(companyId), id: String(id) },
  });

describe('a memo names the template and the template send it came from', () => {
  it('template_id and template_send_id, with the names the caller may open', async () => {
    const c = await buildMemoCompany(db);
    const admin = await buildMember(db, c.companyId, 'admin');
    const template = await newTemplate(app, c.companyId, c.manager.token, { title: 'Holiday hours' });

    // memo-templates/use: a draft from the template.
    const used = await call<TMemo>(app, 'POST', '/api/memo-templates/use', {
      token: c.manager.token,
      body: { company_id: c.companyId, id: template.id },
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.data.content).toMatchObject({
      template_id: template.id,
      template_send_id: null,
      template: { id: template.id, title: 'Holiday hours' },
      template_send: null,
    });

    // A send's memo: both, to its creator and to an admin.
    const created = await call<TTemplateSendDetail>(app, 'POST', '/api/memo-template-sends/create', {
      token: c.manager.token,
      body: {
        company_id: c.companyId,
        name: 'Holiday week',
        template_ids: [template.id],
        location_ids: [c.north.id],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const send = created.body.data.content;
    const memoId = send.memos[0]?.id ?? 0;
    expect(send.memos[0]).toMatchObject({
      template_id: template.id,
      template_send_id: send.id,
      template_send: { id: send.id, name: 'Holiday week' },
    });
    for (const token of [c.manager.token, admin.token]) {
      const res = await getMemo(c.companyId, token, memoId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.content).toMatchObject({
        template_id: template.id,
        template_send_id: send.id,
        template: { id: template.id, title: 'Holiday hours' },
        template_send: { id: send.id, name: 'Holiday week' },
      });
    }

    // Another manager does not open this manager's send: its id stays, its name is not given.
    const other = await buildMember(db, c.companyId, 'manager');
    const row = await db.selectFrom('memos').selectAll().where('id', '=', memoId).executeTakeFirstOrThrow();
    const page = await loadMemoPage({
      db,
      member: {
        userId: other.user.id,
        companyId: c.companyId,
        employeeId: other.employee.id,
        role: 'manager',
      },
      rows: [row],
    });
    expect(page.sends.has(send.id)).toBe(false);
    expect(page.templates.get(template.id)).toBe('Holiday hours');

    // A memo made by hand names neither.
    const plain = await call<TMemo>(app, 'POST', '/api/message/new', {
      token: admin.token,
      body: { company_id: c.companyId, title: 'Hello', location_ids: [c.north.id] },
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.data.content).toMatchObject({
      template_id: null,
      template_send_id: null,
      template: null,
      template_send: null,
    });
  });
});
