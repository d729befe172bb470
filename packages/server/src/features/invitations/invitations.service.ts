import { formatPhone, MSG, type Role, type TInvitation } from '@teamline/shared';
import type { Mailer } from '../../adapters/mail.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { CompanyRow, EmployeeRow, UserRow } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { randomToken } from '../auth/tokens.service.js';

/** Pending invitations addressed to a user's own phone or e-mail. */
export async function listPendingInvites(opts: { db: Database; user: UserRow }): Promise<TInvitation[]> {
  const { db, user } = opts;
  if (!user.phone && !user.email) return [];
  const rows = await db
    .selectFrom('invitations')
    .innerJoin('employees', 'employees.id', 'invitations.employee_id')
    .innerJoin('companies', 'companies.id', 'invitations.company_id')
    .select([
      'invitations.id',
      'invitations.token',
      'employees.id as employee_id',
      'employees.name as employee_name',
      'companies.id as company_id',
      'companies.name as company_name',
    ])
    .where((eb) =>
      eb.or([
        ...(user.phone ? [eb('invitations.phone', '=', user.phone)] : []),
        ...(user.email ? [eb('invitations.email', '=', user.email)] : []),
      ]),
    )
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.ignored_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('employees.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('employees.user_id', 'is', null), eb('employees.user_id', '=', user.id)]))
    .orderBy('invitations.id', 'desc')
    .execute();
  // One card per company: the newest invitation wins.
  const seen = new Set<number>();
  return rows
    .filter((r) => {
      if (seen.has(r.company_id)) return false;
      seen.add(r.company_id);
      return true;
    })
    .map((r) => ({
      id: r.id,
      token: r.token,
      employee: {
        id: r.employee_id,
        name: r.employee_name,
        company: { id: r.company_id, name: r.company_name },
      },
    }));
}

async function findOpenInvite(db: Database, token: string) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('token', '=', token)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

async function linkEmployeeToUser(db: Database, employee: EmployeeRow, user: UserRow): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('employees')
    .set({
      user_id: user.id,
      is_active: true,
      invite_accepted_at: employee.invite_accepted_at ?? now,
      email: employee.email ?? user.email,
      phone: employee.phone ?? user.phone,
      updated_at: now,
    })
    .where('id', '=', employee.id)
    .execute();
  await db
    .updateTable('users')
    .set({ default_company_id: employee.company_id, updated_at: now })
    .where('id', '=', user.id)
    .execute();
}

/**
 * Accepts an invitation token, or joins by a team's join code (the /join-team screen).
 * Idempotent: accepting into a team one already belongs to changes nothing. Returns the company.
 */
export async function acceptInvite(opts: {
  db: Database;
  user: UserRow;
  token: string;
}): Promise<CompanyRow> {
  const { user } = opts;
  return opts.db.transaction().execute(async (db) => {
    const invite = await findOpenInvite(db, opts.token);
    if (invite) {
      const existing = await db
        .selectFrom('employees')
        .selectAll()
        .where('company_id', '=', invite.company_id)
        .where('user_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      const invited = await db
        .selectFrom('employees')
        .selectAll()
        .where('id', '=', invite.employee_id)
        .executeTakeFirstOrThrow();
      if (invited.user_id && invited.user_id !== user.id) throw invalid({ token: [MSG.invalidInvite] });
      if (!existing) await linkEmployeeToUser(db, invited, user);
      await db
        .updateTable('invitations')
        .set({ accepted_at: nowIso() })
        .where('id', '=', invite.id)
        .execute();
      return db
        .selectFrom('companies')
        .selectAll()
        .where('id', '=', invite.company_id)
        .executeTakeFirstOrThrow();
    }
    const code = opts.token.trim().toUpperCase();
    const company = await db
      .selectFrom('companies')
      .selectAll()
      .where('join_code', '=', code)
      .executeTakeFirst();
    if (!company) throw invalid({ token: [MSG.invalidJoinCode] });
    const existing = await db
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', company.id)
      .where('user_id', '=', user.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!existing) {
      const now = nowIso();
      await db
        .insertInto('employees')
        .values({
          company_id: company.id,
          user_id: user.id,
          name: user.name ?? user.email ?? formatPhone(user.phone),
          email: user.email,
          phone: user.phone,
          role: 'employee',
          default_locale: user.default_locale,
          invite_accepted_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await db.updateTable('users').set({ default_company_id: company.id }).where('id', '=', user.id).execute();
    return company;
  });
}

/** Hides an invitation addressed to the user; someone else's token answers 404. */
export async function ignoreInvite(opts: { db: Database; user: UserRow; token: string }): Promise<void> {
  const invite = await findOpenInvite(opts.db, opts.token);
  const mine =
    invite &&
    ((opts.user.phone && invite.phone === opts.user.phone) ||
      (opts.user.email && invite.email === opts.user.email));
  if (!invite || !mine) throw notFound('Invitation not found');
  await opts.db
    .updateTable('invitations')
    .set({ ignored_at: nowIso() })
    .where('id', '=', invite.id)
    .execute();
}

export interface InviteTarget {
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
  role: Role;
}

/**
 * Invites a person to a company by phone or e-mail: finds or makes their employee record,
 * records a fresh invitation and sends the link (SMS first when there is a phone).
 */
export async function invitePerson(opts: {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  appUrl: string;
  company: CompanyRow;
  invitedBy: number;
  target: InviteTarget;
}): Promise<{ employee: EmployeeRow; token: string }> {
  const { company, target } = opts;
  if (!target.phone && !target.email) throw invalid({ phone: [MSG.required], email: [MSG.required] });
  const now = nowIso();
  const token = randomToken(24);
  const employee = await opts.db.transaction().execute(async (db) => {
    let found = await db
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
      .executeTakeFirst();
    if (!found) {
      found = await db
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
        .executeTakeFirstOrThrow();
    }
    await db
      .updateTable('invitations')
      .set({ revoked_at: now })
      .where('employee_id', '=', found.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await db
      .insertInto('invitations')
      .values({
        company_id: company.id,
        employee_id: found.id,
        token,
        phone: target.phone ?? found.phone,
        email: target.email ?? found.email,
        invited_by: opts.invitedBy,
        created_at: now,
      })
      .execute();
    return db
      .updateTable('employees')
      .set({ last_invited_at: now, updated_at: now })
      .where('id', '=', found.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const link = `${opts.appUrl}/login?token=${token}`;
  const text = `You're invited to join ${company.name} on Teamline. Sign in to accept: ${link}`;
  if (employee.phone) await opts.sms.send({ to: employee.phone, text });
  if (employee.email) {
    await opts.mailer.send({ to: employee.email, subject: `Join ${company.name} on Teamline`, text });
  }
  return { employee, token };
}
