/**
 * Who may act on an invitation (decisions.md, Invitations): the account it was sent to — the
 * user whose e-mail or phone is the one the invitation names. Holding its token is not enough:
 * a token that leaks (a forwarded mail, a shared screen) lets nobody else in.
 */

/** What the policy reads of an account and of an invitation. */
interface Addressee {
  email: string | null;
  phone: string | null;
}

/** The invitation names the user's own e-mail or phone. */
export function isInvitationFor(user: Addressee, invite: Addressee): boolean {
  return (
    (user.phone !== null && invite.phone !== null && invite.phone === user.phone) ||
    (user.email !== null && invite.email !== null && invite.email.toLowerCase() === user.email.toLowerCase())
  );
}
