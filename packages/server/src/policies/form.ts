import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import type { Member } from './member.js';
import { isAdmin, isManagement, isSameCompany, isSelf } from './predicates.js';

/**
 * Who may do what with forms, their templates and responses (decisions.md, Forms). The company's
 * management reads every form and every response, and uses the templates; an admin edits,
 * closes and deletes any form or template, a manager those they created. A member reads (and
 * answers) a form targeted to them — a location or audience they are in now, or them by name —
 * while it is not deleted; answering also needs it open. A response is read by its author and the
 * company's management; only its author edits or deletes it, and only while the form is open.
 */

/** What the policy reads of a form. */
export interface FormRecord {
  company_id: number;
  creator_id: number | null;
  closed_at: string | null;
  deleted_at: string | null;
}

/** What the policy reads of a response. */
export interface FormResponseRecord {
  company_id: number;
  employee_id: number | null;
}

/** What the policy reads of a template of the company's own. */
export interface FormTemplateRecord {
  company_id: number;
  creator_id: number | null;
}

/** The ids of the forms targeted to the caller now (a subquery). */
export function formsTargetedTo(db: Database, member: Pick<Member, 'employeeId'>) {
  const me = member.employeeId;
  return db
    .selectFrom('form_targets as t')
    .select('t.form_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('t.target_type', '=', 'employee'), eb('t.target_id', '=', me)]),
        eb.and([
          eb('t.target_type', '=', 'location'),
          eb(
            't.target_id',
            'in',
            db.selectFrom('employee_locations').select('location_id').where('employee_id', '=', me),
          ),
        ]),
        eb.and([
          eb('t.target_type', '=', 'audience'),
          eb(
            't.target_id',
            'in',
            db.selectFrom('employee_audiences').select('audience_id').where('employee_id', '=', me),
          ),
        ]),
      ]),
    );
}

/**
 * Narrows a query of forms to those the caller reads: management every live form of the company,
 * anyone else the live forms targeted to them (so any other answers 404).
 */
export function scopeForms<O>(db: Database, member: Member, q: SelectQueryBuilder<DB, 'forms', O>) {
  const live = q.where('forms.company_id', '=', member.companyId).where('forms.deleted_at', 'is', null);
  if (isManagement(member)) return live;
  return live.where('forms.id', 'in', formsTargetedTo(db, member));
}

/** The caller reads this form; `targeted`: it is targeted to the caller now. */
export function canReadForm(member: Member, form: FormRecord, targeted: boolean): boolean {
  if (!isSameCompany(member, form) || form.deleted_at !== null) return false;
  return isManagement(member) || targeted;
}

/** The caller sends a response to this form: they read it and it is open. */
export function canRespondToForm(member: Member, form: FormRecord, targeted: boolean): boolean {
  return canReadForm(member, form, targeted) && form.closed_at === null;
}

/** The caller edits, closes, reopens and deletes this form. */
export function canManageForm(member: Member, form: FormRecord): boolean {
  if (!isSameCompany(member, form) || form.deleted_at !== null || !isManagement(member)) return false;
  return isAdmin(member) || (form.creator_id !== null && isSelf(member, form.creator_id));
}

/** The caller reads this response (and its files): its author, or the company's management. */
export function canReadResponse(member: Member, response: FormResponseRecord): boolean {
  if (!isSameCompany(member, response)) return false;
  return isManagement(member) || (response.employee_id !== null && isSelf(member, response.employee_id));
}

/** The caller edits or deletes this response: its author, while the form is open and live. */
export function canEditResponse(member: Member, response: FormResponseRecord, form: FormRecord): boolean {
  if (!isSameCompany(member, response) || !isSameCompany(member, form)) return false;
  if (form.closed_at !== null || form.deleted_at !== null) return false;
  return response.employee_id !== null && isSelf(member, response.employee_id);
}

/** The caller reads the company's templates and makes forms from them: management. */
export function canUseFormTemplate(member: Member, t: FormTemplateRecord): boolean {
  return isSameCompany(member, t) && isManagement(member);
}

/** The caller edits and deletes this template: an admin any, a manager their own. */
export function canEditFormTemplate(member: Member, t: FormTemplateRecord): boolean {
  if (!canUseFormTemplate(member, t)) return false;
  return isAdmin(member) || (t.creator_id !== null && isSelf(member, t.creator_id));
}
