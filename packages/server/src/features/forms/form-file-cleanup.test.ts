import { describe, expect, it } from 'vitest';
import { formCalls, newForm, newResponse } from '../../../test/forms.js';
import { buildTestApp } from '../../../test/harness.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany } from '../../../test/memos.js';

const { app, db, deps } = await buildTestApp();
const C = await buildMemoCompany(db);
const F = formCalls(app, C.companyId);
const S = await mediaSamples();
const HOUR = 3_600_000;

async function uploaded(formId: number, name: string) {
  const up = await F.upload(C.north1.token, formId, { name, content: S.png });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  const row = await db
    .selectFrom('form_response_files')
    .selectAll()
    .where('id', '=', up.body.data.content.id)
    .executeTakeFirstOrThrow();
  return row;
}
const rowOf = (id: number) =>
  db.selectFrom('form_response_files').select('id').where('id', '=', id).executeTakeFirst();
const stored = async (key: string | null) => (key ? (await deps.storage.get(key)) !== null : false);

describe('unclaimed form files are removed after their grace period (hourly job)', () => {
  it('a file no response took goes 24 h after its upload, bytes and thumbnail too; a response’s file stays', async () => {
    const form = await newForm(app, C.companyId, C.adminToken, { location_ids: [C.north.id] });
    const taken = await uploaded(form.id, 'kept.png');
    const left = await uploaded(form.id, 'left.png');
    await newResponse(app, C.companyId, C.north1.token, form.id, { what: 'A spill', photos: [taken.id] });
    expect(left.thumb_key).not.toBeNull();
    const uploadedAt = new Date(left.created_at);

    // 23 hours on: still within the grace period, so a response being filled in can name it.
    expect(await deps.jobs.runDue(new Date(uploadedAt.getTime() + 23 * HOUR))).toMatchObject({ failed: 0 });
    expect(await rowOf(left.id)).toBeDefined();
    expect(await stored(left.storage_key)).toBe(true);

    // 25 hours on: the free file is gone from the database and storage; the response's stays.
    expect(await deps.jobs.runDue(new Date(uploadedAt.getTime() + 25 * HOUR))).toMatchObject({ failed: 0 });
    expect(await rowOf(left.id)).toBeUndefined();
    expect(await stored(left.storage_key)).toBe(false);
    expect(await stored(left.thumb_key)).toBe(false);
    expect(await rowOf(taken.id)).toBeDefined();
    expect(await stored(taken.storage_key)).toBe(true);
    // A response naming the removed file now is refused at the field.
    const late = await F.post('createResponse', C.north1.token, {
      form_id: form.id,
      response: { what: 'x', photos: [left.id] },
    });
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors ?? {})).toEqual(['response.photos']);
  });
});
