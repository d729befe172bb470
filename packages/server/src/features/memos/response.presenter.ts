import { flagState, isAwaitingEmployee, isAwaitingManager, type TEmployeeResponse } from '@teamline/shared';
import { toBool } from '../../db/index.js';
import type { MemoResponseRow } from '../../db/schema.js';
import { parseJson } from './memos.presenter.js';

/**
 * An employee's response row as the API names it (the inbox, the bundle and the follow-ups'
 * flagged messages show it); names of the people it mentions come loaded.
 */
export function presentResponse(r: MemoResponseRow, names: Map<number, string>): TEmployeeResponse {
  const person = (id: number | null) =>
    id !== null && names.has(id) ? { id, name: names.get(id) as string } : null;
  const state = flagState(r);
  return {
    id: r.id,
    memo_id: r.memo_id,
    employee_id: r.employee_id,
    employee: person(r.employee_id),
    read_at: r.read_at,
    acknowledged_at: r.acknowledged_at,
    acknowledgement: r.acknowledgement,
    acknowledgement_data: parseJson(r.acknowledgement_data, null),
    survey_data: parseJson(r.survey_data, null),
    flagged_at: r.flagged_at,
    flag_data: parseJson(r.flag_data, null),
    flagged_count: r.flagged_count,
    manager_id: r.manager_id,
    manager: person(r.manager_id),
    manager_acknowledged_at: r.manager_acknowledged_at,
    manager_note: r.manager_note,
    is_urgent: toBool(r.is_urgent),
    is_awaiting_manager: isAwaitingManager(state),
    is_awaiting_employee: isAwaitingEmployee(state),
    flag_state: state,
    flag_closed_at: r.flag_closed_at,
    flag_closed_by: person(r.flag_closed_by_id),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
