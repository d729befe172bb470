import type { TMemoTemplatesPage } from '@teamline/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildMember } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';
import { newTemplate, templateCalls } from '../../../test/templates.js';
import { nowIso } from '../../db/index.js';

/** A share the operator hides (COMMUNITY_HIDDEN_IDS). */
const HIDDEN_ID = 876_543;
const { app, db } = await buildTestApp({ COMMUNITY_HIDDEN_IDS: String(HIDDEN_ID) });

type Filters = { archived?: 'yes'; kind?: 'message' | 'survey'; category?: string; language?: 'en' | 'es' };

const row = (companyId: number, i: number, extra: Record<string, unknown> = {}) => {
  const now = nowIso();
  return {
    kind: i % 3 === 0 ? 'survey' : 'message',
    title: `Lists ${['Bramado', 'Clivique', 'Dromorn'][i % 3]} ${i}`,
    content: '<p>x</p>',
    category: [null, 'Safety', 'Menus', 'Holidays'][i % 4] ?? null,
    type: 'standard',
    priority: 'normal',
    options_key: 'custom',
    company_id: companyId,
    created_at: now,
    updated_at: now,
    ...extra,
  };
};

/**
 * The totals the lists answer without terms come from counts the database keeps (0018); these
 * tests write every way the counts move (insert, update of each counted column, delete, share,
 * withdraw, hide) and compare each filter's total with a count of the rows.
 */
describe('memo-templates/list totals', () => {
  it("answers the company's exact totals per tab, kind and category after inserts, updates and deletes", async () => {
    const { company } = await buildCompany(db, 'Counted Co');
    const admin = await buildMember(db, company.id, 'admin');
    const t = templateCalls(app, company.id);
    const made = await db
      .insertInto('memo_templates')
      .values(
        Array.from({ length: 24 }, (_, i) =>
          row(company.id, i, { archived_at: i % 5 === 0 ? nowIso() : null }),
        ),
      )
      .returning('id')
      .execute();
    const viaApi = await newTemplate(app, company.id, admin.token, {
      title: 'Lists by the API',
      category: 'Menus',
    });
    const ids = made.map((m) => m.id);
    await db
      .updateTable('memo_templates')
      .set({ archived_at: nowIso() })
      .where('id', 'in', ids.slice(1, 4))
      .execute();
    await db
      .updateTable('memo_templates')
      .set({ archived_at: null })
      .where('id', '=', ids[0] as number)
      .execute();
    await db
      .updateTable('memo_templates')
      .set({ category: 'Menus', kind: 'survey' })
      .where('id', 'in', ids.slice(6, 9))
      .execute();
    await db
      .updateTable('memo_templates')
      .set({ category: null })
      .where('id', '=', ids[10] as number)
      .execute();
    await db.deleteFrom('memo_templates').where('id', 'in', ids.slice(12, 15)).execute();
    expect((await t.put('archive', admin.token, { id: viaApi.id })).status).toBe(200);

    const cases: Filters[] = [
      {},
      { archived: 'yes' },
      { kind: 'survey' },
      { kind: 'message', archived: 'yes' },
      { category: 'Menus' },
      { category: 'Menus', archived: 'yes' },
      { category: 'Safety', kind: 'survey' },
      { category: 'None such' },
    ];
    for (const filters of cases) {
      let q = db
        .selectFrom('memo_templates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', company.id)
        .where('archived_at', filters.archived ? 'is not' : 'is', null);
      if (filters.kind) q = q.where('kind', '=', filters.kind);
      if (filters.category) q = q.where('category', '=', filters.category);
      const expected = Number((await q.executeTakeFirstOrThrow()).n);
      const res = await t.post<TMemoTemplatesPage>('list', admin.token, { ...filters, per_page: 2 });
      expect(res.status).toBe(200);
      expect(res.body.data.content.total, JSON.stringify(filters)).toBe(expected);
      expect(res.body.data.content.memo_templates).toHaveLength(Math.min(2, expected));
    }
    // Every count row equals its group, none is left for another company.
    const kept = await db
      .selectFrom('memo_template_counts')
      .select(['archived', 'kind', 'category', 'n'])
      .where('company_id', '=', company.id)
      .where('n', '<>', 0)
      .orderBy('archived')
      .orderBy('kind')
      .orderBy('category')
      .execute();
    const grouped = await db
      .selectFrom('memo_templates')
      .select([
        sql<boolean>`archived_at is not null`.as('archived'),
        'kind',
        sql<string>`coalesce(category, '')`.as('category'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('company_id', '=', company.id)
      .groupBy([sql`archived_at is not null`, 'kind', sql`coalesce(category, '')`])
      .orderBy('archived')
      .orderBy('kind')
      .orderBy('category')
      .execute();
    const norm = (rows: { archived: unknown; kind: string; category: string; n: unknown }[]) =>
      rows.map((r) => [Boolean(r.archived), r.kind, r.category, Number(r.n)]);
    expect(norm(kept)).toEqual(norm(grouped));
  });

  it('pages a search with its exact total, past the end too', async () => {
    const { company } = await buildCompany(db, 'Searched Co');
    const admin = await buildMember(db, company.id, 'admin');
    const t = templateCalls(app, company.id);
    await db
      .insertInto('memo_templates')
      .values(Array.from({ length: 9 }, (_, i) => row(company.id, i)))
      .execute();
    const list = async (extra: Record<string, unknown>) =>
      (await t.post<TMemoTemplatesPage>('list', admin.token, extra)).body.data.content;
    const first = await list({ terms: 'clivique', per_page: 2, sort_by: 'title', sort_direction: 'asc' });
    expect(first.total).toBe(3);
    expect(first.memo_templates.map((m) => m.title)).toEqual(['Lists Clivique 1', 'Lists Clivique 4']);
    const second = await list({
      terms: 'clivique',
      per_page: 2,
      page: 2,
      sort_by: 'title',
      sort_direction: 'asc',
    });
    expect(second).toMatchObject({ total: 3 });
    expect(second.memo_templates.map((m) => m.title)).toEqual(['Lists Clivique 7']);
    expect(await list({ terms: 'clivique', per_page: 2, page: 5 })).toMatchObject({
      total: 3,
      memo_templates: [],
    });
    expect(await list({ terms: 'zzzqqq' })).toMatchObject({ total: 0, memo_templates: [] });
    expect((await list({ terms: 'cl', per_page: 1 })).total).toBe(3);
  });

  it("answers the community's exact totals per language, kind and category, less withdrawn and hidden shares", async () => {
    const sharer = await buildCompany(db, 'Sharing Co');
    const reader = await buildCompany(db, 'Reading Co');
    const manager = await buildMember(db, reader.company.id, 'manager');
    const t = templateCalls(app, reader.company.id);
    const share = (i: number, extra: Record<string, unknown> = {}) => {
      const { company_id: _, ...content } = row(sharer.company.id, i);
      return {
        ...content,
        company_id: sharer.company.id,
        company_name: 'Sharing Co',
        language: i % 2 ? 'es' : 'en',
        published_at: nowIso(),
        withdrawn_at: i % 7 === 0 ? nowIso() : null,
        ...extra,
      };
    };
    const made = await db
      .insertInto('community_templates')
      .values(Array.from({ length: 20 }, (_, i) => share(i)))
      .returning('id')
      .execute();
    await db
      .insertInto('community_templates')
      .values(share(1, { id: HIDDEN_ID } as never))
      .execute();
    const ids = made.map((m) => m.id);
    await db
      .updateTable('community_templates')
      .set({ withdrawn_at: nowIso() })
      .where('id', 'in', ids.slice(1, 3))
      .execute();
    await db
      .updateTable('community_templates')
      .set({ withdrawn_at: null })
      .where('id', '=', ids[0] as number)
      .execute();
    await db
      .updateTable('community_templates')
      .set({ language: 'es', category: 'Menus' })
      .where('id', 'in', ids.slice(4, 6))
      .execute();
    await db.deleteFrom('community_templates').where('id', 'in', ids.slice(8, 10)).execute();

    const cases: Filters[] = [
      {},
      { language: 'es' },
      { language: 'en', kind: 'message' },
      { category: 'Menus' },
      { category: 'Menus', language: 'es', kind: 'message' },
      { kind: 'survey' },
    ];
    for (const filters of cases) {
      let q = db
        .selectFrom('community_templates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('withdrawn_at', 'is', null)
        .where('id', '<>', HIDDEN_ID);
      if (filters.kind) q = q.where('kind', '=', filters.kind);
      if (filters.category) q = q.where('category', '=', filters.category);
      if (filters.language) q = q.where('language', '=', filters.language);
      const expected = Number((await q.executeTakeFirstOrThrow()).n);
      const res = await t.post<TMemoTemplatesPage>('list', manager.token, { scope: 'community', ...filters });
      expect(res.status).toBe(200);
      expect(res.body.data.content.total, JSON.stringify(filters)).toBe(expected);
      expect(res.body.data.content.memo_templates).toHaveLength(expected);
    }
    const searched = await t.post<TMemoTemplatesPage>('list', manager.token, {
      scope: 'community',
      terms: 'dromorn',
    });
    expect(searched.body.data.content.total).toBe(searched.body.data.content.memo_templates.length);
    expect(searched.body.data.content.memo_templates.map((m) => m.id)).not.toContain(HIDDEN_ID);
  });
});
