import type { TCelebrationResponse } from '@teamline/shared';
import type { WallReaction } from './wall.service.js';

/** A reaction as the wall shows it: who celebrated which celebration with what, and when. */
export function presentReaction(r: WallReaction): TCelebrationResponse {
  return {
    id: r.id,
    memo_id: r.memo_id,
    title: r.title,
    celebration: r.celebration,
    employee: { id: r.employee_id, name: r.name },
    option: r.option,
    created_at: r.created_at,
  };
}
