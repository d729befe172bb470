import type { TTemplateSendDetail } from '@teamline/shared';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildMember, call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { buildMemoCompany } from '../../../test/memos.js';
import { newTemplate } from '../../../test/templates.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import { countReached } from '../memos/memo-targets.js';
import { targetsOfSend } from './memo-template-sends.service.js';
import { loadSendPage } from './send-page.js';

const { app, db } = await buildTestApp();

/** The same database, counting the queries it runs (one result each; subqueries are not counted). */
function counting() {
  const seen = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      seen.queries += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), seen };
}

describe('the Sends page loader', () => {
  it("counts every draft's reach in one query, whatever the number of drafts", async () => {
    const c = await buildMemoCompany(db);
    const admin = await buildMember(db, c.companyId, 'admin');
    const template = await newTemplate(app, c.companyId, admin.token, { title: 'Holiday hours' });
    const targetings = [
      { location_ids: [c.north.id] },
      { location_ids: [c.south.id] },
      { audience_ids: [c.cooks.id], recipient_ids: [c.north1.employee.id] },
      { location_ids: [c.north.id, c.south.id] },
      { recipient_ids: [c.north2.employee.id] },
    ];
    const ids: number[] = [];
    for (const [i, targets] of targetings.entries()) {
      const res = await call<TTemplateSendDetail>(app, 'POST', '/api/memo-template-sends/create', {
        token: admin.token,
        body: { company_id: c.companyId, name: `Send ${i}`, template_ids: [template.id], ...targets },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data.content.id);
    }
    const rows = await db.selectFrom('memo_template_sends').selectAll().where('id', 'in', ids).execute();
    const member: Member = {
      userId: admin.user.id,
      companyId: c.companyId,
      employeeId: admin.employee.id,
      role: 'admin',
    };

    const few = counting();
    await loadSendPage({ db: few.db, member, rows: rows.slice(0, 1) });
    const many = counting();
    const page = await loadSendPage({ db: many.db, member, rows });
    expect(many.seen.queries).toBe(few.seen.queries);
    expect(many.seen.queries).toBeLessThanOrEqual(4);

    // The counts are those of countReached, draft by draft: North 3, South 1, Cooks ∪ north1 2, both 4, north2 1.
    const sender = memoSenderOf(member);
    const expected = await Promise.all(rows.map((r) => countReached(db, sender, targetsOfSend(r))));
    expect(rows.map((r) => page.draftReach.get(r.id))).toEqual(expected);
    expect(
      ids.map((id) => page.draftReach.get(id)),
      'north: manager, north1, north2; south: south1',
    ).toEqual([3, 1, 2, 4, 1]);
  });
});
