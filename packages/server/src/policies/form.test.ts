import type { Role } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import {
  canEditFormTemplate,
  canEditResponse,
  canManageForm,
  canReadForm,
  canReadResponse,
  canRespondToForm,
  canUseFormTemplate,
} from './form.js';
import type { Member } from './member.js';

const companyId = 7;
const me = 11;
const as = (role: Role, company = companyId): Member => ({
  userId: 1,
  companyId: company,
  employeeId: me,
  role,
});
const AT = '2026-01-01T00:00:00.000Z';

/** Role × creator × targeted × closed → read, respond, manage. */
const FORM: [string, Role, number, boolean, string | null, boolean, boolean, boolean][] = [
  // relation, role, creator, targeted, closed_at, read, respond, manage
  ['admin, any form', 'admin', 99, false, null, true, true, true],
  ['admin, closed form', 'admin', 99, false, AT, true, false, true],
  ['manager, own form', 'manager', me, false, null, true, true, true],
  ["manager, another's form", 'manager', 99, false, null, true, true, false],
  ['employee, targeted', 'employee', 99, true, null, true, true, false],
  ['employee, targeted, closed', 'employee', 99, true, AT, true, false, false],
  ['employee, not targeted', 'employee', 99, false, null, false, false, false],
  ['employee, not targeted, their own record', 'employee', me, false, null, false, false, false],
];

/** Role × author × closed → read, edit the response. */
const RESPONSE: [string, Role, number | null, string | null, boolean, boolean][] = [
  // relation, role, author, form closed_at, read, edit
  ['employee, own response, open', 'employee', me, null, true, true],
  ['employee, own response, closed', 'employee', me, AT, true, false],
  ["employee, another's response", 'employee', 99, null, false, false],
  ['employee, an author gone', 'employee', null, null, false, false],
  ["manager, another's response", 'manager', 99, null, true, false],
  ['manager, own response', 'manager', me, null, true, true],
  ["admin, another's response", 'admin', 99, null, true, false],
];

describe('policies/form', () => {
  it.each(FORM)('%s (%s) → read %s', (_r, role, creator, targeted, closed, read, respond, manage) => {
    const form = { company_id: companyId, creator_id: creator, closed_at: closed, deleted_at: null };
    expect(canReadForm(as(role), form, targeted)).toBe(read);
    expect(canRespondToForm(as(role), form, targeted)).toBe(respond);
    expect(canManageForm(as(role), form)).toBe(manage);
  });

  it.each(RESPONSE)('response: %s (%s)', (_r, role, author, closed, read, edit) => {
    const form = { company_id: companyId, creator_id: 99, closed_at: closed, deleted_at: null };
    const response = { company_id: companyId, employee_id: author };
    expect(canReadResponse(as(role), response)).toBe(read);
    expect(canEditResponse(as(role), response, form)).toBe(edit);
  });

  it('a deleted form is read, answered and managed by nobody; its responses edited by nobody', () => {
    const form = { company_id: companyId, creator_id: me, closed_at: null, deleted_at: AT };
    for (const role of ['admin', 'manager', 'employee'] as const) {
      expect(canReadForm(as(role), form, true)).toBe(false);
      expect(canRespondToForm(as(role), form, true)).toBe(false);
      expect(canManageForm(as(role), form)).toBe(false);
      expect(canEditResponse(as(role), { company_id: companyId, employee_id: me }, form)).toBe(false);
    }
  });

  it("nobody reads or changes another company's forms, responses or templates, whatever their role there", () => {
    for (const role of ['admin', 'manager', 'employee'] as const) {
      const other = as(role, companyId + 1);
      const form = { company_id: companyId, creator_id: me, closed_at: null, deleted_at: null };
      const response = { company_id: companyId, employee_id: me };
      expect(canReadForm(other, form, true)).toBe(false);
      expect(canManageForm(other, form)).toBe(false);
      expect(canReadResponse(other, response)).toBe(false);
      expect(canEditResponse(other, response, form)).toBe(false);
      expect(canUseFormTemplate(other, { company_id: companyId, creator_id: me })).toBe(false);
    }
  });

  const TEMPLATE: [Role, number, boolean, boolean][] = [
    ['admin', 99, true, true],
    ['manager', me, true, true],
    ['manager', 99, true, false],
    ['employee', me, false, false],
  ];
  it.each(TEMPLATE)('template: %s, creator %s → use %s, edit %s', (role, creator, use, edit) => {
    const t = { company_id: companyId, creator_id: creator };
    expect(canUseFormTemplate(as(role), t)).toBe(use);
    expect(canEditFormTemplate(as(role), t)).toBe(edit);
  });
});
