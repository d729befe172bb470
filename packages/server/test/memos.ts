import type { TInbox, TMemo, TMemoResponseBundle } from '@teamline/shared';
import { expect } from 'vitest';
import type { Database } from '../src/db/index.js';
import { nowIso } from '../src/db/index.js';
import type { MemoRow } from '../src/db/schema.js';
import { buildCompany, buildMember, call } from './factories.js';
import type { TestApp } from './harness.js';
import { buildAudience, buildLocation, linkEmployee } from './people.js';

/**
 * A company for memo tests: two locations, an audience, an admin, a manager of the first
 * location, and employees with accounts (north1, north2 at North; south1 at South, also a Cook).
 */
export async function buildMemoCompany(db: Database) {
  const c = await buildCompany(db);
  const companyId = c.company.id;
  const north = await buildLocation(db, companyId, 'North');
  const south = await buildLocation(db, companyId, 'South');
  const cooks = await buildAudience(db, companyId, 'Cooks');
  const manager = await buildMember(db, companyId, 'manager');
  await linkEmployee(db, companyId, manager.employee.id, { locationIds: [north.id] });
  const north1 = await buildMember(db, companyId);
  const north2 = await buildMember(db, companyId);
  const south1 = await buildMember(db, companyId);
  await linkEmployee(db, companyId, north1.employee.id, { locationIds: [north.id] });
  await linkEmployee(db, companyId, north2.employee.id, { locationIds: [north.id] });
  await linkEmployee(db, companyId, south1.employee.id, { locationIds: [south.id], audienceIds: [cooks.id] });
  return { ...c, companyId, north, south, cooks, manager, north1, north2, south1 };
}

export type MemoCompany = Awaited<ReturnType<typeof buildMemoCompany>>;

/** Creates a memo through the API and answers it (expects 200). */
export async function newMemo(
  app: TestApp,
  token: string,
  kind: 'message' | 'survey',
  body: Record<string, unknown>,
): Promise<TMemo> {
  const res = await call<TMemo>(app, 'POST', `/api/${kind}/new`, {
    token,
    body: { title: 'Hello', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content;
}

export const QUESTIONS = [
  { question: 'Is the new schedule clear?', options_key: 'yes-no', options: ['Yes', 'No'] },
  { question: 'Rate the training', options_key: 'rating-5', options: ['1', '2', '3', '4', '5'] },
];

/** A memo row in any status, written straight to the table (for the state-transition tests). */
export async function insertMemo(
  db: Database,
  opts: { companyId: number; creatorId: number; kind: 'message' | 'survey' | 'celebration'; status: string },
): Promise<MemoRow> {
  const now = nowIso();
  const at = (status: string) => (opts.status === status ? now : null);
  return db
    .insertInto('memos')
    .values({
      company_id: opts.companyId,
      kind: opts.kind,
      status: opts.status,
      title: `A ${opts.status} ${opts.kind}`,
      content: '<p>Hi</p>',
      priority: 'normal',
      signature: false,
      type: opts.kind === 'survey' ? 'standard' : 'nonflaggable',
      mode: 'segments',
      options_key: 'custom',
      options: opts.kind === 'survey' ? JSON.stringify(QUESTIONS) : null,
      author_id: opts.creatorId,
      creator_id: opts.creatorId,
      start_at: opts.status === 'scheduled' ? new Date(Date.now() + 86_400_000).toISOString() : null,
      published_at: ['published', 'expired', 'archived'].includes(opts.status) ? now : null,
      expired_at: at('expired'),
      archived_at: at('archived'),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const HOUR = 3600_000;

/**
 * A company of its own with memos in the employees' inboxes: South1 reads Spanish; a message to North and South, a flaggable one to
 * South, a survey to South and North, one to South not revealed yet, one for North only.
 */
export async function buildInboxScene(app: TestApp, db: Database) {
  const C = await buildMemoCompany(db);
  const base = { company_id: C.companyId };
  await db
    .updateTable('employees')
    .set({ default_locale: 'es' })
    .where('id', '=', C.south1.employee.id)
    .execute();
  const toAll = await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Welcome',
    content: '<p>Hello</p>',
    location_ids: [C.north.id, C.south.id],
    due_at: new Date(Date.now() + HOUR).toISOString(),
    translations: [{ locale_code: 'es', title: 'Bienvenida', content: '<p>Hola</p>' }],
    publish: true,
  });
  const flaggable = await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Flag me',
    type: 'standard',
    location_ids: [C.south.id],
    publish: true,
  });
  const survey = await newMemo(app, C.adminToken, 'survey', {
    ...base,
    title: 'Pulse',
    options: QUESTIONS,
    location_ids: [C.south.id, C.north.id],
    translations: [
      {
        locale_code: 'es',
        title: 'Pulso',
        options: [
          { question: '¿Está claro el horario?', options: ['Sí', 'No'] },
          { question: 'Califica', options: ['1', '2', '3', '4', '5'] },
        ],
      },
    ],
    publish: true,
  });
  const hidden = await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'Later',
    location_ids: [C.south.id],
    reveal_at: new Date(Date.now() + HOUR).toISOString(),
    publish: true,
  });
  await newMemo(app, C.adminToken, 'message', {
    ...base,
    title: 'North only',
    location_ids: [C.north.id],
    publish: true,
  });
  const inbox = (token: string, extra: Record<string, unknown> = {}) =>
    call<TInbox>(app, 'POST', '/api/app/employee-messages', { token, body: { ...base, ...extra } });
  const answer = (token: string, answers: { question: number; answer: string }[]) =>
    call<TMemoResponseBundle>(app, 'POST', '/api/employee-survey', {
      token,
      body: { ...base, id: survey.id, answers },
    });
  return { C, base, toAll, flaggable, survey, hidden, inbox, answer };
}

/** A fresh memo company per test, with the body base every call sends. */
export async function memoCompanyWithBase(db: Database) {
  const C = await buildMemoCompany(db);
  return { C, base: { company_id: C.companyId } };
}

/** The employees a memo reached (its response rows), by id. */
export const memoResponseRows = (db: Database, memoId: number) =>
  db
    .selectFrom('memo_responses')
    .select('employee_id')
    .where('memo_id', '=', memoId)
    .orderBy('employee_id')
    .execute();

/** The tray items a memo's publish wrote. */
export const memoNotificationRows = (db: Database, memoId: number) =>
  db
    .selectFrom('notifications')
    .select(['user_id', 'title'])
    .where('type_id', '=', memoId)
    .where('type', 'in', ['MESSAGE', 'SURVEY'])
    .execute();
