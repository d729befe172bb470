import type { NotificationRow } from '../../db/schema.js';
import { PendingEvents } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { queueNotifications } from '../notifications/notifications.service.js';

/**
 * Pushes the tray items a publish wrote (in bulk, inside its transaction) to the recipients'
 * sockets. Call it only after that transaction has committed: routes call it once the service
 * has returned, the publish jobs once publishDueMemos has.
 */
export function announceNotifications(
  realtime: Realtime,
  notifications: readonly NotificationRow[] | undefined,
): void {
  if (!notifications?.length) return;
  const events = new PendingEvents();
  queueNotifications(events, notifications);
  events.flush(realtime);
}
