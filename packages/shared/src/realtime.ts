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
  /** A follow-up changed: to the management who answer it and to its employee (lists refetch). */
  followupUpdated: 'followup.updated',
  /** An employee read, acknowledged, answered or flagged a memo: to whoever sees its figures. */
  memoResponse: 'memo.response',
  /** Some of the user's notifications were read or cleared (on any device): the tray refetches. */
  notificationsRead: 'notifications.read',
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

/**
 * `memo.response`: a recipient's response changed (read, acknowledged, answered, flagged, closed).
 * Sent after commit to the people who see its figures: the memo's managers (its creator, the
 * company's admins) and the management of the employee (Home's past due, the Team list).
 */
export interface TRealtimeMemoResponse {
  company_id: number;
  memo_id: number;
  employee_id: number;
}

/** `notifications.read`: to the user themself, after a tray item (or everything) was read or cleared. */
export interface TRealtimeNotificationsRead {
  company_id: number;
}
