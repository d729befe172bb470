import type { TNotification } from './schemas/entities.js';

/** Socket.IO path on the API server (same origin as /api). */
export const REALTIME_PATH = '/socket.io';

/** Realtime defaults of spec §9. */
export const REALTIME_ACTIVITY_TIMEOUT_MS = 120_000;
export const REALTIME_PONG_TIMEOUT_MS = 30_000;
export const REALTIME_UNAVAILABLE_TIMEOUT_MS = 10_000;

/** Events the server publishes; the payload types are below. */
export const REALTIME_EVENTS = {
  notification: 'notification',
  /** To the company's management: a follow-up changed (lists refetch). */
  followupUpdated: 'followup.updated',
} as const;

/** `notification`: a new item in the recipient's tray of one company (the tray item shape). */
export interface TRealtimeNotification {
  company_id: number;
  notification: TNotification;
}

/** `followup.updated`: a flagged message, raised hand or check-in was made, answered or closed. */
export interface TRealtimeFollowupUpdated {
  company_id: number;
  kind: 'flagged_message' | 'raised_hand' | 'checkin';
  id: number;
  employee_id: number;
}
