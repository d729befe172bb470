import { formatPhone, MSG, normalizePhone, type TInvitation } from '@teamline/shared';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { CompanyRow, EmployeeRow, InvitationRow, UserRow } from '../../db/schema.js';
import { forbidden, invalid, notFound } from '../../http/errors.js';
import { isInvitationFor } from '../../policies/invitation.js';
import { PendingEvents } from '../../realtime/after-commit.js';
import type { Realtime } from '../../realtime/realtime.js';
import { notifyUser } from '../notifications/notifications.service.js';

/**
 * The invitations of company-invites/:phone: `asked` is 'me' or the caller's own number, typed
 * any way; nobody lists the invitations of someone else's number (403).
 */
export async function listOwnInvites(opts: { db: Database; user: UserRow; asked: string }) {
  const { user, asked } = opts;
  if (asked !== 'me' && (!user.phone || normalizePhone(asked) !== user.phone)) throw forbidden();
  return listPendingInvites(opts);
}

/** Pending invitations addressed to a user's own phone or e-mail. */
async function listPendingInvites(opts: { db: Database; user: UserRow }): Promise<TInvitation[]> {
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

/** The inviter's notice, in their language. */
const JOINED_NOTICE = {
  en: { title: 'New team member', content: (name: string) => `${name} joined your team` },
  es: { title: 'Nuevo miembro del equipo', content: (name: string) => `${name} se unió a tu equipo` },
} as const;

/** Tells whoever sent the invitation that the person joined ("X joined your team"). */
async function notifyInviter(
  db: Database,
  events: PendingEvents,
  invite: InvitationRow,
  joinedName: string,
): Promise<void> {
  if (!invite.invited_by) return;
  const inviter = await db
    .selectFrom('employees')
    .select(['user_id', 'default_locale'])
    .where('id', '=', invite.invited_by)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!inviter?.user_id) return;
  const notice = inviter.default_locale === 'es' ? JOINED_NOTICE.es : JOINED_NOTICE.en;
  await notifyUser({
    db,
    companyId: invite.company_id,
    userId: inviter.user_id,
    title: notice.title,
    content: notice.content(joinedName),
    type: INVITE_ACCEPTED_NOTIFICATION,
    typeId: invite.employee_id,
    events,
  });
}

export const INVITE_ACCEPTED_NOTIFICATION = 'INVITE_ACCEPTED';

const invitationNotFound = () => notFound('Invitation not found');

/** Accepts one invitation row; accepting it again as the same member answers the same company. */
async function acceptInvitation(
  db: Database,
  events: PendingEvents,
  user: UserRow,
  invite: InvitationRow,
): Promise<CompanyRow> {
  const company = await db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', invite.company_id)
    .executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', invite.company_id)
    .where('user_id', '=', user.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  // A double click or a second device: the person is in, so it answers like the first time.
  if (invite.accepted_at && existing) return company;
  if (invite.accepted_at || invite.revoked_at) throw invalid({ token: [MSG.invalidInvite] });
  // An open invitation sent to someone else is not the caller's to see, as ignore-invite answers.
  if (!isInvitationFor(user, invite)) throw invitationNotFound();
  const invited = await db
    .selectFrom('employees')
    .selectAll()
    .where('id', '=', invite.employee_id)
    .executeTakeFirstOrThrow();
  if (invited.deleted_at || (invited.user_id && invited.user_id !== user.id))
    throw invalid({ token: [MSG.invalidInvite] });
  // Only one acceptance wins, even when two arrive at once.
  const won = await db
    .updateTable('invitations')
    .set({ accepted_at: nowIso() })
    .where('id', '=', invite.id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) !== 1) throw invalid({ token: [MSG.invalidInvite] });
  if (!existing) {
    await linkEmployeeToUser(db, invited, user);
    await notifyInviter(db, events, invite, user.name ?? invited.name);
  }
  return company;
}

/**
 * Accepts an invitation token, or joins by a team's join code (the /join-team screen).
 * Idempotent: accepting into a team one already belongs to changes nothing. Returns the company.
 * A revoked or someone else's invitation answers 422.
 */
export async function acceptInvite(opts: {
  db: Database;
  realtime: Realtime;
  user: UserRow;
  token: string;
}): Promise<CompanyRow> {
  const { user } = opts;
  const events = new PendingEvents();
  const company = await opts.db.transaction().execute(async (db) => {
    const invite = await db
      .selectFrom('invitations')
      .selectAll()
      .where('token', '=', opts.token)
      .executeTakeFirst();
    if (invite) return acceptInvitation(db, events, user, invite);
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
  // After the commit: the inviter hears of it, and the member's open sockets join the company room.
  events.flush(opts.realtime);
  opts.realtime.joinCompany(user.id, company.id);
  return company;
}

/** Hides an invitation addressed to the user; someone else's token answers 404. */
export async function ignoreInvite(opts: { db: Database; user: UserRow; token: string }): Promise<void> {
  const invite = await findOpenInvite(opts.db, opts.token);
  if (!invite || !isInvitationFor(opts.user, invite)) throw invitationNotFound();
  await opts.db
    .updateTable('invitations')
    .set({ ignored_at: nowIso() })
    .where('id', '=', invite.id)
    .execute();
}

/** The team an open invitation token or a join code leads to, before joining (POST verify). */
export async function findJoinTarget(opts: {
  db: Database;
  code: string;
}): Promise<{ id: number; name: string }> {
  const code = opts.code.trim();
  const invite = await opts.db
    .selectFrom('invitations')
    .innerJoin('companies', 'companies.id', 'invitations.company_id')
    .select(['companies.id', 'companies.name'])
    .where('invitations.token', '=', code)
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .executeTakeFirst();
  const company =
    invite ??
    (await opts.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('join_code', '=', code.toUpperCase())
      .executeTakeFirst());
  if (!company) throw invalid({ code: [MSG.invalidJoinCode] });
  return company;
}
