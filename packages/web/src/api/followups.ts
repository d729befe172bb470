import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCheckin, TFlaggedMessage, TFlaggedOverview, TRaisedHand } from '@teamline/shared';
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
  overview: (companyId: number) => ['company', companyId, 'followups', 'overview'] as const,
};

const ACKNOWLEDGE_PATH: Record<FollowupKind, string> = {
  flagged_message: 'message/flagged',
  raised_hand: 'message/raised-hand',
  checkin: 'message/checkin',
};

export const followupsApi = {
  overview: (companyId: number) =>
    api.get<FlaggedOverview>('company/messages/flagged', { company_id: companyId }),
  acknowledge: (companyId: number, kind: FollowupKind, id: number, note: string) =>
    api.post<unknown>(ACKNOWLEDGE_PATH[kind], {
      company_id: companyId,
      id,
      manager_note: note.trim() || null,
    }),
};

export function useFollowups(companyId: number, enabled = true) {
  return useQuery({
    queryKey: followupKeys.overview(companyId),
    queryFn: () => followupsApi.overview(companyId),
    enabled,
  });
}

/** A manager answers a follow-up with a note; the lists and the Home figures refresh. */
export function useAcknowledgeFollowup(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, note }: { kind: FollowupKind; id: number; note: string }) =>
      followupsApi.acknowledge(companyId, kind, id, note),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: followupKeys.all(companyId) }),
        qc.invalidateQueries({ queryKey: ['company', companyId, 'home'] }),
      ]),
  });
}
