import type { TPackage, TPackagesPage, TPackageTemplatesPage } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany, QUESTIONS } from '../../../test/memos.js';
import { packageCalls } from '../../../test/packages.js';
import { newTemplate, templateCalls } from '../../../test/templates.js';

const { app, db } = await buildTestApp();

/** A memo company with three templates and a package calls helper. */
async function packageTeam() {
  const c = await buildMemoCompany(db);
  const p = packageCalls(app, c.companyId);
  const welcome = await newTemplate(app, c.companyId, c.manager.token, { title: 'Welcome' });
  const safety = await newTemplate(app, c.companyId, c.manager.token, { title: 'Food safety' });
  const survey = await newTemplate(app, c.companyId, c.manager.token, {
    kind: 'survey',
    title: 'First week survey',
    options: QUESTIONS,
  });
  return { ...c, p, welcome, safety, survey };
}

const timeline = (pkg: TPackage) =>
  pkg.steps.map((s) => [s.day_offset, s.time, s.position, s.template.title]);

describe('memo template packages', () => {
  it('creates a package, edits its steps in order, renames, lists and deletes it', async () => {
    const c = await packageTeam();
    const { p, manager } = c;
    const created = await p.post('create', manager.token, {
      name: 'New hire, first week',
      steps: [
        { template_id: c.welcome.id, day_offset: 0 },
        { template_id: c.survey.id, day_offset: 3, time: '16:00' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const pkg = created.body.data.content;
    expect(pkg).toMatchObject({
      name: 'New hire, first week',
      description: null,
      step_count: 2,
      span_days: 3,
      use_count: 0,
      creator: { id: manager.employee.id },
      can_edit: true,
      can_use: true,
    });
    expect(timeline(pkg)).toEqual([
      [0, '09:00', 0, 'Welcome'],
      [3, '16:00', 0, 'First week survey'],
    ]);

    // Add food safety on day 1, then a second welcome first on day 0.
    const added = await p.put('template', manager.token, {
      id: pkg.id,
      template_id: c.safety.id,
      day_offset: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const first = await p.put('template', manager.token, {
      id: pkg.id,
      template_id: c.safety.id,
      day_offset: 0,
      time: '08:00',
      position: 0,
    });
    expect(timeline(first.body.data.content)).toEqual([
      [0, '08:00', 0, 'Food safety'],
      [0, '09:00', 1, 'Welcome'],
      [1, '09:00', 0, 'Food safety'],
      [3, '16:00', 0, 'First week survey'],
    ]);
    // Move the welcome after nothing (position past the end: last), then the day-0 safety to day 1, first.
    const steps = first.body.data.content.steps;
    const moved = await p.put('template/update', manager.token, {
      id: pkg.id,
      step_id: steps[0]?.id,
      day_offset: 1,
      position: 0,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(timeline(moved.body.data.content)).toEqual([
      [0, '09:00', 0, 'Welcome'],
      [1, '08:00', 0, 'Food safety'],
      [1, '09:00', 1, 'Food safety'],
      [3, '16:00', 0, 'First week survey'],
    ]);
    const reordered = await p.put('template/update', manager.token, {
      id: pkg.id,
      step_id: steps[0]?.id,
      position: 5,
      time: '10:00',
    });
    expect(timeline(reordered.body.data.content)).toEqual([
      [0, '09:00', 0, 'Welcome'],
      [1, '09:00', 0, 'Food safety'],
      [1, '10:00', 1, 'Food safety'],
      [3, '16:00', 0, 'First week survey'],
    ]);
    const removed = await p.del('template', manager.token, { id: pkg.id, step_id: steps[2]?.id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(timeline(removed.body.data.content)).toEqual([
      [0, '09:00', 0, 'Welcome'],
      [1, '10:00', 0, 'Food safety'],
      [3, '16:00', 0, 'First week survey'],
    ]);
    // A step of another package, an unknown template: 404; bad offsets and times: 422.
    const other = await p.post('create', manager.token, { name: 'Other' });
    expect(
      (await p.del('template', manager.token, { id: other.body.data.content.id, step_id: steps[1]?.id }))
        .status,
    ).toBe(404);
    expect(
      (await p.put('template', manager.token, { id: pkg.id, template_id: 999_999, day_offset: 0 })).status,
    ).toBe(404);
    const bad = await p.put('template', manager.token, {
      id: pkg.id,
      template_id: c.welcome.id,
      day_offset: -1,
      time: '25:00',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as unknown as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'day_offset',
      'time',
    ]);

    const renamed = await p.put('update', manager.token, {
      id: pkg.id,
      name: 'First week',
      description: 'For cooks',
    });
    expect(renamed.body.data.content).toMatchObject({
      name: 'First week',
      description: 'For cooks',
      step_count: 3,
    });
    expect((await p.get('get', manager.token, { id: pkg.id })).body.data.content.name).toBe('First week');

    // The list: terms, paging, sort.
    const page1 = await p.post<TPackagesPage>('list', manager.token, {
      per_page: 1,
      sort_by: 'name',
      sort_direction: 'asc',
    });
    expect(page1.status, JSON.stringify(page1.body)).toBe(200);
    expect(page1.body.data.content).toMatchObject({
      current_page: 1,
      total_pages: 2,
      total: 2,
      per_page: 1,
      sort_by: 'name',
      sort_direction: 'asc',
      terms: '',
    });
    expect(page1.body.data.content.memo_template_packages.map((x) => x.name)).toEqual(['First week']);
    const found = await p.post<TPackagesPage>('list', manager.token, { terms: 'oth' });
    expect(found.body.data.content.memo_template_packages.map((x) => x.name)).toEqual(['Other']);

    // Templates to add: live ones, with how many steps use each; an archived one is left out.
    await templateCalls(app, c.companyId).put('archive', manager.token, { id: c.survey.id });
    const choices = await p.post<TPackageTemplatesPage>('list-templates', manager.token, { id: pkg.id });
    expect(choices.status, JSON.stringify(choices.body)).toBe(200);
    expect(choices.body.data.content.memo_templates.map((t) => [t.title, t.in_package])).toEqual([
      ['Food safety', 1],
      ['Welcome', 1],
    ]);
    // The archived template shows as such on the timeline.
    const withArchived = (await p.get('get', manager.token, { id: pkg.id })).body.data.content;
    expect(withArchived.steps.map((s) => s.template.archived)).toEqual([false, false, true]);

    // A deleted template takes its steps along.
    expect(
      (await templateCalls(app, c.companyId).del('delete', manager.token, { id: c.survey.id })).status,
    ).toBe(200);
    expect((await p.get('get', manager.token, { id: pkg.id })).body.data.content.step_count).toBe(2);

    const deleted = await p.del<null>('delete', manager.token, { id: pkg.id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.successes).toEqual(['memo_template_package_deleted']);
    expect((await p.get('get', manager.token, { id: pkg.id })).status).toBe(404);
    expect(
      await db
        .selectFrom('memo_template_package_steps')
        .select('id')
        .where('package_id', '=', pkg.id)
        .execute(),
    ).toEqual([]);
  });

  it('lets every manager read and use a package; its creator and admins edit it; employees none', async () => {
    const c = await packageTeam();
    const { p, manager } = c;
    const pkg = (
      await p.post('create', manager.token, { name: 'Opening', steps: [{ template_id: c.welcome.id }] })
    ).body.data.content;
    const other = await buildMember(db, c.companyId, 'manager');
    const read = await p.get('get', other.token, { id: pkg.id });
    expect(read.status).toBe(200);
    expect(read.body.data.content).toMatchObject({ can_edit: false, can_use: true });
    expect((await p.put('update', other.token, { id: pkg.id, name: 'Mine' })).status).toBe(403);
    expect(
      (await p.put('template', other.token, { id: pkg.id, template_id: c.safety.id, day_offset: 0 })).status,
    ).toBe(403);
    expect((await p.del('delete', other.token, { id: pkg.id })).status).toBe(403);
    const admin = await p.put('update', c.adminToken, { id: pkg.id, name: 'Opening day' });
    expect(admin.status).toBe(200);
    expect(admin.body.data.content.can_edit).toBe(true);
    for (const [method, path, body] of [
      ['post', 'list', {}],
      ['post', 'create', { name: 'Mine' }],
      ['get', 'get', { id: pkg.id }],
      ['put', 'update', { id: pkg.id, name: 'Mine' }],
      ['del', 'delete', { id: pkg.id }],
      ['post', 'list-templates', { id: pkg.id }],
      ['put', 'template', { id: pkg.id, template_id: c.welcome.id, day_offset: 0 }],
      ['put', 'template/update', { id: pkg.id, step_id: pkg.steps[0]?.id, day_offset: 1 }],
      ['del', 'template', { id: pkg.id, step_id: pkg.steps[0]?.id }],
      ['post', 'use', { id: pkg.id, start_date: '2030-03-08', recipient_ids: [c.north1.employee.id] }],
    ] as const) {
      const res = await p[method](path, c.north1.token, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(
      (
        await p.post('create', manager.token, {
          name: 'Too many',
          steps: Array(21).fill({ template_id: c.welcome.id }),
        })
      ).status,
    ).toBe(422);
  });
});
