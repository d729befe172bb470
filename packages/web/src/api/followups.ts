import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowupTab, TCheckin, TFlaggedMessage, TFlaggedOverview, TRaisedHand } from '@teamline/shared';
import { api } from './http';

/**
 * Follow-ups of spec §7 (company/messages/flagged; message/flagged, message/raised-hand,
 * message/checkin), typed by @teamline/shared's TFlaggedOverview.
 */
export type FollowupKind = 'flagged_message' | 'raised_hand' | 'checkin';
export type FlaggedOverview = TFlaggedOverview;
export type FlaggedMessageItem = TFlaggedMessage;
export type RaisedHandItem = TRaisedHand;
export type CheckinItem = TCheckin;

export const followupKeys = {
  all: (companyId: number) => ['company', companyId, 'followups'] as const,
  overview: (companyId: number, tab: FollowupTab = 'open') =>
    ['company', companyId, 'followups', 'overview', tab] as const,
};
/** The follow-ups a manager closes once answered (a check-in closes with the answer). */
export type ClosableKind = Exclude<FollowupKind, 'checkin'>;

const ACKNOWLEDGE_PATH: Record<FollowupKind, string> = {
  flagged_message: 'message/flagged',
  raised_hand: 'message/raised-hand',
  checkin: 'message/checkin',
};

export const followupsApi = {
  overview: (companyId: number, tab: FollowupTab = 'open') =>
    api.get<FlaggedOverview>(
      'company/messages/flagged',
      tab === 'open' ? { company_id: companyId } : { company_id: companyId, status: tab },
    ),
  acknowledge: (companyId: number, kind: FollowupKind, id: number, note: string) =>
    api.post<unknown>(ACKNOWLEDGE_PATH[kind], {
      company_id: companyId,
      id,
      manager_note: note.trim() || null,
    }),
  close: (companyId: number, kind: ClosableKind, id: number) =>
    api.post<unknown>(`${ACKNOWLEDGE_PATH[kind]}/close`, { company_id: companyId, id }),
};

/** One tab of Follow-ups: what awaits a manager (open), or what was answered (history). */
export function useFollowups(companyId: number, enabled = true, tab: FollowupTab = 'open') {
  return useQuery({
    queryKey: followupKeys.overview(companyId, tab),
    queryFn: () => followupsApi.overview(companyId, tab),
    enabled,
  });
}

/** Every list a manager's move on a follow-up changes: Follow-ups, Home, the Team list, memo figures. */
function refreshAfterMove(qc: ReturnType<typeof useQueryClient>, companyId: number) {
  return Promise.all(
    (['followups', 'home', 'employees', 'memos'] as const).map((list) =>
      qc.invalidateQueries({ queryKey: ['company', companyId, list] }),
    ),
  );
}

/** A manager closes an answered follow-up the employee left open. */
export function useCloseFollowup(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ClosableKind; id: number }) => followupsApi.close(companyId, kind, id),
    onSuccess: () => refreshAfterMove(qc, companyId),
  });
}

/** A manager answers a follow-up with a note; the lists, Home and the Team list refresh. */
export function useAcknowledgeFollowup(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, note }: { kind: FollowupKind; id: number; note: string }) =>
      followupsApi.acknowledge(companyId, kind, id, note),
    onSuccess: () => refreshAfterMove(qc, companyId),
  });
}
