import type { NOTICE_SUBJECTS } from '@teamline/shared';
import { chunks } from '../../db/chunks.js';
import type { Database } from '../../db/index.js';
import type { NotificationRow } from '../../db/schema.js';
import type { FormRow } from '../../db/schema-forms.js';
import { automaticMemoSender } from '../../policies/memo.js';
import type { PendingEvents } from '../../realtime/after-commit.js';
import { reachedEmployees, type Targets } from '../memos/memo-targets.js';
import { queueNotifications } from '../notifications/notifications.service.js';

/**
 * A new form's tray notice (decisions.md, Media polish): every active employee with an account the
 * form reaches now (the same live targeting that lets them read it: locations ∪ audiences ∪
 * people, the whole company's reach, as forms/get checks no sender's reach), but not its maker,
 * gets a FORM notification in their language (type_id: the form), pushed to their sockets once
 * the transaction has committed. Deduplicated per form and employee, so it is written once.
 */

export const FORM_NOTICE_TYPE = 'FORM' satisfies keyof typeof NOTICE_SUBJECTS;

const TITLE = { en: 'New form to fill in', es: 'Nuevo formulario para rellenar' } as const;

export async function notifyFormRecipients(opts: {
  db: Database;
  events: PendingEvents;
  form: FormRow;
  targets: Targets;
}): Promise<NotificationRow[]> {
  const { db, form } = opts;
  const reached = await reachedEmployees(db, automaticMemoSender(form.company_id), opts.targets)
    .where('employees.user_id', 'is not', null)
    .execute();
  const now = new Date().toISOString();
  const rows: NotificationRow[] = [];
  const people = reached.filter((e) => e.id !== form.creator_id && e.user_id !== null);
  for (const part of chunks(people, 500)) {
    const written = await db
      .insertInto('notifications')
      .values(
        part.map((e) => ({
          company_id: form.company_id,
          user_id: e.user_id as number,
          title: e.default_locale === 'es' ? TITLE.es : TITLE.en,
          content: form.name.slice(0, 2000),
          type: FORM_NOTICE_TYPE,
          type_id: form.id,
          created_at: now,
          dedupe_key: `form:${form.id}:employee:${e.id}`,
        })),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returningAll()
      .execute();
    rows.push(...written);
  }
  queueNotifications(opts.events, rows);
  return rows;
}
