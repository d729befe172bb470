/**
 * The follow-up lifecycle, defined once (docs/decisions.md, Follow-up lifecycle). Every count,
 * badge and button on both sides derives from these functions:
 *
 *   open ──(the manager answers)──▶ answered ──(the employee closes it, or the manager)──▶ closed
 *     └──────────────(the employee withdraws it: "Remove flag", lowering the hand)─────────▲
 *
 * `open` awaits the manager, `answered` awaits the employee, `closed` is history. Flagging the
 * same message again opens it anew. A check-in becomes a follow-up once the employee checks in
 * (open); the manager's answer closes it (the employee already said their part).
 */
export const FOLLOWUP_STATES = ['open', 'answered', 'closed'] as const;
export type FollowupState = (typeof FOLLOWUP_STATES)[number];

type Stamp = string | null;

/** A memo response's flag; null when the message was never flagged. */
export function flagState(r: {
  flagged_at: Stamp;
  manager_acknowledged_at: Stamp;
  flag_closed_at: Stamp;
}): FollowupState | null {
  if (r.flagged_at === null) return null;
  if (r.flag_closed_at !== null) return 'closed';
  return r.manager_acknowledged_at === null ? 'open' : 'answered';
}

/** A raised hand: `acknowledged_at` is when it was closed (by the employee or a manager). */
export function handState(h: { manager_acknowledged_at: Stamp; acknowledged_at: Stamp }): FollowupState {
  if (h.acknowledged_at !== null) return 'closed';
  return h.manager_acknowledged_at === null ? 'open' : 'answered';
}

/** A check-in; null while it waits for the employee to check in (scheduled or open). */
export function checkinState(c: {
  acknowledged_at: Stamp;
  manager_acknowledged_at: Stamp;
}): FollowupState | null {
  if (c.manager_acknowledged_at !== null) return 'closed';
  return c.acknowledged_at === null ? null : 'open';
}

/** Whose move it is. */
export const isAwaitingManager = (state: FollowupState | null): boolean => state === 'open';
export const isAwaitingEmployee = (state: FollowupState | null): boolean => state === 'answered';
/** Not closed yet: open or answered. */
export const isInFlight = (state: FollowupState | null): boolean => state === 'open' || state === 'answered';
