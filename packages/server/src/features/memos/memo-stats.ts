import { flagState, type TMemoStats, type TSurveyAnswer, type TSurveyQuestion } from '@teamline/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { toBool } from '../../db/index.js';
import type { MemoRow } from '../../db/schema.js';
import { mediaUrl } from './memo-media.js';
import { memoIsPastDue, parseJson } from './memos.presenter.js';

/**
 * The detail statistics of one memo for management (memos/get): recipients received, read,
 * acknowledged (responded), answered (surveys), flagged; the response rate; past-due recipients
 * grouped by location; survey answers per question and option, overall and per location.
 */

type Place = { location_id: number | null; location_name: string | null };

/** The note and photo an employee acknowledged with (the photo as its media/signature url). */
function acknowledgementOf(
  companyId: number,
  r: { acknowledgement: string | null; acknowledgement_data: string | null },
) {
  const data = parseJson<{ note?: string | null; photo?: { file?: string } | null } | null>(
    r.acknowledgement_data,
    null,
  );
  const file = data?.photo?.file;
  return {
    acknowledgement_note: r.acknowledgement ?? data?.note ?? null,
    acknowledgement_photo_url: file ? mediaUrl(companyId, file) : null,
  };
}

/** Location links of the memo's recipients (an employee may be in several, or none). */
async function recipientPlaces(db: Database, memoId: number, employeeIds?: number[]) {
  let q = db
    .selectFrom('memo_responses as mr')
    .innerJoin('employee_locations as el', 'el.employee_id', 'mr.employee_id')
    .innerJoin('locations as l', 'l.id', 'el.location_id')
    .select(['mr.employee_id', 'l.id as location_id', 'l.name as location_name'])
    .where('mr.memo_id', '=', memoId);
  if (employeeIds) q = q.where('mr.employee_id', 'in', employeeIds.length ? employeeIds : [0]);
  const rows = await q.execute();
  const out = new Map<number, Place[]>();
  for (const r of rows) {
    const list = out.get(r.employee_id) ?? [];
    list.push({ location_id: r.location_id, location_name: r.location_name });
    out.set(r.employee_id, list);
  }
  return out;
}

const NO_PLACE: Place[] = [{ location_id: null, location_name: null }];
const placeKey = (p: Place) => String(p.location_id);

export async function memoCounts(db: Database, memoId: number) {
  const c = await db
    .selectFrom('memo_responses')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(read_at)`.as('read'),
      sql<number>`count(acknowledged_at)`.as('acknowledged'),
      sql<number>`count(survey_data)`.as('answered'),
      // Flags not closed yet (open or answered): the follow-up lifecycle's in-flight ones.
      sql<number>`count(case when flag_closed_at is null then flagged_at end)`.as('flagged'),
    ])
    .where('memo_id', '=', memoId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(c.total),
    read: Number(c.read),
    acknowledged: Number(c.acknowledged),
    answered: Number(c.answered),
    flagged: Number(c.flagged),
  };
}

async function pastDueByLocation(db: Database, memo: MemoRow): Promise<TMemoStats['past_due_by_location']> {
  const late = await db
    .selectFrom('memo_responses as mr')
    .innerJoin('employees as e', 'e.id', 'mr.employee_id')
    .select(['e.id', 'e.name'])
    .where('mr.memo_id', '=', memo.id)
    .where('mr.acknowledged_at', 'is', null)
    .orderBy('e.name')
    .execute();
  const places = await recipientPlaces(db, memo.id);
  const groups = new Map<string, TMemoStats['past_due_by_location'][number]>();
  for (const e of late) {
    for (const p of places.get(e.id) ?? NO_PLACE) {
      const g = groups.get(placeKey(p)) ?? { ...p, count: 0, employees: [] };
      g.count += 1;
      g.employees.push({ id: e.id, name: e.name });
      groups.set(placeKey(p), g);
    }
  }
  return [...groups.values()].sort((a, b) =>
    (a.location_name ?? '\uffff').localeCompare(b.location_name ?? '\uffff'),
  );
}

/** Answers per question and option (every offered option listed, 0 when nobody chose it). */
export async function surveyResults(opts: {
  db: Database;
  memo: MemoRow;
}): Promise<TMemoStats['survey_results']> {
  const { db, memo } = opts;
  const questions = parseJson<TSurveyQuestion[]>(memo.options, []);
  const rows = await db
    .selectFrom('memo_responses')
    .select(['employee_id', 'survey_data'])
    .where('memo_id', '=', memo.id)
    .where('survey_data', 'is not', null)
    .execute();
  const places = await recipientPlaces(db, memo.id);
  return questions.map((q, index) => {
    const zero = () => new Map(q.options.map((o) => [o, 0]));
    const overall = zero();
    const byPlace = new Map<string, { place: Place; counts: Map<string, number> }>();
    for (const r of rows) {
      const answer = parseJson<TSurveyAnswer[]>(r.survey_data, []).find((a) => a.question === index)?.answer;
      if (answer === undefined) continue;
      overall.set(answer, (overall.get(answer) ?? 0) + 1);
      for (const p of places.get(r.employee_id) ?? NO_PLACE) {
        const g = byPlace.get(placeKey(p)) ?? { place: p, counts: zero() };
        g.counts.set(answer, (g.counts.get(answer) ?? 0) + 1);
        byPlace.set(placeKey(p), g);
      }
    }
    const list = (m: Map<string, number>) => [...m].map(([option, count]) => ({ option, count }));
    return {
      question: index,
      text: q.question,
      options: list(overall),
      by_location: [...byPlace.values()].map((g) => ({ ...g.place, options: list(g.counts) })),
    };
  });
}

export async function memoStats(opts: {
  db: Database;
  memo: MemoRow;
  page: number;
  perPage: number;
}): Promise<TMemoStats> {
  const { db, memo } = opts;
  const paging = { page: opts.page, perPage: opts.perPage };
  const now = new Date().toISOString();
  const c = await memoCounts(db, memo.id);
  const revealed = memo.published_at !== null && (memo.reveal_at === null || memo.reveal_at <= now);
  const pastDue = memoIsPastDue(memo, now);
  const page = await db
    .selectFrom('memo_responses as mr')
    .innerJoin('employees as e', 'e.id', 'mr.employee_id')
    .select([
      'mr.employee_id',
      'e.name',
      'mr.read_at',
      'mr.acknowledged_at',
      'mr.flagged_at',
      'mr.flag_data',
      'mr.flag_closed_at',
      'mr.manager_acknowledged_at',
      'mr.manager_note',
      'mr.is_urgent',
      'mr.survey_data',
      'mr.acknowledgement',
      'mr.acknowledgement_data',
    ])
    .where('mr.memo_id', '=', memo.id)
    .orderBy('e.name')
    .orderBy('e.id')
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage)
    .execute();
  const places = await recipientPlaces(
    db,
    memo.id,
    page.map((r) => r.employee_id),
  );
  return {
    recipient_count: c.total,
    received: revealed ? c.total : 0,
    read: c.read,
    acknowledged: c.acknowledged,
    answered: c.answered,
    flagged: c.flagged,
    response_rate: c.total ? c.acknowledged / c.total : 0,
    past_due_by_location: pastDue ? await pastDueByLocation(db, memo) : [],
    survey_results: memo.kind === 'survey' ? await surveyResults({ db, memo }) : [],
    recipients: page.map((r) => ({
      employee_id: r.employee_id,
      employee: { id: r.employee_id, name: r.name },
      read_at: r.read_at,
      acknowledged_at: r.acknowledged_at,
      flagged_at: r.flagged_at,
      flag_state: flagState(r),
      flag_note: parseJson<{ note?: string | null } | null>(r.flag_data, null)?.note ?? null,
      manager_note: r.flagged_at === null ? null : r.manager_note,
      is_urgent: toBool(r.is_urgent),
      answered: r.survey_data !== null,
      is_past_due: pastDue && r.acknowledged_at === null,
      location_ids: (places.get(r.employee_id) ?? []).map((p) => p.location_id as number),
      ...acknowledgementOf(memo.company_id, r),
    })),
    current_page: paging.page,
    total_pages: Math.max(1, Math.ceil(c.total / paging.perPage)),
    per_page: paging.perPage,
  };
}
