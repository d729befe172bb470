import { useQuery } from '@tanstack/react-query';
import type { TIdName, TMemoDetail, TMemosPage } from '@teamline/shared';
import { api } from './http';

/** How many of the latest published memos the management Home reads. */
export const DASHBOARD_MEMOS = 6;

export interface DashboardMemo {
  id: number;
  title: string;
  kind: TMemoDetail['kind'];
  display_start_at: string | null;
  recipients: number;
  read: number;
  responded: number;
  /** 0..1 */
  response_rate: number;
  past_due: number;
}

export interface PastDueLocation {
  location_id: number | null;
  location_name: string | null;
  count: number;
  memos: TIdName[];
}

export interface Dashboard {
  memos: DashboardMemo[];
  pastDue: PastDueLocation[];
}

export const dashboardKeys = {
  /** Under 'home', so a realtime notification refreshes it. */
  memos: (companyId: number) => ['company', companyId, 'home', 'memos'] as const,
};

/** Sums the past-due recipients of several memos per location, most late first. */
export function pastDueByLocation(details: TMemoDetail[]): PastDueLocation[] {
  const byPlace = new Map<string, PastDueLocation>();
  for (const memo of details) {
    for (const group of memo.stats.past_due_by_location) {
      const key = String(group.location_id);
      const row = byPlace.get(key) ?? {
        location_id: group.location_id,
        location_name: group.location_name,
        count: 0,
        memos: [],
      };
      row.count += group.count;
      row.memos.push({ id: memo.id, name: memo.title });
      byPlace.set(key, row);
    }
  }
  return [...byPlace.values()].sort((a, b) => b.count - a.count);
}

/** The latest published memos with their statistics (memos/list, then memos/get of each). */
async function loadDashboard(companyId: number): Promise<Dashboard> {
  const page = await api.post<TMemosPage>('memos/list', {
    company_id: companyId,
    status: 'published',
    sort_by: 'start_at',
    sort_direction: 'desc',
    per_page: DASHBOARD_MEMOS,
  });
  const details = await Promise.all(
    page.memos.map((m) =>
      api.get<TMemoDetail>('memos/get', { company_id: companyId, id: m.id, per_page: 1 }),
    ),
  );
  return {
    memos: details.map((d) => ({
      id: d.id,
      title: d.title,
      kind: d.kind,
      display_start_at: d.display_start_at,
      recipients: d.stats.recipient_count,
      read: d.stats.read,
      responded: d.stats.acknowledged,
      response_rate: d.stats.response_rate,
      // An employee in two locations is in two groups: count people once.
      past_due: new Set(d.stats.past_due_by_location.flatMap((g) => g.employees.map((e) => e.id))).size,
    })),
    pastDue: pastDueByLocation(details),
  };
}

export function useDashboard(companyId: number) {
  return useQuery({ queryKey: dashboardKeys.memos(companyId), queryFn: () => loadDashboard(companyId) });
}
