import type { TNotification } from '@teamline/shared';
import type { NotificationRow } from '../../db/schema.js';

export function presentNotification(n: NotificationRow): TNotification {
  return {
    id: n.id,
    title: n.title,
    content: n.content,
    type: n.type,
    read: n.read_at !== null,
    created_at: n.created_at,
    type_id: n.type_id,
  };
}
