import type { TMemo } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';
import { mediaSamples } from '../../test/media-files.js';
import { buildMemoCompany, newMemo } from '../../test/memos.js';
import { upload } from '../../test/uploads.js';
import { IDEMPOTENCY_TEXT } from './idempotency.js';

/**
 * Idempotency-Key (issue 10): a retried create, publish or upload with the same key and body gets
 * the first answer again; another body with the key answers 409.
 */

const { app, db } = await buildTestApp();
const C = await buildMemoCompany(db);
const base = { company_id: C.companyId };
const samples = await mediaSamples();
let n = 0;
const newKey = () => `key-${Date.now()}-${++n}`;

const create = (key: string, body: Record<string, unknown>, token = C.adminToken) =>
  call<TMemo>(app, 'POST', '/api/message/new', {
    token,
    body: { ...base, ...body },
    headers: { 'idempotency-key': key },
  });

const memosTitled = async (title: string) =>
  (await db.selectFrom('memos').select('id').where('title', '=', title).execute()).length;

describe('Idempotency-Key', () => {
  it('a retried create-and-publish returns the first answer and makes one memo', async () => {
    const key = newKey();
    const body = { title: 'Holiday hours', location_ids: [C.north.id], publish: true };
    const first = await create(key, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const retry = await create(key, body);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await memosTitled('Holiday hours')).toBe(1);
    // Without the header, or with another key, each call is a new memo.
    expect((await create(newKey(), body)).status).toBe(200);
    expect(await memosTitled('Holiday hours')).toBe(2);
  });

  it('the same key with another body, or on another route, answers 409 and does nothing', async () => {
    const key = newKey();
    expect((await create(key, { title: 'Rota A' })).status).toBe(200);
    const other = await create(key, { title: 'Rota B' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reused', message: IDEMPOTENCY_TEXT.reused });
    const elsewhere = await call(app, 'POST', '/api/survey/new', {
      token: C.adminToken,
      body: { ...base, title: 'Rota A' },
      headers: { 'idempotency-key': key },
    });
    expect(elsewhere.status).toBe(409);
    expect(await memosTitled('Rota B')).toBe(0);
  });

  it('keys are each user’s own: another user’s same key runs their own request', async () => {
    const key = newKey();
    expect((await create(key, { title: 'Mine', location_ids: [C.north.id] })).status).toBe(200);
    const theirs = await create(key, { title: 'Mine', location_ids: [C.north.id] }, C.manager.token);
    expect(theirs.status).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await memosTitled('Mine')).toBe(2);
  });

  it('a refusal (4xx) is kept and replayed too; a malformed key is refused', async () => {
    const key = newKey();
    const outside = { title: 'Outside', recipient_ids: [C.south1.employee.id] };
    const first = await create(key, outside, C.manager.token);
    expect(first.status).toBe(422);
    const retry = await create(key, outside, C.manager.token);
    expect(retry.status).toBe(422);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const bad = await create('no spaces allowed', { title: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ idempotency_key: [IDEMPOTENCY_TEXT.invalid] });
    expect((await create('x'.repeat(256), { title: 'x' })).status).toBe(422);
  });

  it('while the first request runs, a retry answers 409 in progress; a dead claim is taken over after its lease', async () => {
    // A first call with another key gives the fingerprint of this body (the key is not part of it).
    await create(newKey(), { title: 'Lease' });
    const { fingerprint } = await db
      .selectFrom('idempotency_keys')
      .select('fingerprint')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const key = newKey();
    const now = Date.now();
    await db
      .insertInto('idempotency_keys')
      .values({
        user_id: C.admin.id,
        idem_key: key,
        route: 'POST /api/message/new',
        fingerprint,
        created_at: new Date(now).toISOString(),
        locked_until: new Date(now + 10_000).toISOString(),
      })
      .execute();
    const busy = await create(key, { title: 'Lease' });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('idempotency_in_progress');
    expect(busy.headers['retry-after']).toBe('1');
    expect(await memosTitled('Lease')).toBe(1);
    // Its process died: once the lease has passed, the retry runs (once) and is kept.
    await db
      .updateTable('idempotency_keys')
      .set({ locked_until: new Date(now - 1).toISOString() })
      .where('idem_key', '=', key)
      .execute();
    expect((await create(key, { title: 'Lease' })).status).toBe(200);
    expect(await memosTitled('Lease')).toBe(2);
    expect((await create(key, { title: 'Lease' })).headers['idempotent-replayed']).toBe('true');
    expect(await memosTitled('Lease')).toBe(2);
  });

  it('a key is kept 24 hours, then free again', async () => {
    const key = newKey();
    expect((await create(key, { title: 'Daily' })).status).toBe(200);
    await db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('idem_key', '=', key)
      .execute();
    const again = await create(key, { title: 'Daily' });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await memosTitled('Daily')).toBe(2);
  });

  it('a retried publish returns the first answer', async () => {
    const draft = await newMemo(app, C.adminToken, 'message', { ...base, title: 'To publish' });
    const key = newKey();
    const publish = () =>
      call<TMemo>(app, 'POST', '/api/company/message', {
        token: C.adminToken,
        body: { ...base, id: draft.id, location_ids: [C.north.id], publish: true },
        headers: { 'idempotency-key': key },
      });
    const first = await publish();
    expect(first.status).toBe(200);
    expect(first.body.data.content.status).toBe('published');
    const retry = await publish();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
  });

  it('a retried upload (a new boundary, the same file) attaches once; another file with the key is 409', async () => {
    const draft = await newMemo(app, C.adminToken, 'message', { ...base, title: 'With a photo' });
    const key = newKey();
    const send = (content: Buffer) =>
      upload<TMemo>(app, '/api/message/media', {
        token: C.adminToken,
        fields: { company_id: String(C.companyId), memo_id: String(draft.id) },
        file: { name: 'photo.png', content },
        headers: { 'idempotency-key': key },
      });
    const first = await send(samples.png);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const retry = await send(samples.png);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const attached = await db.selectFrom('memo_media').select('id').where('memo_id', '=', draft.id).execute();
    expect(attached).toHaveLength(1);
    const other = await send(samples.jpg);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
  });
});
