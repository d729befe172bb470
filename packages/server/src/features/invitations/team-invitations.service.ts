import { MSG, type Role } from '@teamline/shared';
import type { Mailer } from '../../adapters/mail.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { CompanyRow, EmployeeRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { randomToken } from '../../http/tokens.js';
import { authorizeRoleAssignment } from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';

/** The management side of invitations: send, list what is pending, send again, withdraw. */

export interface InviteTarget {
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
  role: Role;
}

interface Issued {
  employee: EmployeeRow;
  token: string;
  invitationId: number;
  phone: string | null;
  email: string | null;
}

/** Records a fresh invitation for an employee record; the earlier open ones stop working. */
async function issueInvitation(
  db: Database,
  opts: {
    companyId: number;
    employee: EmployeeRow;
    phone: string | null;
    email: string | null;
    invitedBy: number;
  },
): Promise<Issued> {
  const now = nowIso();
  const token = randomToken(24);
  await db
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('employee_id', '=', opts.employee.id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const invitation = await db
    .insertInto('invitations')
    .values({
      company_id: opts.companyId,
      employee_id: opts.employee.id,
      token,
      phone: opts.phone,
      email: opts.email,
      invited_by: opts.invitedBy,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employee = await db
    .updateTable('employees')
    .set({ last_invited_at: now, updated_at: now })
    .where('id', '=', opts.employee.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { employee, token, invitationId: invitation.id, phone: opts.phone, email: opts.email };
}

/** Sends the sign-in link to the addresses the invitation was made for (SMS and/or mail). */
async function deliverInvitation(opts: {
  mailer: Mailer;
  sms: SmsSender;
  appUrl: string;
  company: CompanyRow;
  issued: Issued;
}): Promise<void> {
  const { company, issued } = opts;
  const link = `${opts.appUrl}/login?token=${issued.token}`;
  const text = `You're invited to join ${company.name} on Teamline. Sign in to accept: ${link}`;
  if (issued.phone) await opts.sms.send({ to: issued.phone, text });
  if (issued.email) {
    await opts.mailer.send({ to: issued.email, subject: `Join ${company.name} on Teamline`, text });
  }
}

interface Delivery {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  appUrl: string;
  company: CompanyRow;
  /** The inviting member: the invitation records them, and their role bounds the roles they hand out. */
  member: Member;
}

/**
 * Invites a person to a company by phone or e-mail: finds or makes their employee record,
 * records a fresh invitation and sends the link. Only an admin invites into a management role.
 */
export async function invitePerson(
  opts: Delivery & { target: InviteTarget },
): Promise<{ employee: EmployeeRow; token: string; invitationId: number }> {
  const { company, target } = opts;
  authorizeRoleAssignment(opts.member, target.role);
  if (!target.phone && !target.email) throw invalid({ phone: [MSG.required], email: [MSG.required] });
  const issued = await opts.db.transaction().execute(async (db) => {
    const now = nowIso();
    const found =
      (await db
        .selectFrom('employees')
        .selectAll()
        .where('company_id', '=', company.id)
        .where('deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            ...(target.phone ? [eb('phone', '=', target.phone)] : []),
            ...(target.email ? [eb('email', '=', target.email)] : []),
          ]),
        )
        .executeTakeFirst()) ??
      (await db
        .insertInto('employees')
        .values({
          company_id: company.id,
          name: target.name,
          phone: target.phone ?? null,
          email: target.email ?? null,
          role: target.role,
          default_locale: 'en',
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow());
    return issueInvitation(db, {
      companyId: company.id,
      employee: found,
      phone: target.phone ?? found.phone,
      email: target.email ?? found.email,
      invitedBy: opts.member.employeeId,
    });
  });
  await deliverInvitation({ ...opts, issued });
  return { employee: issued.employee, token: issued.token, invitationId: issued.invitationId };
}

/**
 * Invites existing employees again by the phone and e-mail on their records (employees/invite
 * with ids). Every id must be a live employee of the company (else 404, nobody is invited);
 * people with neither a phone nor an e-mail are skipped and left out of the answer. A manager
 * may re-invite employees only, as with resending.
 */
export async function reinviteEmployees(opts: Delivery & { ids: number[] }): Promise<EmployeeRow[]> {
  const ids = [...new Set(opts.ids)];
  const employees = await opts.db
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', opts.company.id)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute();
  if (employees.length !== ids.length) throw notFound('Employee not found');
  for (const employee of employees) authorizeRoleAssignment(opts.member, employee.role);
  const invited: EmployeeRow[] = [];
  for (const employee of employees.filter((e) => e.phone || e.email)) {
    const issued = await opts.db.transaction().execute((db) =>
      issueInvitation(db, {
        companyId: opts.company.id,
        employee,
        phone: employee.phone,
        email: employee.email,
        invitedBy: opts.member.employeeId,
      }),
    );
    await deliverInvitation({ ...opts, issued });
    invited.push(issued.employee);
  }
  return invited;
}

/** Pending invitations of a company (not accepted, ignored or revoked), newest first. */
function pendingInvitations(db: Database, companyId: number) {
  return db
    .selectFrom('invitations')
    .innerJoin('employees', 'employees.id', 'invitations.employee_id')
    .leftJoin('employees as inviter', 'inviter.id', 'invitations.invited_by')
    .select([
      'invitations.id',
      'invitations.employee_id',
      'invitations.phone',
      'invitations.email',
      'invitations.created_at',
      'employees.name as employee_name',
      'employees.role as employee_role',
      'inviter.name as invited_by_name',
    ])
    .where('invitations.company_id', '=', companyId)
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.ignored_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('employees.deleted_at', 'is', null);
}

export type PendingInvitation = Awaited<ReturnType<typeof listTeamInvitations>>[number];

export async function listTeamInvitations(opts: { db: Database; companyId: number }) {
  return pendingInvitations(opts.db, opts.companyId)
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.id', 'desc')
    .execute();
}

/** One pending invitation of the company; another company's id, or a settled one, answers 404. */
async function findPendingInvitation(opts: {
  db: Database;
  companyId: number;
  invitationId: number;
}): Promise<PendingInvitation> {
  const row = await pendingInvitations(opts.db, opts.companyId)
    .where('invitations.id', '=', opts.invitationId)
    .executeTakeFirst();
  if (!row) throw notFound('Invitation not found');
  return row;
}

/**
 * Sends a pending invitation of the company again with a new token; the old link stops working.
 * A manager re-sends employees' invitations only.
 */
export async function resendInvitation(
  opts: Delivery & { invitationId: number },
): Promise<PendingInvitation> {
  const invitation = await findPendingInvitation({
    db: opts.db,
    companyId: opts.company.id,
    invitationId: opts.invitationId,
  });
  authorizeRoleAssignment(opts.member, invitation.employee_role);
  const issued = await opts.db.transaction().execute(async (db) => {
    const employee = await db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', invitation.employee_id)
      .executeTakeFirstOrThrow();
    return issueInvitation(db, {
      companyId: opts.company.id,
      employee,
      phone: invitation.phone,
      email: invitation.email,
      invitedBy: opts.member.employeeId,
    });
  });
  await deliverInvitation({ ...opts, issued });
  return findPendingInvitation({
    db: opts.db,
    companyId: opts.company.id,
    invitationId: issued.invitationId,
  });
}

/**
 * Withdraws a pending invitation of the company: its link stops working and it leaves the
 * invitee's list. A manager withdraws employees' invitations only.
 */
export async function revokeInvitation(opts: {
  db: Database;
  member: Member;
  invitationId: number;
}): Promise<void> {
  const { companyId } = opts.member;
  const invitation = await findPendingInvitation({ db: opts.db, companyId, invitationId: opts.invitationId });
  authorizeRoleAssignment(opts.member, invitation.employee_role);
  await opts.db
    .updateTable('invitations')
    .set({ revoked_at: nowIso() })
    .where('id', '=', invitation.id)
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .execute();
}
