import {
  MEMO_TEXT,
  REALTIME_EVENTS,
  type TMemosPage,
  type TRealtimeNotification,
  type TTemplateSendDetail,
  type TTemplateSendsPage,
} from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { newLibraryFile } from '../../../test/library.js';
import { fetchMedia } from '../../../test/media.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany, QUESTIONS } from '../../../test/memos.js';
import { collect, connect, listen, settle } from '../../../test/sockets.js';
import { newTemplate } from '../../../test/templates.js';
import { multipart, upload } from '../../../test/uploads.js';

const { app, db } = await buildTestApp();
const samples = await mediaSamples();
const url = await listen(app);

/** Calls under /api/memo-template-sends/ for one company. */
function sendCalls(companyId: number) {
  const url = (path: string) => `/api/memo-template-sends/${path}`;
  const body = (extra: Record<string, unknown>) => ({ company_id: companyId, ...extra });
  return {
    post: <T = TTemplateSendDetail>(
      path: string,
      token: string,
      extra: Record<string, unknown> = {},
      headers?: Record<string, string>,
    ) => call<T>(app, 'POST', url(path), { token, body: body(extra), headers }),
    put: <T = TTemplateSendDetail>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'PUT', url(path), { token, body: body(extra) }),
    del: <T = TTemplateSendDetail>(path: string, token: string, extra: Record<string, unknown> = {}) =>
      call<T>(app, 'DELETE', url(path), { token, body: body(extra) }),
    get: <T = TTemplateSendDetail>(path: string, token: string, query: Record<string, unknown> = {}) =>
      call<T>(app, 'GET', url(path), {
        token,
        query: Object.fromEntries(Object.entries(body(query)).map(([k, v]) => [k, String(v)])),
      }),
    upload: async (method: 'PUT' | 'POST', path: string, token: string, fields: Record<string, string>) => {
      const { payload, contentType } = multipart(
        { company_id: String(companyId), ...fields },
        { name: 'menu.png', content: samples.png },
      );
      const res = await app.inject({
        method,
        url: url(path),
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      });
      return { status: res.statusCode, body: res.json() as { data: { content: TTemplateSendDetail } } };
    },
  };
}

async function team() {
  const c = await buildMemoCompany(db);
  const s = sendCalls(c.companyId);
  const hours = await newTemplate(app, c.companyId, c.manager.token, { title: 'Holiday hours' });
  const menu = await newTemplate(app, c.companyId, c.manager.token, { title: 'Holiday menu' });
  const survey = await newTemplate(app, c.companyId, c.manager.token, {
    kind: 'survey',
    title: 'Holiday survey',
    options: QUESTIONS,
  });
  const create = async (token: string, extra: Record<string, unknown> = {}) => {
    const res = await s.post('create', token, {
      name: 'Holiday week',
      template_ids: [hours.id, menu.id, survey.id],
      location_ids: [c.north.id],
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.content;
  };
  return { ...c, s, hours, menu, survey, create };
}

const responses = (memoIds: number[]) =>
  db
    .selectFrom('memo_responses')
    .select(['memo_id', 'employee_id'])
    .where('memo_id', 'in', memoIds)
    .orderBy('memo_id')
    .orderBy('employee_id')
    .execute();

describe('memo template sends', () => {
  it('creates a draft, edits it and its memos, publishes every memo once, archives and deletes', async () => {
    const c = await team();
    const { s, manager } = c;
    const send = await c.create(manager.token);
    expect(send).toMatchObject({
      name: 'Holiday week',
      status: 'draft',
      location_ids: [c.north.id],
      memo_count: 3,
      // North: the manager, north1 and north2.
      reach: 3,
      response_rate: 0,
      creator: { id: manager.employee.id },
      published_at: null,
      can_edit: true,
    });
    expect(send.memos.map((m) => [m.title, m.kind, m.status, m.stats.recipient_count])).toEqual([
      ['Holiday hours', 'message', 'draft', 0],
      ['Holiday menu', 'message', 'draft', 0],
      ['Holiday survey', 'survey', 'draft', 0],
    ]);
    expect(send.memos.map((m) => m.location_ids)).toEqual([[c.north.id], [c.north.id], [c.north.id]]);
    // The templates counted a use each.
    const used = await db
      .selectFrom('memo_templates')
      .select('use_count')
      .where('id', '=', c.hours.id)
      .executeTakeFirstOrThrow();
    expect(used.use_count).toBe(1);

    // Edit one memo (title, content, dates), add one from a template, remove one.
    const [first, second] = send.memos;
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const edited = await s.put('memo', manager.token, {
      id: send.id,
      memo_id: first?.id,
      title: 'Holiday opening hours',
      content: '<p>Open 9–5<script>x()</script></p>',
      due_at: due,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.content.memos[0]).toMatchObject({
      title: 'Holiday opening hours',
      content: '<p>Open 9–5</p>',
      due_at: due,
    });
    const added = await s.put('memo', manager.token, {
      id: send.id,
      template_id: c.hours.id,
      title: 'Reminder',
    });
    expect(added.body.data.content.memos.map((m) => m.title)).toEqual([
      'Holiday opening hours',
      'Holiday menu',
      'Holiday survey',
      'Reminder',
    ]);
    // Added with dates out of order (the memo rules): refused, and not kept.
    const refused = await s.put('memo', manager.token, {
      id: send.id,
      template_id: c.menu.id,
      start_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    expect(refused.status).toBe(200);
    const outOfOrder = await s.put('memo', manager.token, {
      id: send.id,
      memo_id: refused.body.data.content.memos[4]?.id,
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(outOfOrder.status).toBe(422);
    expect(
      (await s.del('memo', manager.token, { id: send.id, memo_id: refused.body.data.content.memos[4]?.id }))
        .status,
    ).toBe(200);
    const removed = await s.del('memo', manager.token, { id: send.id, memo_id: second?.id });
    expect(removed.body.data.content.memo_count).toBe(3);
    // Name and recipients of the draft: every memo follows.
    const saved = await s.post('drafts', manager.token, {
      id: send.id,
      name: 'Holiday week 2026',
      recipient_ids: [c.north1.employee.id],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.content).toMatchObject({
      name: 'Holiday week 2026',
      status: 'draft',
      recipient_ids: [c.north1.employee.id],
    });

    // Files: one for every memo, read back, detached from one memo.
    const file = await s.upload('PUT', 'media', manager.token, { id: String(send.id) });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    const withFiles = file.body.data.content;
    expect(withFiles.memos.map((m) => m.media.length)).toEqual([1, 1, 1]);
    const one = await s.upload('POST', 'memo/media', manager.token, {
      id: String(send.id),
      memo_id: String(withFiles.memos[0]?.id),
    });
    expect(one.body.data.content.memos.map((m) => m.media.length)).toEqual([2, 1, 1]);
    // A file of the media library instead of an upload (media_id): copied to that memo.
    const library = await newLibraryFile(app, {
      token: manager.token,
      companyId: c.companyId,
      file: { name: 'rota.pdf', content: samples.pdf },
    });
    const picked = await upload<TTemplateSendDetail>(app, '/api/memo-template-sends/memo/media', {
      token: manager.token,
      fields: {
        company_id: String(c.companyId),
        id: String(send.id),
        memo_id: String(withFiles.memos[2]?.id),
        media_id: String(library.id),
      },
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.data.content.memos[2]?.media.map((m) => m.original_filename)).toEqual([
      'menu.png',
      'rota.pdf',
    ]);
    await s.del('memo/media', manager.token, {
      id: send.id,
      memo_id: withFiles.memos[2]?.id,
      media_id: picked.body.data.content.memos[2]?.media[1]?.id,
    });
    const mediaId = withFiles.memos[1]?.media[0]?.id ?? 0;
    const bytes = await fetchMedia(
      app,
      `/api/memo-template-sends/media?company_id=${c.companyId}&id=${send.id}&media_id=${mediaId}`,
      { token: manager.token },
    );
    expect(bytes.status).toBe(200);
    expect(bytes.body.equals(samples.png)).toBe(true);
    const detached = await s.del('memo/media', manager.token, {
      id: send.id,
      memo_id: withFiles.memos[1]?.id,
      media_id: mediaId,
    });
    expect(detached.body.data.content.memos.map((m) => m.media.length)).toEqual([2, 0, 1]);
    const wrongMemo = await s.del('memo/media', manager.token, {
      id: send.id,
      memo_id: withFiles.memos[0]?.id,
      media_id: withFiles.memos[2]?.media[0]?.id,
    });
    expect(wrongMemo.status).toBe(422);

    // A memo of the draft send does not go out on its own: the send publishes them together.
    const alone = await call(app, 'PUT', '/api/memos/update', {
      token: manager.token,
      body: { company_id: c.companyId, id: withFiles.memos[0]?.id, publish: true },
    });
    expect(alone.status).toBe(422);
    expect(alone.body).toMatchObject({ errors: { id: [MEMO_TEXT.heldBySend] } });
    expect(await responses([withFiles.memos[0]?.id ?? 0])).toEqual([]);

    // Publish: every memo goes out, one response row per recipient; a retry sends nothing twice.
    const key = { 'idempotency-key': `send-${send.id}` };
    const published = await s.post('publish', manager.token, { id: send.id }, key);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const p = published.body.data.content;
    expect(p).toMatchObject({ status: 'published', publisher: { id: manager.employee.id }, reach: 3 });
    expect(p.memos.map((m) => [m.status, m.stats.recipient_count])).toEqual([
      ['published', 3],
      ['published', 3],
      ['published', 3],
    ]);
    const memoIds = p.memos.map((m) => m.id);
    const rows = await responses(memoIds);
    expect(rows).toHaveLength(9);
    const notes = async () =>
      db.selectFrom('notifications').select('id').where('user_id', '=', c.north1.user.id).execute();
    const before = (await notes()).length;
    expect(before).toBeGreaterThanOrEqual(3);
    const replay = await s.post('publish', manager.token, { id: send.id }, key);
    expect(replay.status).toBe(200);
    const again = await s.post('publish', manager.token, { id: send.id });
    expect(again.status).toBe(200);
    expect(await responses(memoIds)).toEqual(rows);
    expect((await notes()).length).toBe(before);

    // The employee has them in the inbox; the memos are in the Sent list.
    const sent = await call<TMemosPage>(app, 'POST', '/api/memos/list', {
      token: manager.token,
      body: { company_id: c.companyId },
    });
    expect(sent.body.data.content.memos.map((m) => m.id)).toEqual(expect.arrayContaining(memoIds));

    // A published send: its name changes, its recipients do not; no memo is added or removed.
    expect((await s.put('update', manager.token, { id: send.id, name: 'Holidays' })).status).toBe(200);
    expect((await s.put('update', manager.token, { id: send.id, location_ids: [c.south.id] })).status).toBe(
      422,
    );
    expect((await s.put('memo', manager.token, { id: send.id, template_id: c.menu.id })).status).toBe(422);
    expect((await s.del('memo', manager.token, { id: send.id, memo_id: memoIds[0] })).status).toBe(422);
    expect((await s.post('drafts', manager.token, { id: send.id })).status).toBe(422);

    // The list: reach and response rate.
    await db
      .updateTable('memo_responses')
      .set({ acknowledged_at: new Date().toISOString() })
      .where('memo_id', '=', memoIds[0] ?? 0)
      .execute();
    const list = await s.post<TTemplateSendsPage>('list', manager.token, {});
    expect(list.body.data.content).toMatchObject({
      current_page: 1,
      total_pages: 1,
      sort_by: 'updated_at',
      sort_direction: 'desc',
      terms: '',
      filters: { status: null },
    });
    expect(list.body.data.content.memo_template_sends.map((x) => [x.name, x.reach, x.response_rate])).toEqual(
      [['Holidays', 3, 3 / 9]],
    );
    expect(
      (await s.post<TTemplateSendsPage>('list', manager.token, { terms: 'HOLI' })).body.data.content
        .memo_template_sends,
    ).toHaveLength(1);
    expect(
      (await s.post<TTemplateSendsPage>('list', manager.token, { terms: 'x%' })).body.data.content
        .memo_template_sends,
    ).toHaveLength(0);

    // Archive (off the default list), unarchive, then delete: its memos go with it.
    expect((await s.put('archive', manager.token, { id: send.id })).body.data.content.status).toBe(
      'archived',
    );
    expect((await s.put('archive', manager.token, { id: send.id })).status).toBe(422);
    expect(
      (await s.post<TTemplateSendsPage>('list', manager.token, {})).body.data.content.memo_template_sends,
    ).toEqual([]);
    expect(
      (await s.post<TTemplateSendsPage>('list', manager.token, { status: 'archived' })).body.data.content
        .memo_template_sends,
    ).toHaveLength(1);
    expect(
      (await s.put('memo', manager.token, { id: send.id, memo_id: memoIds[0], title: 'x' })).status,
    ).toBe(422);
    expect((await s.put('unarchive', manager.token, { id: send.id })).body.data.content.status).toBe(
      'published',
    );
    const gone = await s.del('delete', manager.token, { id: send.id });
    expect(gone.status).toBe(200);
    expect((await s.get('get', manager.token, { id: send.id })).status).toBe(404);
    const memos = await db.selectFrom('memos').select('deleted_at').where('id', 'in', memoIds).execute();
    expect(memos.every((m) => m.deleted_at !== null)).toBe(true);
  });

  it('publishes all or nothing: one invalid memo and nothing goes out', async () => {
    const c = await team();
    const send = await c.create(c.manager.token);
    const [, second] = send.memos;
    // The second memo ends before it could go out.
    const ended = await c.s.put('memo', c.manager.token, {
      id: send.id,
      memo_id: second?.id,
      end_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const res = await c.s.post('publish', c.manager.token, { id: send.id });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { 'memos.1.end_at': ['The end must be in the future'] } });
    const ids = send.memos.map((m) => m.id);
    expect(await responses(ids)).toEqual([]);
    const statuses = await db.selectFrom('memos').select('status').where('id', 'in', ids).execute();
    expect(statuses.map((m) => m.status)).toEqual(['draft', 'draft', 'draft']);
    const got = await c.s.get('get', c.manager.token, { id: send.id });
    expect(got.body.data.content.status).toBe('draft');
    // Fixed, it goes out.
    await c.s.put('memo', c.manager.token, { id: send.id, memo_id: second?.id, end_at: null });
    const ok = await c.s.post('publish', c.manager.token, { id: send.id });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await responses(ids)).toHaveLength(9);
  });

  it('keeps to roles and reach: employees 403, another manager 404, a manager only to their people', async () => {
    const c = await team();
    const { s } = c;
    const send = await c.create(c.manager.token);
    for (const [method, path, extra] of [
      ['post', 'list', {}],
      ['get', 'get', { id: send.id }],
      ['post', 'create', { name: 'x', template_ids: [c.hours.id], location_ids: [c.north.id] }],
      ['put', 'update', { id: send.id, name: 'x' }],
      ['post', 'drafts', { id: send.id }],
      ['post', 'publish', { id: send.id }],
      ['put', 'archive', { id: send.id }],
      ['put', 'unarchive', { id: send.id }],
      ['put', 'memo', { id: send.id, template_id: c.hours.id }],
      ['del', 'memo', { id: send.id, memo_id: send.memos[0]?.id }],
      ['del', 'media', { id: send.id, media_id: 1 }],
      ['del', 'memo/media', { id: send.id, memo_id: send.memos[0]?.id, media_id: 1 }],
      ['get', 'media', { id: send.id, media_id: 1 }],
      ['del', 'delete', { id: send.id }],
      ['del', 'delete/list', { ids: [send.id] }],
    ] as const) {
      const res = await s[method](path, c.north1.token, extra);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Signed out: 401; a malformed request: 422 with the field's text.
    const signedOut = await call(app, 'POST', '/api/memo-template-sends/list', {
      body: { company_id: c.companyId },
    });
    expect(signedOut.status).toBe(401);
    const noName = await s.post('create', c.manager.token, {
      template_ids: [c.hours.id],
      location_ids: [c.north.id],
    });
    expect(noName.status).toBe(422);
    expect(Object.keys((noName.body as unknown as { errors: object }).errors)).toEqual(['name']);
    const neither = await s.put('memo', c.manager.token, { id: send.id, title: 'x' });
    expect(neither.status).toBe(422);
    const upload = await s.upload('PUT', 'media', c.north1.token, { id: String(send.id) });
    expect(upload.status).toBe(403);

    // Another manager does not reach this one's send (404); an admin does.
    const other = await buildMember(db, c.companyId, 'manager');
    expect((await s.get('get', other.token, { id: send.id })).status).toBe(404);
    expect((await s.post('publish', other.token, { id: send.id })).status).toBe(404);
    expect((await s.del('delete/list', other.token, { ids: [send.id] })).status).toBe(404);
    expect(
      (await s.post<TTemplateSendsPage>('list', other.token, {})).body.data.content.memo_template_sends,
    ).toEqual([]);
    expect((await s.get('get', c.adminToken, { id: send.id })).status).toBe(200);

    // A manager sends only to the people they manage.
    const south = await s.post('create', c.manager.token, {
      name: 'South',
      template_ids: [c.hours.id],
      location_ids: [c.south.id],
    });
    expect(south.status).toBe(422);
    expect(
      await db.selectFrom('memo_template_sends').select('id').where('name', '=', 'South').execute(),
    ).toEqual([]);
    // An archived template is not used; a send needs a template.
    await call(app, 'PUT', '/api/memo-templates/archive', {
      token: c.manager.token,
      body: { company_id: c.companyId, id: c.menu.id },
    });
    expect(
      (
        await s.post('create', c.manager.token, {
          name: 'x',
          template_ids: [c.menu.id],
          location_ids: [c.north.id],
        })
      ).status,
    ).toBe(422);
    expect(
      (await s.post('create', c.manager.token, { name: 'x', template_ids: [], location_ids: [c.north.id] }))
        .status,
    ).toBe(422);

    // delete/list: the admin deletes several at once.
    const second = await c.create(c.adminToken, { template_ids: [c.hours.id] });
    const both = await s.del('delete/list', c.adminToken, { ids: [send.id, second.id] });
    expect(both.status).toBe(200);
    expect(
      await db.selectFrom('memo_template_sends').select('id').where('company_id', '=', c.companyId).execute(),
    ).toEqual([]);
  });
});

describe('a template send goes out live once committed', () => {
  it('pushes one tray item per memo to each recipient, none on a refused publish, none again on a retry', async () => {
    const c = await team();
    const seen = {
      north1: collect<TRealtimeNotification>(
        await connect(url, c.north1.token),
        REALTIME_EVENTS.notification,
      ),
      south1: collect<TRealtimeNotification>(
        await connect(url, c.south1.token),
        REALTIME_EVENTS.notification,
      ),
    };
    const send = await c.create(c.manager.token);
    const ids = send.memos.map((m) => m.id);
    const items = (list: TRealtimeNotification[]) =>
      list.filter((p) => ids.includes(p.notification.type_id ?? 0)).map((p) => p.notification.type_id);
    // Refused (the last memo already ended): nothing committed, nothing pushed.
    await c.s.put('memo', c.manager.token, {
      id: send.id,
      memo_id: ids[2],
      end_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await c.s.post('publish', c.manager.token, { id: send.id })).status).toBe(422);
    await settle(200);
    expect(items(seen.north1)).toEqual([]);
    await c.s.put('memo', c.manager.token, { id: send.id, memo_id: ids[2], end_at: null });
    expect((await c.s.post('publish', c.manager.token, { id: send.id })).status).toBe(200);
    const until = Date.now() + 5000;
    while (items(seen.north1).length < 3 && Date.now() < until) await settle(20);
    expect(items(seen.north1).sort()).toEqual([...ids].sort());
    expect((await c.s.post('publish', c.manager.token, { id: send.id })).status).toBe(200);
    await settle(200);
    expect(items(seen.north1)).toHaveLength(3);
    expect(items(seen.south1)).toEqual([]);
  });
});
