import type {
  TCommunityCategories,
  TCommunityTemplate,
  TMemo,
  TMemoTemplate,
  TMemoTemplatesPage,
} from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { fetchMedia } from '../../../test/media.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { newTemplate, templateCalls } from '../../../test/templates.js';
import { nowIso } from '../../db/index.js';

/** A share the operator hides (COMMUNITY_HIDDEN_IDS), inserted with this id. */
const HIDDEN_ID = 987_654;
const { app, db } = await buildTestApp({ COMMUNITY_HIDDEN_IDS: `${HIDDEN_ID}, 1234567` });
const samples = await mediaSamples();

/** HQ shares; a small restaurant (its own company) finds and uses. */
async function scene() {
  const hq = await buildMemoCompany(db);
  const shop = await buildCompany(db, 'Small Restaurant');
  const shopManager = await buildMember(db, shop.company.id, 'manager');
  const shopStaff = await buildMember(db, shop.company.id, 'employee');
  return {
    hq,
    shop: { ...shop, manager: shopManager, staff: shopStaff, t: templateCalls(app, shop.company.id) },
    t: templateCalls(app, hq.companyId),
  };
}

describe('the community of shared templates', () => {
  it('shares a copy (content sanitised, files copied, nothing private), lists, reads and uses it from another company', async () => {
    const { hq, shop, t } = await scene();
    const marker = `Food safety ${Math.random().toString(36).slice(2, 8)}`;
    const mine = await newTemplate(app, hq.companyId, hq.manager.token, {
      title: marker,
      category: 'Safety',
    });
    await t.attach(hq.manager.token, mine.id, { name: 'poster.png', content: samples.png });
    const shared = await t.post('share', hq.manager.token, {
      id: mine.id,
      description: 'Our checklist',
      language: 'en',
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const share = shared.body.data.content.share;
    expect(share).toMatchObject({
      description: 'Our checklist',
      category: 'Safety',
      language: 'en',
      published: true,
      hidden: false,
      use_count: 0,
    });
    const id = share?.id ?? 0;

    // Stored content that escaped sanitising (an older row, a direct write) is cleaned on the way out.
    await db
      .updateTable('community_templates')
      .set({ content: '<p>Wash<img src=x onerror=alert(1)><script>x()</script></p>' })
      .where('id', '=', id)
      .execute();

    const list = (extra: Record<string, unknown> = {}) =>
      shop.t.post<TMemoTemplatesPage>('list', shop.manager.token, { scope: 'community', ...extra });
    const page = (await list({ terms: marker })).body.data.content;
    expect(page).toMatchObject({ sort_by: 'use_count', filters: { scope: 'community' } });
    expect(page.memo_templates).toHaveLength(1);
    const found = page.memo_templates[0] as TCommunityTemplate;
    expect(found).toMatchObject({
      source: 'community',
      id,
      title: marker,
      description: 'Our checklist',
      company_name: hq.company.name,
      language: 'en',
      content: '<p>Wash<img src="x" /></p>',
      mine: false,
    });
    const text = JSON.stringify(found);
    for (const secret of [hq.manager.employee.name, hq.north1.employee.name, 'recipient', 'creator'])
      expect(text).not.toContain(secret);
    expect((await list({ terms: marker, language: 'es' })).body.data.content.memo_templates).toEqual([]);
    expect(
      (await list({ terms: marker, category: 'Safety', sort_by: 'published_at' })).body.data.content
        .memo_templates,
    ).toHaveLength(1);

    const got = await shop.t.get<TCommunityTemplate>('share', shop.manager.token, { id });
    expect(got.body.data.content).toEqual(found);
    const picture = await fetchMedia(app, found.media[0]?.url ?? '', { token: shop.manager.token });
    expect(picture.status).toBe(200);
    expect(Buffer.compare(picture.body, samples.png)).toBe(0);

    // share/use: a template of the shop's own, files copied, one use counted.
    const used = await shop.t.post('share/use', shop.manager.token, { id });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const copy = used.body.data.content;
    expect(copy).toMatchObject({
      source: 'company',
      company_id: shop.company.id,
      title: marker,
      community_template_id: id,
      tags: [],
      share: null,
    });
    expect(copy.media).toHaveLength(1);
    const draft = await shop.t.post<TMemo>('use', shop.manager.token, { id: copy.id });
    expect(draft.body.data.content).toMatchObject({ status: 'draft', title: marker });
    expect(
      (await shop.t.get<TCommunityTemplate>('share', shop.manager.token, { id })).body.data.content.use_count,
    ).toBe(1);
    expect((await t.get('get', hq.manager.token, { id: mine.id })).body.data.content.share?.use_count).toBe(
      1,
    );

    // The shop never edits the share: its own template ids only, and HQ's template is not one.
    expect((await shop.t.put('share', shop.manager.token, { id: mine.id, published: false })).status).toBe(
      404,
    );
    expect((await shop.t.put('update', shop.manager.token, { id: mine.id, title: 'x' })).status).toBe(404);
    // Employees see nothing of the community.
    expect((await list()).status).toBe(200);
    expect((await shop.t.post('list', shop.staff.token, { scope: 'community' })).status).toBe(403);

    // HQ updates its share, then withdraws it: gone for the shop, still shown to HQ.
    const updated = await t.put('share', hq.manager.token, {
      id: mine.id,
      description: 'v2',
      language: 'es',
    });
    expect(updated.body.data.content.share).toMatchObject({
      description: 'v2',
      language: 'es',
      published: true,
    });
    const withdrawn = await t.put('share', hq.manager.token, { id: mine.id, published: false });
    expect(withdrawn.body.data.content.share?.published).toBe(false);
    expect((await list({ terms: marker })).body.data.content.memo_templates).toEqual([]);
    expect((await shop.t.get('share', shop.manager.token, { id })).status).toBe(404);
    expect((await shop.t.post('share/use', shop.manager.token, { id })).status).toBe(404);
    expect((await t.get<TCommunityTemplate>('share', hq.manager.token, { id })).body.data.content.mine).toBe(
      true,
    );
    // Sharing again publishes it again.
    expect(
      (await t.post('share', hq.manager.token, { id: mine.id })).body.data.content.share?.published,
    ).toBe(true);
    expect((await list({ terms: marker })).body.data.content.memo_templates).toHaveLength(1);

    // Deleting the template takes its share (and the share's files); the shop's copy stays.
    expect((await t.del('delete', hq.manager.token, { id: mine.id })).status).toBe(200);
    expect((await shop.t.get('share', shop.manager.token, { id })).status).toBe(404);
    expect((await fetchMedia(app, found.media[0]?.url ?? '', { token: shop.manager.token })).status).toBe(
      404,
    );
    const kept = await shop.t.get('get', shop.manager.token, { id: copy.id });
    expect(kept.body.data.content).toMatchObject({ title: marker, community_template_id: null });
    expect(
      (await fetchMedia(app, kept.body.data.content.media[0]?.url ?? '', { token: shop.manager.token }))
        .status,
    ).toBe(200);
  });

  it('keeps sharing to admins when the company says so', async () => {
    const { hq, t } = await scene();
    const mine = await newTemplate(app, hq.companyId, hq.manager.token);
    const setting = await call(app, 'POST', '/api/settings/memos', {
      token: hq.adminToken,
      body: { company_id: hq.companyId, template_sharing: 'admins' },
    });
    expect(setting.status).toBe(200);
    const refused = await t.post('share', hq.manager.token, { id: mine.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only admins may share templates in this company');
    expect((await t.get('get', hq.manager.token, { id: mine.id })).body.data.content.can_share).toBe(false);
    expect((await t.post('share', hq.adminToken, { id: mine.id })).status).toBe(200);
  });

  it('hides the shares an operator lists in COMMUNITY_HIDDEN_IDS', async () => {
    const { hq, shop, t } = await scene();
    const mine = await newTemplate(app, hq.companyId, hq.manager.token, { title: 'Hidden by the operator' });
    const now = nowIso();
    await db
      .insertInto('community_templates')
      .values({
        id: HIDDEN_ID,
        company_id: hq.companyId,
        source_template_id: mine.id,
        company_name: 'HQ',
        kind: 'message',
        title: 'Hidden by the operator',
        content: '<p>x</p>',
        type: 'nonflaggable',
        priority: 'normal',
        options_key: 'custom',
        language: 'en',
        published_at: now,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const page = await shop.t.post<TMemoTemplatesPage>('list', shop.manager.token, {
      scope: 'community',
      terms: 'Hidden by the',
    });
    expect(page.body.data.content.memo_templates).toEqual([]);
    expect((await shop.t.get('share', shop.manager.token, { id: HIDDEN_ID })).status).toBe(404);
    expect((await shop.t.post('share/use', shop.manager.token, { id: HIDDEN_ID })).status).toBe(404);
    const own = await t.get<TMemoTemplate>('get', hq.manager.token, { id: mine.id });
    expect(own.body.data.content.share).toMatchObject({ id: HIDDEN_ID, hidden: true });
  });

  it('offers the categories the community has (share/categories): counted, withdrawn and hidden left out', async () => {
    const { hq, shop, t } = await scene();
    const tag = Math.random().toString(36).slice(2, 8);
    const [kitchen, hours] = [`Kitchen ${tag}`, `Hours ${tag}`];
    const categories = async () => {
      const res = await shop.t.get<TCommunityCategories>('share/categories', shop.manager.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.content.categories.filter((c) => c.name.endsWith(tag));
    };
    const a = await newTemplate(app, hq.companyId, hq.manager.token, { category: kitchen });
    const b = await newTemplate(app, hq.companyId, hq.manager.token, { category: kitchen });
    const c = await newTemplate(app, hq.companyId, hq.manager.token, { category: hours });
    const d = await newTemplate(app, hq.companyId, hq.manager.token, { category: `Private ${tag}` });
    expect(await categories()).toEqual([]);
    for (const x of [a, b, c])
      expect((await t.post('share', hq.manager.token, { id: x.id })).status).toBe(200);
    expect(await categories()).toEqual([
      { name: hours, count: 1 },
      { name: kitchen, count: 2 },
    ]);
    // Withdrawn: no longer counted (the share's own category, not the template's).
    await t.put('share', hq.manager.token, { id: b.id, published: false });
    expect(await categories()).toEqual([
      { name: hours, count: 1 },
      { name: kitchen, count: 1 },
    ]);
    // A template not shared gives no category; the sharer's category replaces the template's.
    expect((await t.post('share', hq.manager.token, { id: d.id, category: hours })).status).toBe(200);
    expect(await categories()).toEqual([
      { name: hours, count: 2 },
      { name: kitchen, count: 1 },
    ]);
    expect((await shop.t.get('share/categories', shop.staff.token)).status).toBe(403);
  });
});
