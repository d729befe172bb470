/**
 * Seeds the template benches straight through Kysely (batched multi-row inserts inside one
 * transaction, as employees-seed.ts does):
 *
 * - the bench company's own library: 10,000 templates (every 20th archived, every 4th a survey,
 *   a tag on every 10th, a file on every 50th) over 20 categories;
 * - the community: 100,000 shared templates from 200 other companies (every 5th in Spanish, every
 *   50th withdrawn, a file on every 50th), over the same 20 categories, use counts 0–999.
 *
 * Titles are "<topic> <word>" where the word is one of 100 made-up, mutually non-overlapping
 * words: template i has word ⌊i / 20⌋ % 100, so a word's templates are spread over the whole
 * list (each block of 20 covers every category once) and match 1 % of it.
 */
import { sql } from 'kysely';
import type { Database, Dialect } from '../../packages/server/src/db/index.js';

export const TEMPLATES = 10_000;
export const SHARED = 100_000;
export const SHARING_COMPANIES = 200;
const BATCH = 500;

export const CATEGORIES = [
  'Safety',
  'Onboarding',
  'Schedules',
  'Training',
  'Customer service',
  'Inventory',
  'Cleaning',
  'Holidays',
  'Payroll',
  'Uniforms',
  'Recognition',
  'Events',
  'Health',
  'Security',
  'Deliveries',
  'Maintenance',
  'Policies',
  'Feedback',
  'Menus',
  'Closing',
];
const TOPICS = ['Weekly update', 'Reminder', 'Checklist', 'Announcement', 'Quick survey', 'Notice'];
const HEADS = ['Bram', 'Cliv', 'Drom', 'Fenn', 'Grul', 'Hask', 'Jorv', 'Klim', 'Murn', 'Pell'];
const TAILS = ['ado', 'ique', 'orn', 'ulet', 'amar', 'esk', 'ivo', 'ont', 'ura', 'yth'];

function word(i: number): string {
  const w = Math.floor(i / CATEGORIES.length) % 100;
  return `${HEADS[Math.floor(w / 10)]}${TAILS[w % 10]}`;
}
const title = (i: number) => `${TOPICS[i % TOPICS.length]} ${word(i)}`;
const category = (i: number) => CATEGORIES[i % CATEGORIES.length] as string;
const CONTENT =
  '<p>Hi team,</p><p>Please read this before your next shift: the opening checklist changed, ' +
  'the walk-in is cleaned on Mondays and the new <strong>uniforms</strong> arrive on Friday.</p>';
const QUESTIONS = JSON.stringify([
  { question: 'Is it clear?', options_key: 'yes-no', options: ['Yes', 'No'] },
]);

export interface TemplatesSeeded {
  templates: number;
  shared: number;
  seedMs: number;
  /** A search term matching 1 % of the templates (and of the community). */
  term: string;
  category: string;
  /** Active templates the term matches; of them in `category`; live shares it matches. */
  termMatches: number;
  categoryMatches: number;
  sharedTermMatches: number;
}

function templateValues(companyId: number, creatorId: number, i: number, at: string) {
  const survey = i % 4 === 0;
  return {
    kind: survey ? 'survey' : 'message',
    title: title(i),
    content: CONTENT,
    category: category(i),
    type: 'standard',
    priority: 'normal',
    options_key: survey ? 'custom' : 'none',
    options: survey ? QUESTIONS : null,
    translations: null,
    use_count: (i * 37) % 1000,
    company_id: companyId,
    creator_id: creatorId,
    updater_id: creatorId,
    archived_at: i % 20 === 19 ? at : null,
    created_at: at,
    updated_at: at,
  };
}

function mediaValues(
  companyId: number,
  owner: 'template_id' | 'community_template_id',
  id: number,
  at: string,
) {
  return {
    company_id: companyId,
    template_id: owner === 'template_id' ? id : null,
    community_template_id: owner === 'community_template_id' ? id : null,
    name: 'Checklist',
    original_filename: 'checklist.pdf',
    mime: 'application/pdf',
    size: 48_213,
    type: 'pdf',
    type_category: 'document',
    storage_key: `bench/${owner}/${id}.pdf`,
    thumb_key: null,
    created_at: at,
  };
}

export async function seedTemplates(
  db: Database,
  dialect: Dialect,
  companyId: number,
  creatorId: number,
): Promise<TemplatesSeeded> {
  const started = performance.now();
  const base = Date.now() - SHARED * 60_000;
  const at = (i: number) => new Date(base + i * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    const tags = await trx
      .insertInto('tags')
      .values(
        ['Front of house', 'Kitchen', 'Managers'].map((t) => ({
          company_id: companyId,
          title: t,
          created_at: at(0),
          deleted_at: null,
        })),
      )
      .returning('id')
      .execute();
    for (let from = 0; from < TEMPLATES; from += BATCH) {
      const n = Math.min(BATCH, TEMPLATES - from);
      const rows = Array.from({ length: n }, (_, k) =>
        templateValues(companyId, creatorId, from + k, at((from + k) * 10)),
      );
      const ids = (await trx.insertInto('memo_templates').values(rows).returning('id').execute()).map(
        (r) => r.id,
      );
      const tagged = ids.filter((_, k) => (from + k) % 10 === 0);
      if (tagged.length)
        await trx
          .insertInto('memo_template_tags')
          .values(tagged.map((id, k) => ({ template_id: id, tag_id: tags[k % tags.length]?.id as number })))
          .execute();
      const filed = ids.filter((_, k) => (from + k) % 50 === 0);
      if (filed.length)
        await trx
          .insertInto('template_media')
          .values(filed.map((id) => mediaValues(companyId, 'template_id', id, at(0))))
          .execute();
    }

    const companies = (
      await trx
        .insertInto('companies')
        .values(
          Array.from({ length: SHARING_COMPANIES }, (_, k) => ({
            name: `Sharing Co ${k + 1}`,
            logo: null,
            slogan: null,
            join_code: `BENCHSHARE${k}`,
            trial_ends_at: null,
            subscription_status: 'active',
            subscribed_locations: 1,
            created_at: at(0),
            updated_at: at(0),
          })),
        )
        .returning(['id', 'name'])
        .execute()
    ).map((c) => ({ id: c.id, name: c.name }));
    for (let from = 0; from < SHARED; from += BATCH) {
      const n = Math.min(BATCH, SHARED - from);
      const rows = Array.from({ length: n }, (_, k) => {
        const i = from + k;
        const company = companies[i % SHARING_COMPANIES] as { id: number; name: string };
        const {
          company_id: _c,
          creator_id: _cr,
          updater_id: _u,
          archived_at: _a,
          ...content
        } = templateValues(company.id, 0, i, at(i));
        return {
          ...content,
          use_count: (i * 7919) % 1000,
          company_id: company.id,
          source_template_id: null,
          company_name: company.name,
          description: `Shared by ${company.name}: ${category(i).toLowerCase()} for every shift.`,
          language: i % 5 === 4 ? 'es' : 'en',
          published_at: at(i),
          withdrawn_at: i % 50 === 49 ? at(i) : null,
        };
      });
      const ids = (await trx.insertInto('community_templates').values(rows).returning('id').execute()).map(
        (r) => r.id,
      );
      const filed = ids.filter((_, k) => (from + k) % 50 === 0);
      if (filed.length)
        await trx
          .insertInto('template_media')
          .values(
            filed.map((id, k) =>
              mediaValues(companies[k % SHARING_COMPANIES]?.id as number, 'community_template_id', id, at(0)),
            ),
          )
          .execute();
    }
  });
  // As employees-seed.ts: PostgreSQL's steady state after a bulk load is vacuumed and analysed.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const seedMs = performance.now() - started;

  const term = word(37 * CATEGORIES.length);
  const like = `%${term.toLowerCase()}%`;
  const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
  const active = db
    .selectFrom('memo_templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .where(sql`lower(title)`, 'like', like);
  return {
    templates: TEMPLATES,
    shared: SHARED,
    seedMs,
    term,
    category: category(3),
    termMatches: await count(active.executeTakeFirstOrThrow()),
    categoryMatches: await count(active.where('category', '=', category(3)).executeTakeFirstOrThrow()),
    sharedTermMatches: await count(
      db
        .selectFrom('community_templates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('withdrawn_at', 'is', null)
        .where(sql`lower(title)`, 'like', like)
        .executeTakeFirstOrThrow(),
    ),
  };
}
