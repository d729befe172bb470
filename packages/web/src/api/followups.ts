import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TIdName } from '@teamline/shared';
import { api } from './http';

/**
 * Follow-ups of spec §7 (company/messages/flagged; message/flagged, message/raised-hand,
 * message/checkin). The item types are the subset of @teamline/shared's TFlaggedOverview this
 * screen reads (written before that schema landed; the server's answers satisfy both).
 */
export type FollowupKind = 'flagged_message' | 'raised_hand' | 'checkin';

interface FollowupBase {
  id: number;
  employee_id: number;
  employee: TIdName | null;
  is_urgent: boolean;
  is_awaiting_manager: boolean;
  manager_acknowledged_at: string | null;
  manager_note: string | null;
  created_at: string;
  updated_at: string;
}
export interface FlaggedMessageItem extends FollowupBase {
  memo: { id: number; title: string; kind: string };
  flagged_at: string | null;
  flag_data: { note: string | null } | null;
}
export interface RaisedHandItem extends FollowupBase {
  note: string;
}
export interface CheckinItem extends FollowupBase {
  topic: string;
  note: string | null;
  acknowledged_at: string | null;
}
export interface FollowupCounts {
  flagged_messages: number;
  raised_hands: number;
  checkins: number;
  urgent: number;
  awaiting_manager: number;
}
export interface FlaggedOverview {
  flagged_messages: FlaggedMessageItem[];
  raised_hands: RaisedHandItem[];
  checkins: CheckinItem[];
  employees: TIdName[];
  counts: FollowupCounts;
}

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
