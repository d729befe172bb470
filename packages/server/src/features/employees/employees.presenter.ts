import { LOCALE_LABELS, type TEmployee, type TEmployeeDetail, type TEmployeePage } from '@teamline/shared';
import { toBool } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { holdsManagementRole } from '../../policies/employee.js';
import { followupFields, noFollowups } from '../followups/employee-followups.js';
import { memoCountFields } from '../memos/employee-memos.js';
import type { LoadedEmployee, LoadedEmployees } from './employee-detail.js';
import type { LoadedEmployeePage } from './employees-list.service.js';
import type { EmployeeRelations } from './employees-relations.js';

/** First name and the initial of the last, as shown in tight places ("Maria G."). */
export function shortName(e: Pick<EmployeeRow, 'name' | 'name_first' | 'name_last'>): string {
  const space = e.name.indexOf(' ');
  const first = e.name_first ?? (space < 0 ? e.name : e.name.slice(0, space));
  // The last name's initial: the name's first character after its first space.
  const initial = e.name_last !== null ? e.name_last[0] : space < 0 ? undefined : e.name[space + 1];
  return initial ? `${first} ${initial}.` : first;
}

export function presentEmployee(e: EmployeeRow): TEmployee {
  return {
    id: e.id,
    company_id: e.company_id,
    user_id: e.user_id,
    name: e.name,
    name_first: e.name_first,
    name_last: e.name_last,
    name_short: shortName(e),
    display_name: e.name,
    email: e.email,
    phone: e.phone,
    phone_country_code: e.phone_country_code,
    role: e.role,
    is_management: holdsManagementRole(e),
    type: e.type,
    is_active: toBool(e.is_active),
    on_leave: toBool(e.on_leave),
    default_locale: e.default_locale,
    default_locale_label: LOCALE_LABELS[e.default_locale] ?? 'English',
    last_invited_at: e.last_invited_at,
    invite_accepted_at: e.invite_accepted_at,
    created_at: e.created_at,
  };
}

const DAY_MS = 86_400_000;
let today = { day: Number.NaN, text: '' };

/** Today in UTC as 'YYYY-MM-DD', made once a day rather than for each employee presented. */
function utcToday(): string {
  const day = Math.floor(Date.now() / DAY_MS);
  if (day !== today.day) today = { day, text: new Date(day * DAY_MS).toISOString().slice(0, 10) };
  return today.text;
}

/** Year, month and day of an ISO date or time in UTC ('YYYY-MM-DD…'), read off the text. */
const ymd = (iso: string) => [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];

/**
 * Whole years and months since the work anniversary (YYYY-MM-DD) or since the record was made
 * (an ISO time in UTC), until today (UTC): "2y 3m".
 */
export function timeEmployed(since: string, todayText = utcToday()): string {
  const [y0 = 0, m0 = 0, d0 = 0] = ymd(since);
  const [y1 = 0, m1 = 0, d1 = 0] = ymd(todayText);
  let months = (y1 - y0) * 12 + m1 - m0;
  if (d1 < d0) months -= 1;
  months = Math.max(0, months);
  return `${Math.floor(months / 12)}y ${months % 12}m`;
}

const ids = (list: { id: number }[]) => list.map((x) => x.id);

/**
 * The full Employee of spec §3. Relations come from `loadRelations`; the memo counts are filled by
 * the callers that read memos; the follow-up fields derive from the active follow-ups loaded
 * with the relations.
 */
export function presentEmployeeDetail(e: EmployeeRow, rel: EmployeeRelations): TEmployeeDetail {
  const today = utcToday();
  const locations = rel.locations.get(e.id) ?? [];
  const audiences = rel.audiences.get(e.id) ?? [];
  const managers = rel.managers.get(e.id) ?? [];
  const reports = rel.reports.get(e.id) ?? [];
  const requests = rel.requests.get(e.id) ?? [];
  const base = presentEmployee(e);
  const f = followupFields(rel.followups, e.id);
  // One literal of every field. A spread followed by 60 properties was ~20x slower to build, and
  // Object.assign onto the base left an object V8 keeps as a dictionary (more properties added
  // than it keeps fast), slow to read for the writer (docs/performance.md).
  return {
    id: base.id,
    company_id: base.company_id,
    user_id: base.user_id,
    name: base.name,
    name_first: base.name_first,
    name_last: base.name_last,
    name_short: base.name_short,
    display_name: base.display_name,
    email: base.email,
    phone: base.phone,
    phone_country_code: base.phone_country_code,
    role: base.role,
    is_management: base.is_management,
    type: base.type,
    is_active: base.is_active,
    on_leave: base.on_leave,
    default_locale: base.default_locale,
    default_locale_label: base.default_locale_label,
    last_invited_at: base.last_invited_at,
    invite_accepted_at: base.invite_accepted_at,
    created_at: base.created_at,
    time_employed: timeEmployed(e.work_anniversary ?? e.created_at, today),
    birth_date_day: e.birth_date_day,
    birth_date_month: e.birth_date_month,
    birth_date_year: e.birth_date_year,
    work_anniversary: e.work_anniversary,
    company_ext_id: e.company_ext_id,
    last_synced_at: e.last_synced_at ? new Date(e.last_synced_at).toISOString() : null,
    features: [],
    has_logged_in_today: (e.last_login_at ?? '').slice(0, 10) === today,
    locations,
    audiences,
    managers,
    employees: reports,
    location_ids: ids(locations),
    audience_ids: ids(audiences),
    manager_ids: ids(managers),
    employee_ids: ids(reports),
    metrics: {},
    manager_requests: requests,
    manager_requests_today: requests.filter((r) => r.created_at.slice(0, 10) === today),
    manager_request_active: requests.length > 0,
    unread_memo_count: 0,
    unread_memo_message_count: 0,
    unread_memo_survey_count: 0,
    unread_memo_celebration_count: 0,
    unread_memo_non_celebration_count: 0,
    unread_memo_non_celebration_past_due_count: 0,
    unread_memos_list: [],
    read_memos_list: [],
    flagged_messages: f.flagged_messages,
    flagged_messages_active: f.flagged_messages_active,
    checkins: f.checkins,
    checkins_active: f.checkins_active,
    current_checkin: f.current_checkin,
    last_checkin: f.last_checkin,
    raised_hands: f.raised_hands,
    raised_hands_active: f.raised_hands_active,
    is_awaiting_manager: f.is_awaiting_manager,
    is_awaiting_employee: f.is_awaiting_employee,
    is_urgent: f.is_urgent,
    due_next: f.due_next,
    has_flag: f.has_flag,
    has_checkin: f.has_checkin,
    has_raised_hand: f.has_raised_hand,
  };
}

/**
 * A colleague as a non-management employee sees them in the company's list: who they are and
 * where they work, without contact details, birth year, invitation state or follow-ups.
 */
export function presentColleague(e: EmployeeRow, rel: EmployeeRelations): TEmployeeDetail {
  return Object.assign(
    presentEmployeeDetail(e, rel),
    {
      email: null,
      phone: null,
      birth_date_year: null,
      company_ext_id: null,
      last_invited_at: null,
      invite_accepted_at: null,
      has_logged_in_today: false,
      manager_requests: [],
      manager_requests_today: [],
      manager_request_active: false,
    },
    followupFields(noFollowups(), e.id),
  );
}

/** One employee as the detail shows it, with the memo fields. */
export function presentLoadedEmployee({ employee, rel, memos }: LoadedEmployee): TEmployeeDetail {
  return { ...presentEmployeeDetail(employee, rel), ...memos };
}

export function presentLoadedEmployees({ rows, rel }: LoadedEmployees): TEmployeeDetail[] {
  return rows.map((r) => presentEmployeeDetail(r, rel));
}

/** A page of the Team list: management's view with memo counts, or the colleague roster. */
export function presentEmployeePage(page: LoadedEmployeePage): TEmployeePage {
  const { query, rel, memos } = page;
  const present = page.detailed ? presentEmployeeDetail : presentColleague;
  return {
    employees: page.rows.map((r) => Object.assign(present(r, rel), memoCountFields(memos?.get(r.id)))),
    current_page: query.page,
    total_pages: Math.max(1, Math.ceil(page.total / query.per_page)),
    total: page.total,
    per_page: query.per_page,
    sort_by: query.sort_by,
    sort_direction: query.sort_direction,
    filters: page.filters,
  };
}
