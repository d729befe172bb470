import { REALTIME_EVENTS, type TRealtimeNotification } from '@teamline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { newForm } from '../../../test/forms.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { collect, connect, listen, nextEvent, settle } from '../../../test/sockets.js';

const { app, db } = await buildTestApp();
const url = await listen(app);
const C = await buildMemoCompany(db);
await db
  .updateTable('employees')
  .set({ default_locale: 'es' })
  .where('id', '=', C.south1.employee.id)
  .execute();
const north1 = await connect(url, C.north1.token);
const south1 = await connect(url, C.south1.token);
afterAll(() => {
  north1.close();
  south1.close();
});

/** One person's FORM notices about one form: the tests run shuffled, so each looks at its own form. */
const trayOf = (userId: number, formId: number) =>
  db
    .selectFrom('notifications')
    .select(['type', 'type_id', 'title', 'content'])
    .where('company_id', '=', C.companyId)
    .where('user_id', '=', userId)
    .where('type', '=', 'FORM')
    .where('type_id', '=', formId)
    .orderBy('id')
    .execute();

describe('a new form reaches its recipients’ trays live', () => {
  it('notifies each employee it reaches in their language, pushed after commit; not the maker, not others', async () => {
    const arrival = nextEvent<TRealtimeNotification>(north1, REALTIME_EVENTS.notification);
    const southPushes = collect<TRealtimeNotification>(south1, REALTIME_EVENTS.notification);
    const form = await newForm(app, C.companyId, C.manager.token, {
      name: 'Fridge check',
      location_ids: [C.north.id],
    });
    expect((await arrival).notification).toMatchObject({
      type: 'FORM',
      type_id: form.id,
      title: 'New form to fill in',
      content: 'Fridge check',
    });
    await settle();
    expect(southPushes).toEqual([]);
    expect(await trayOf(C.north2.user.id, form.id)).toEqual([
      { type: 'FORM', type_id: form.id, title: 'New form to fill in', content: 'Fridge check' },
    ]);
    expect(await trayOf(C.manager.user.id, form.id)).toEqual([]);
    expect(await trayOf(C.south1.user.id, form.id)).toEqual([]);
  });

  it('an audience reaches beyond a manager’s locations, as reading the form does; Spanish for a Spanish speaker', async () => {
    const arrival = nextEvent<TRealtimeNotification>(south1, REALTIME_EVENTS.notification);
    const form = await newForm(app, C.companyId, C.adminToken, {
      name: 'Cooks survey',
      audience_ids: [C.cooks.id],
    });
    expect((await arrival).notification).toMatchObject({
      type: 'FORM',
      type_id: form.id,
      title: 'Nuevo formulario para rellenar',
    });
    expect(await trayOf(C.north1.user.id, form.id)).toEqual([]);
  });
});
