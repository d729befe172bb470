import type { TMemo, TMemoTemplate, TMemoTemplatesPage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { attach, fetchMedia } from '../../../test/media.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany, newMemo, QUESTIONS } from '../../../test/memos.js';
import { newTemplate, templateCalls } from '../../../test/templates.js';

const { app, db } = await buildTestApp();
const samples = await mediaSamples();

async function team() {
  const c = await buildMemoCompany(db);
  const staff = c.north1;
  const other = await buildMember(db, c.companyId, 'manager');
  return { ...c, staff, other, t: templateCalls(app, c.companyId) };
}

describe('memo templates', () => {
  it('writes, reads, lists, edits, archives, unarchives and deletes a template', async () => {
    const { companyId, adminToken, manager, t } = await team();
    const tag = await call<{ id: number }>(app, 'POST', '/api/tags/create', {
      token: manager.token,
      body: { company_id: companyId, title: 'Safety' },
    });
    const tagId = tag.body.data.content.id;
    const made = await newTemplate(app, companyId, manager.token, {
      category: 'Operations',
      content: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      tag_ids: [tagId],
      translations: [{ locale_code: 'es', title: 'Horario', content: '<p>Hola<script>x</script></p>' }],
    });
    expect(made).toMatchObject({
      source: 'company',
      kind: 'message',
      title: 'Holiday hours',
      content: '<p>Hi</p>',
      category: 'Operations',
      type: 'nonflaggable',
      priority: 'normal',
      options: [],
      translations: [{ locale_code: 'es', title: 'Horario', content: '<p>Hola</p>', options: null }],
      tags: [{ id: tagId, title: 'Safety' }],
      media: [],
      archived_at: null,
      use_count: 0,
      share: null,
      creator: { id: manager.employee.id },
      can_edit: true,
      can_share: true,
    });
    const survey = await newTemplate(app, companyId, adminToken, {
      kind: 'survey',
      title: 'Training feedback',
      options: QUESTIONS,
    });
    expect(survey.options).toEqual(QUESTIONS);
    expect(survey.type).toBe('standard');

    const list = (extra: Record<string, unknown> = {}) =>
      t.post<TMemoTemplatesPage>('list', manager.token, extra);
    const page = (await list()).body.data.content;
    expect(page.memo_templates.map((m) => m.title)).toEqual(['Training feedback', 'Holiday hours']);
    expect(page).toMatchObject({
      current_page: 1,
      total_pages: 1,
      sort_by: 'updated_at',
      sort_direction: 'desc',
      terms: '',
    });
    expect((await list({ terms: 'HOLIDAY' })).body.data.content.memo_templates.map((m) => m.id)).toEqual([
      made.id,
    ]);
    expect((await list({ terms: 'oper' })).body.data.content.memo_templates.map((m) => m.id)).toEqual([
      made.id,
    ]);
    expect((await list({ terms: '50%_"\'\\' })).body.data.content.memo_templates).toEqual([]);
    expect((await list({ kind: 'survey' })).body.data.content.memo_templates.map((m) => m.id)).toEqual([
      survey.id,
    ]);
    expect(
      (await list({ sort_by: 'title', sort_direction: 'asc' })).body.data.content.memo_templates.map(
        (m) => m.id,
      ),
    ).toEqual([made.id, survey.id]);

    const got = await t.get('get', manager.token, { id: made.id });
    expect(got.body.data.content).toEqual(made);
    const edited = await t.put('update', manager.token, {
      id: made.id,
      title: 'Holiday week',
      category: null,
      tag_ids: [],
    });
    expect(edited.body.data.content).toMatchObject({
      title: 'Holiday week',
      category: null,
      tags: [],
      kind: 'message',
    });

    const archived = await t.put('archive', manager.token, { id: made.id });
    expect(archived.body.data.content.archived_at).not.toBeNull();
    expect((await t.put('archive', manager.token, { id: made.id })).status).toBe(422);
    expect((await list()).body.data.content.memo_templates.map((m) => m.id)).toEqual([survey.id]);
    expect((await list({ archived: 'yes' })).body.data.content.memo_templates.map((m) => m.id)).toEqual([
      made.id,
    ]);
    expect((await t.post('use', manager.token, { id: made.id })).body.errors).toEqual({
      id: ['This template is archived: unarchive it first'],
    });
    expect(
      (await t.put('unarchive', manager.token, { id: made.id })).body.data.content.archived_at,
    ).toBeNull();

    const del = await t.del('delete', manager.token, { id: made.id });
    expect(del.status).toBe(200);
    expect((await t.get('get', manager.token, { id: made.id })).status).toBe(404);
  });

  it('answers 422 with field texts, 403 for employees and for edits of another manager, 401 without a token', async () => {
    const { companyId, staff, manager, other, t } = await team();
    expect((await t.post('create', manager.token, {})).body.errors).toEqual({
      kind: ['Choose message or survey'],
      title: ['This field is required'],
    });
    expect(
      (await t.post('create', manager.token, { kind: 'message', title: 'x', tag_ids: [999999] })).status,
    ).toBe(404);
    const mine = await newTemplate(app, companyId, manager.token);
    for (const res of [
      await t.post('list', staff.token),
      await t.get('get', staff.token, { id: mine.id }),
      await t.post('create', staff.token, { kind: 'message', title: 'x' }),
      await t.post('use', staff.token, { id: mine.id }),
      await t.post('share', staff.token, { id: mine.id }),
      await t.get('share', staff.token, { id: 1 }),
      await t.get('share/categories', staff.token),
      await t.post('share/use', staff.token, { id: 1 }),
      await t.put('update', staff.token, { id: mine.id, title: 'x' }),
      await t.del('delete', staff.token, { id: mine.id }),
      await t.put('archive', staff.token, { id: mine.id }),
      await t.put('unarchive', staff.token, { id: mine.id }),
      await t.put('share', staff.token, { id: mine.id }),
      await t.attach(staff.token, mine.id, { name: 'a.pdf', content: samples.pdf }),
      await t.del('media', staff.token, { id: mine.id, media_id: 1 }),
      await t.get('media', staff.token, { id: mine.id, media_id: 1 }),
    ])
      expect(res.status).toBe(403);
    // Another manager reads and uses it, but does not edit, archive, delete or share it.
    const seen = await t.get('get', other.token, { id: mine.id });
    expect(seen.body.data.content).toMatchObject({ can_edit: false, can_share: false });
    expect((await t.put('update', other.token, { id: mine.id, title: 'Mine now' })).status).toBe(403);
    expect((await t.put('archive', other.token, { id: mine.id })).status).toBe(403);
    expect((await t.del('delete', other.token, { id: mine.id })).status).toBe(403);
    expect((await t.post('share', other.token, { id: mine.id })).status).toBe(403);
    expect((await t.post('use', other.token, { id: mine.id })).status).toBe(200);
    const anon = await call(app, 'POST', '/api/memo-templates/list', { body: { company_id: companyId } });
    expect(anon.status).toBe(401);
  });

  it('saves a memo as a template (files, translation and tags copied) and uses it as a new draft memo', async () => {
    const { companyId, manager, north, t } = await team();
    const memo = await newMemo(app, manager.token, 'survey', {
      company_id: companyId,
      title: 'Rate the week',
      content: '<p>Tell us</p>',
      category: 'Feedback',
      priority: 'high',
      options: QUESTIONS,
      location_ids: [north.id],
      translations: [{ locale_code: 'es', title: 'Califica la semana', content: '<p>Dinos</p>' }],
    });
    const attached = await attach(app, {
      token: manager.token,
      path: 'company/survey/media',
      companyId,
      memoId: memo.id,
      file: { name: 'menu.png', content: samples.png },
    });
    expect(attached.status).toBe(200);
    const saved = await t.post('create', manager.token, { memo_id: memo.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const template = saved.body.data.content;
    expect(template).toMatchObject({
      kind: 'survey',
      title: 'Rate the week',
      content: '<p>Tell us</p>',
      category: 'Feedback',
      priority: 'high',
      options: QUESTIONS,
      memo_id: memo.id,
      translations: [{ locale_code: 'es', title: 'Califica la semana', content: '<p>Dinos</p>' }],
    });
    expect(template.media).toHaveLength(1);
    const file = template.media[0];
    expect(file).toMatchObject({ name: 'menu', type: 'png', type_category: 'image' });
    const bytes = await fetchMedia(app, file?.url ?? '', { token: manager.token });
    expect(bytes.status).toBe(200);
    expect(Buffer.compare(bytes.body, samples.png)).toBe(0);
    expect(
      (await fetchMedia(app, file?.thumb_url ?? '', { token: manager.token })).headers['content-type'],
    ).toBe('image/webp');

    // A file of its own: detaching the memo's leaves the template's.
    await call(app, 'POST', '/api/company/survey/media/detach', {
      token: manager.token,
      body: { company_id: companyId, memo_id: memo.id, media_id: attached.body.data.content.media[0]?.id },
    });
    expect((await fetchMedia(app, file?.url ?? '', { token: manager.token })).status).toBe(200);

    const used = await t.post<TMemo>('use', manager.token, { id: template.id });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const draft = used.body.data.content;
    expect(draft).toMatchObject({
      kind: 'survey',
      status: 'draft',
      title: 'Rate the week',
      category: 'Feedback',
      priority: 'high',
    });
    expect(draft.id).not.toBe(memo.id);
    expect(draft.media).toHaveLength(1);
    expect(draft.media[0]?.url).toContain(encodeURIComponent(`memo-media/${companyId}/${draft.id}/`));
    const recipients = await db
      .selectFrom('memo_locations')
      .select('memo_id')
      .where('memo_id', '=', draft.id)
      .execute();
    expect(recipients).toEqual([]);
    // A retried use (same Idempotency-Key) answers the same draft, and counts once.
    const retry = (key: string) =>
      call<TMemo>(app, 'POST', '/api/memo-templates/use', {
        token: manager.token,
        body: { company_id: companyId, id: template.id },
        headers: { 'idempotency-key': key },
      });
    const first = await retry('use-once');
    expect((await retry('use-once')).body.data.content.id).toBe(first.body.data.content.id);
    const again = await t.get('get', manager.token, { id: template.id });
    expect(again.body.data.content).toMatchObject({ use_count: 2 });
    expect(again.body.data.content.last_used_at).not.toBeNull();

    // A memo the caller may not manage (another company's) answers 404 on memo_id.
    const elsewhere = await buildCompany(db);
    const theirs = await newMemo(app, elsewhere.adminToken, 'message', { company_id: elsewhere.company.id });
    expect((await t.post('create', manager.token, { memo_id: theirs.id })).status).toBe(404);
  });

  it('attaches and detaches template files (PUT and DELETE media)', async () => {
    const { companyId, manager, t } = await team();
    const template = await newTemplate(app, companyId, manager.token);
    const put = await t.attach(manager.token, template.id, { name: 'guide.pdf', content: samples.pdf });
    expect(put.status).toBe(200);
    const [file] = put.body.data.content.media;
    expect(file).toMatchObject({ name: 'guide', type: 'pdf', type_category: 'document', thumb_url: null });
    const bad = await t.attach(manager.token, template.id, {
      name: 'x.txt',
      content: Buffer.from('plain text'),
    });
    expect(bad.status).toBe(422);
    const del = await t.del<TMemoTemplate>('media', manager.token, { id: template.id, media_id: file?.id });
    expect(del.body.data.content.media).toEqual([]);
    expect((await t.del('media', manager.token, { id: template.id, media_id: file?.id })).status).toBe(422);
    expect((await fetchMedia(app, file?.url ?? '', { token: manager.token })).status).toBe(404);
  });
});
