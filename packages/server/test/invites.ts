import type { TEmployee } from '@teamline/shared';
import { expect } from 'vitest';
import type { AppDeps } from '../src/deps.js';
import { buildUser, call, tokenFor } from './factories.js';
import type { TestApp } from './harness.js';

/** Helpers for tests that invite people and follow the link that was sent. */
export function inviteHelpers(ctx: {
  app: TestApp;
  deps: AppDeps;
  team: { company: { id: number }; adminToken: string };
}) {
  const { app, deps, team } = ctx;
  let phoneSeq = 0;

  /** A fresh stored phone (digits with country code) for this file. */
  const nextPhone = () => `1555020${String(1000 + ++phoneSeq).slice(-4)}`;
  /** A stored phone as typed in the (###)-###-#### mask. */
  const typed = (stored: string) => `(${stored.slice(1, 4)})-${stored.slice(4, 7)}-${stored.slice(7)}`;

  /** The token of the newest invitation link sent to a phone or an e-mail. */
  const linkToken = (to: string): string =>
    deps.outbox.lastTo(to)?.text.match(/\/login\?token=([\w-]+)/)?.[1] as string;

  /** Invites as the admin (or `token`) and answers the employee and the token of the link. */
  async function invite(
    body: { name: string; phone?: string; email?: string; role?: string },
    token = team.adminToken,
  ) {
    const res = await call<TEmployee>(app, 'POST', '/api/employees/invite', {
      token,
      body: { company_id: team.company.id, ...body },
    });
    expect(res.status).toBe(200);
    const to = body.phone ? `1${body.phone.replace(/\D/g, '').slice(-10)}` : (body.email as string);
    return { employee: res.body.data.content, token: linkToken(to) };
  }

  /** A signed-in user whose phone is `phone`. */
  async function personWithPhone(phone: string) {
    const user = await buildUser(deps.db, { phone });
    return { user, token: await tokenFor(deps.db, user.id) };
  }

  return { nextPhone, typed, linkToken, invite, personWithPhone };
}
