import { REALTIME_EVENTS } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import type { PendingEvents } from '../../realtime/after-commit.js';
import { notifyUser } from '../notifications/notifications.service.js';

/** Notification titles by the recipient's language (docs/decisions.md, Follow-ups). */
export const FOLLOWUP_NOTICES = {
  flagged: { en: 'flagged a message', es: 'señaló un mensaje', type: 'FLAGGED_MESSAGE' },
  flagAnswered: { en: 'Your flag was answered', es: 'Respondieron a tu señalamiento', type: 'FLAG_ANSWERED' },
  handRaised: { en: 'raised a hand', es: 'levantó la mano', type: 'RAISED_HAND' },
  handAnswered: {
    en: 'Your raised hand was answered',
    es: 'Respondieron a tu mano levantada',
    type: 'RAISED_HAND_ANSWERED',
  },
  checkinOpen: { en: 'Time to check in', es: 'Es hora de reportarte', type: 'CHECKIN' },
  checkedIn: { en: 'checked in', es: 'se reportó', type: 'CHECKIN_SUBMITTED' },
  checkinAnswered: {
    en: 'Your check-in was answered',
    es: 'Respondieron a tu reporte',
    type: 'CHECKIN_ANSWERED',
  },
} as const;
export type FollowupNotice = keyof typeof FOLLOWUP_NOTICES;
export type FollowupKind = 'flagged_message' | 'raised_hand' | 'checkin';

type Person = Pick<EmployeeRow, 'id' | 'user_id' | 'default_locale'>;

/**
 * Leaves a follow-up notice in a person's tray (pushed after commit). `about` (the employee who
 * acted) starts the title when given: "Ana Ruiz raised a hand".
 */
export async function notifyPerson(opts: {
  db: Database;
  events: PendingEvents;
  companyId: number;
  to: Person;
  notice: FollowupNotice;
  about?: string;
  content: string;
  typeId: number;
}): Promise<void> {
  if (opts.to.user_id === null) return;
  const n = FOLLOWUP_NOTICES[opts.notice];
  const title = opts.to.default_locale === 'es' ? n.es : n.en;
  await notifyUser({
    db: opts.db,
    events: opts.events,
    companyId: opts.companyId,
    userId: opts.to.user_id,
    title: (opts.about ? `${opts.about} ${title}` : title).slice(0, 255),
    content: opts.content.slice(0, 2000),
    type: n.type,
    typeId: opts.typeId,
  });
}

/** Active, signed-up management of a company (the `followup.updated` audience). */
async function managementUserIds(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('employees')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where('role', 'in', ['manager', 'admin'])
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .where('user_id', 'is not', null)
    .execute();
  return rows.map((r) => r.user_id).filter((id): id is number => id !== null);
}

/** Tells the company's management (after commit) that a follow-up changed, so lists refetch. */
export async function followupUpdated(opts: {
  db: Database;
  events: PendingEvents;
  companyId: number;
  kind: FollowupKind;
  id: number;
  employeeId: number;
}): Promise<void> {
  const userIds = await managementUserIds(opts.db, opts.companyId);
  if (userIds.length === 0) return;
  opts.events.toUsers(userIds, REALTIME_EVENTS.followupUpdated, {
    company_id: opts.companyId,
    kind: opts.kind,
    id: opts.id,
    employee_id: opts.employeeId,
  });
}

/**
 * Whom an employee's raised hand or check-in goes to: their managers, else the company's admins
 * (never the employee themself).
 */
export async function managersOf(db: Database, employee: EmployeeRow): Promise<Person[]> {
  const managers = await db
    .selectFrom('employee_managers as m')
    .innerJoin('employees as e', 'e.id', 'm.manager_id')
    .select(['e.id', 'e.user_id', 'e.default_locale'])
    .where('m.employee_id', '=', employee.id)
    .where('e.deleted_at', 'is', null)
    .where('e.is_active', '=', true)
    .execute();
  if (managers.length > 0) return managers;
  return db
    .selectFrom('employees')
    .select(['id', 'user_id', 'default_locale'])
    .where('company_id', '=', employee.company_id)
    .where('role', '=', 'admin')
    .where('id', '!=', employee.id)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .execute();
}
