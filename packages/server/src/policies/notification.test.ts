import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { asMember, buildFollowupCompany } from '../../test/followups.js';
import { buildTestApp } from '../../test/harness.js';
import { notifyUser } from '../features/notifications/notifications.service.js';
import type { Member } from './member.js';
import { canSeeNotification, scopeNotifications } from './notification.js';

const { db } = await buildTestApp();

const ROLES: Role[] = ['admin', 'manager', 'employee'];
const member = (role: Role, userId: number, companyId = 10): Member => ({
  userId,
  companyId,
  employeeId: userId + 1000,
  role,
});
const notification = { company_id: 10, user_id: 7 };

describe('canSeeNotification: role × whose tray', () => {
  for (const role of ROLES)
    it(`${role}: their own only, in that company`, () => {
      expect(canSeeNotification(member(role, 7), notification)).toBe(true);
      expect(canSeeNotification(member(role, 8), notification)).toBe(false);
      expect(canSeeNotification(member(role, 7, 11), notification)).toBe(false);
    });
});

describe('scopeNotifications on a real company', () => {
  it("lists the caller's own tray only: not the admin's, a manager's or a colleague's", async () => {
    const C = await buildFollowupCompany(db);
    const callers = {
      admin: asMember(C.companyId, { user: C.admin, employee: C.adminEmployee }),
      'manager of the employee': asMember(C.companyId, C.manager),
      'other manager': asMember(C.companyId, C.southManager),
      'the employee themself': asMember(C.companyId, C.north1),
      'another employee': asMember(C.companyId, C.north2),
    };
    const own = new Map<string, number>();
    for (const [who, m] of Object.entries(callers)) {
      const row = await notifyUser({
        db,
        companyId: C.companyId,
        userId: m.userId,
        title: who,
        content: '',
        type: 'CHAT',
      });
      own.set(who, row.id);
    }
    // The same user's tray in another company stays apart.
    const elsewhere = await buildCompany(db);
    await notifyUser({
      db,
      companyId: elsewhere.company.id,
      userId: C.north1.user.id,
      title: 'x',
      content: '',
      type: 'CHAT',
    });
    for (const [who, m] of Object.entries(callers)) {
      const rows = await scopeNotifications(m, db.selectFrom('notifications').selectAll()).execute();
      expect({ who, ids: rows.map((r) => r.id) }).toEqual({ who, ids: [own.get(who)] });
      expect(rows.every((r) => canSeeNotification(m, r))).toBe(true);
    }
  });
});
