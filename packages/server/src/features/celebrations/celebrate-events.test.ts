import { REALTIME_EVENTS, type TRealtimeNotification } from '@teamline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { newCelebration } from '../../../test/celebrations.js';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { collect, connect, listen, nextEvent, settle } from '../../../test/sockets.js';

const { app, db } = await buildTestApp();
const url = await listen(app);
const co = await buildMemoCompany(db);
const north1 = await connect(url, co.north1.token);
afterAll(() => north1.close());

describe('celebrating reaches the celebrated employee live', () => {
  it('pushes one tray item per celebrator; changing the option pushes nothing more', async () => {
    const arrival = nextEvent<TRealtimeNotification>(north1, REALTIME_EVENTS.notification);
    const memo = await newCelebration(app, co.adminToken, {
      company_id: co.companyId,
      celebrated_employee_id: co.north1.employee.id,
      publish: true,
    });
    expect((await arrival).notification).toMatchObject({ type: 'CELEBRATION', type_id: memo.id });
    const celebrated = nextEvent<TRealtimeNotification>(north1, REALTIME_EVENTS.notification);
    const celebrate = (option: string) =>
      call(app, 'POST', '/api/employee-celebrate', {
        token: co.north2.token,
        body: { company_id: co.companyId, id: memo.id, option },
      });
    expect((await celebrate('Cheers')).status).toBe(200);
    expect((await celebrated).notification).toMatchObject({
      type: 'CELEBRATED',
      type_id: memo.id,
      title: `${co.north2.employee.name} celebrated you`,
      content: 'Cheers: Congratulations',
    });
    const more = collect<TRealtimeNotification>(north1, REALTIME_EVENTS.notification);
    expect((await celebrate('High Five')).status).toBe(200);
    await settle();
    expect(more).toEqual([]);
  });
});
