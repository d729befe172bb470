import type {
  TAudience,
  TCheckinTopic,
  TCompany,
  TEmailAlerts,
  TFlag,
  TLocation,
  TMemoSettings,
  TSettingsEmployee,
  TTag,
} from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

const { app, db } = await buildTestApp();

const team = await buildCompany(db, 'Settings Subs');
const cid = team.company.id;
const admin = team.adminToken;
const manager = await buildMember(db, cid, 'manager');
const staff = await buildMember(db, cid, 'employee');
const q = { company_id: String(cid) };

const get = <T>(url: string, token = admin, query: Record<string, string> = q) =>
  call<T>(app, 'GET', url, { token, query });
const post = <T>(url: string, body: Record<string, unknown>, token = admin) =>
  call<T>(app, 'POST', url, { token, body: { company_id: cid, ...body } });
const details = async () => (await get<TCompany>('/api/company/details')).body.data.content;

describe('settings lists', () => {
  it('lists live locations, audiences and tags for admins only', async () => {
    await post('/api/company/location', { name: 'Depot' });
    const gone = (await post<TLocation>('/api/company/location', { name: 'Closed' })).body.data.content;
    await call(app, 'DELETE', '/api/company/location', {
      token: admin,
      body: { company_id: cid, id: gone.id },
    });
    await post('/api/company/audience', { name: 'Drivers' });
    await post('/api/tags/create', { title: 'Urgent' });
    const locations = await get<TLocation[]>('/api/settings/locations');
    expect(locations.body.data.content.map((l) => l.name)).toEqual(['Depot']);
    expect((await get<TAudience[]>('/api/settings/audiences')).body.data.content.map((a) => a.name)).toEqual([
      'Drivers',
    ]);
    expect((await get<TTag[]>('/api/settings/tags')).body.data.content).toEqual([
      { id: expect.any(Number), title: 'Urgent' },
    ]);
    for (const url of ['/api/settings/locations', '/api/settings/audiences', '/api/settings/tags']) {
      expect((await get(url, manager.token)).status).toBe(403);
      expect((await get(url, staff.token)).status).toBe(403);
      expect((await call(app, 'GET', url, { query: q })).status).toBe(401);
    }
  });
});

describe('GET /api/settings/employees', () => {
  it('gives management active or inactive employees, and an employee the company list', async () => {
    const leaver = await buildMember(db, cid);
    await db
      .updateTable('employees')
      .set({ is_active: false })
      .where('id', '=', leaver.employee.id)
      .execute();
    const active = await get<TSettingsEmployee[]>('/api/settings/employees', manager.token, {
      ...q,
      active: 'yes',
    });
    expect(active.status).toBe(200);
    const row = active.body.data.content.find((e) => e.id === staff.employee.id);
    expect(row).toEqual({
      id: staff.employee.id,
      name: staff.employee.name,
      role: 'employee',
      email: staff.employee.email,
      phone: null,
      is_active: true,
    });
    const inactive = await get<TSettingsEmployee[]>('/api/settings/employees', admin, { ...q, active: 'no' });
    expect(inactive.body.data.content.map((e) => e.id)).toEqual([leaver.employee.id]);
    const own = await get<TSettingsEmployee[]>('/api/settings/employees', staff.token, {
      ...q,
      active: 'no',
    });
    expect(own.status).toBe(200);
    expect(own.body.data.content).toContainEqual({ id: manager.employee.id, name: manager.employee.name });
    expect(own.body.data.content.map((e) => e.id)).not.toContain(leaver.employee.id);
    expect(Object.keys(own.body.data.content[0] ?? {})).toEqual(['id', 'name']);
    const bad = await get('/api/settings/employees', admin, { ...q, active: 'maybe' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ active: ['Choose yes or no'] });
  });
});

describe('POST /api/settings/flags', () => {
  it('turns flags on and off by key and company/details shows them', async () => {
    const res = await post<TFlag[]>('/api/settings/flags', {
      flags: [
        { key: 'files', enabled: true },
        { key: 'checkins', enabled: true },
      ],
    });
    expect(res.status).toBe(200);
    await post('/api/settings/flags', {
      flags: [
        { key: 'checkins', enabled: false },
        { key: 'beta-chat', enabled: true },
      ],
    });
    expect((await details()).flags).toEqual(
      expect.arrayContaining([
        { key: 'files', enabled: true },
        { key: 'checkins', enabled: false },
        { key: 'beta-chat', enabled: true },
      ]),
    );
    const bad = await post('/api/settings/flags', { flags: [{ key: 'Not A Slug', enabled: true }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'flags.0.key': ['Use lowercase letters, digits and dashes'] });
    expect((await post('/api/settings/flags', { flags: [] }, manager.token)).status).toBe(403);
  });
});

describe('settings/memos and settings/email-alerts', () => {
  it('stores memo settings and company/details hands out the saved lists', async () => {
    const defaults = await get<TMemoSettings>('/api/settings/memos');
    expect(defaults.body.data.content).toMatchObject({
      default_type: 'nonflaggable',
      default_priority: 'normal',
    });
    const res = await post<TMemoSettings>('/api/settings/memos', {
      default_type: 'standard',
      signature: true,
      message_categories: ['Shift news', 'Safety'],
      employee_types: ['Driver', 'Cook'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toMatchObject({
      default_type: 'standard',
      default_priority: 'normal',
      signature: true,
      message_categories: ['Shift news', 'Safety'],
    });
    const c = await details();
    expect(c.message_categories).toEqual(['Shift news', 'Safety']);
    expect(c.employee_types).toEqual(['Driver', 'Cook']);
    expect(c.survey_categories.length).toBeGreaterThan(0);
    const bad = await post('/api/settings/memos', { default_type: 'loud', message_categories: [''] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      default_type: ['Choose Flaggable or Non-flaggable'],
      'message_categories.0': ['This field is required'],
    });
    expect((await post('/api/settings/memos', { signature: false }, manager.token)).status).toBe(403);
    // Managers compose memos, so they read the defaults a new memo starts from.
    const asManager = await get<TMemoSettings>('/api/settings/memos', manager.token);
    expect(asManager.status).toBe(200);
    expect(asManager.body.data.content).toMatchObject({ default_type: 'standard', signature: true });
    expect((await get('/api/settings/memos', staff.token)).status).toBe(403);
  });

  it('stores e-mail alerts, keeping fields left out', async () => {
    expect((await get<TEmailAlerts>('/api/settings/email-alerts')).body.data.content).toEqual({
      flagged_messages: true,
      raised_hands: true,
      checkins: true,
      weekly_summary: false,
    });
    await post('/api/settings/email-alerts', { raised_hands: false, weekly_summary: true });
    const res = await post<TEmailAlerts>('/api/settings/email-alerts', { checkins: false });
    expect(res.body.data.content).toEqual({
      flagged_messages: true,
      raised_hands: false,
      checkins: false,
      weekly_summary: true,
    });
    const bad = await post('/api/settings/email-alerts', { checkins: 'yes' });
    expect(bad.status).toBe(422);
    expect((await post('/api/settings/email-alerts', {}, staff.token)).status).toBe(403);
  });
});

describe('GET and POST /api/company/checkins', () => {
  it('answers the default topics, then the saved list in order, for every member', async () => {
    const first = await get<TCheckinTopic[]>('/api/company/checkins', staff.token);
    expect(first.status).toBe(200);
    expect(first.body.data.content.every((t) => t.id === null)).toBe(true);
    const saved = await post<TCheckinTopic[]>('/api/company/checkins', { topics: ['Shift swap?', 'Wins'] });
    expect(saved.body.data.content.map((t) => t.name)).toEqual(['Shift swap?', 'Wins']);
    const wins = saved.body.data.content[1]?.id;
    const reordered = await post<TCheckinTopic[]>('/api/company/checkins', { topics: ['Wins', 'Blockers'] });
    expect(reordered.body.data.content).toEqual([
      { id: wins, name: 'Wins' },
      { id: expect.any(Number), name: 'Blockers' },
    ]);
    expect((await details()).checkin_topics).toEqual(['Wins', 'Blockers']);
    await post('/api/company/checkins', { topics: [] });
    expect((await get<TCheckinTopic[]>('/api/company/checkins')).body.data.content).toEqual([]);
    const bad = await post('/api/company/checkins', { topics: [' '] });
    expect(bad.body.errors).toEqual({ 'topics.0': ['This field is required'] });
    expect((await post('/api/company/checkins', { topics: ['x'] }, manager.token)).status).toBe(403);
  });
});
