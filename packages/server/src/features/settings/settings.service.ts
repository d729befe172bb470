import {
  DEFAULT_CELEBRATION_CATEGORIES,
  DEFAULT_EMPLOYEE_TYPES,
  DEFAULT_ESCALATE_AFTER_HOURS,
  DEFAULT_GIF_RATING,
  DEFAULT_MESSAGE_CATEGORIES,
  DEFAULT_REMINDER_STEPS,
  DEFAULT_SURVEY_CATEGORIES,
  MEMO_DEFAULTS,
  type TEmailAlerts,
  type TFlag,
  type TMemoSettings,
  ZEmailAlerts,
  ZMemoSettings,
} from '@teamline/shared';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import { nowIso, toBool } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import { seesEmployeeDetails } from '../../policies/employee.js';
import type { Member } from '../../policies/index.js';

export const DEFAULT_MEMO_SETTINGS: TMemoSettings = {
  default_type: MEMO_DEFAULTS.type,
  default_priority: 'normal',
  signature: false,
  message_categories: DEFAULT_MESSAGE_CATEGORIES,
  survey_categories: DEFAULT_SURVEY_CATEGORIES,
  celebration_categories: DEFAULT_CELEBRATION_CATEGORIES,
  employee_types: DEFAULT_EMPLOYEE_TYPES,
  template_sharing: 'management',
  reminder_steps: DEFAULT_REMINDER_STEPS,
  escalate_after_hours: DEFAULT_ESCALATE_AFTER_HOURS,
  gif_rating: DEFAULT_GIF_RATING,
};

/** Follow-up alerts are on until an admin turns them off; the weekly summary is opt-in. */
export const DEFAULT_EMAIL_ALERTS: TEmailAlerts = {
  flagged_messages: true,
  raised_hands: true,
  checkins: true,
  weekly_summary: false,
};

type SettingsColumn = 'memo_settings' | 'email_alerts';

/** The stored document over its defaults; a field that no longer validates falls back to its default. */
function readStored<T extends Record<string, unknown>>(
  text: string | null | undefined,
  schema: z.ZodObject,
  defaults: T,
): T {
  if (!text) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return defaults;
  }
  const merged: Record<string, unknown> = { ...defaults };
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) {
      const field = schema.shape[key];
      if (field?.safeParse(value).success) merged[key] = value;
    }
  }
  return merged as T;
}

async function readColumn(db: Database, companyId: number, column: SettingsColumn) {
  const row = await db
    .selectFrom('company_settings')
    .select(column)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.[column] ?? null;
}

async function writeColumn(db: Database, companyId: number, column: SettingsColumn, value: object) {
  const text = JSON.stringify(value);
  const updatedAt = nowIso();
  await db
    .insertInto('company_settings')
    .values({ company_id: companyId, [column]: text, updated_at: updatedAt })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ [column]: text, updated_at: updatedAt }))
    .execute();
}

export async function getMemoSettings(opts: { db: Database; companyId: number }): Promise<TMemoSettings> {
  const text = await readColumn(opts.db, opts.companyId, 'memo_settings');
  return readStored(text, ZMemoSettings, DEFAULT_MEMO_SETTINGS);
}

/** Saves the fields given; the others keep their stored (or default) values. */
export async function saveMemoSettings(opts: {
  db: Database;
  companyId: number;
  changes: Partial<TMemoSettings>;
}): Promise<TMemoSettings> {
  const next = { ...(await getMemoSettings(opts)), ...definedOnly(opts.changes) };
  await writeColumn(opts.db, opts.companyId, 'memo_settings', next);
  return next;
}

export async function getEmailAlerts(opts: { db: Database; companyId: number }): Promise<TEmailAlerts> {
  const text = await readColumn(opts.db, opts.companyId, 'email_alerts');
  return readStored(text, ZEmailAlerts, DEFAULT_EMAIL_ALERTS);
}

export async function saveEmailAlerts(opts: {
  db: Database;
  companyId: number;
  changes: Partial<TEmailAlerts>;
}): Promise<TEmailAlerts> {
  const next = { ...(await getEmailAlerts(opts)), ...definedOnly(opts.changes) };
  await writeColumn(opts.db, opts.companyId, 'email_alerts', next);
  return next;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Turns company flags on or off by key (upsert); answers every flag of the company. */
export async function setCompanyFlags(opts: {
  db: Database;
  companyId: number;
  flags: TFlag[];
}): Promise<TFlag[]> {
  await opts.db.transaction().execute(async (trx) => {
    for (const flag of opts.flags) {
      await trx
        .insertInto('company_flags')
        .values({ company_id: opts.companyId, key: flag.key, enabled: flag.enabled })
        .onConflict((oc) => oc.columns(['company_id', 'key']).doUpdateSet({ enabled: flag.enabled }))
        .execute();
    }
  });
  const rows = await opts.db
    .selectFrom('company_flags')
    .select(['key', 'enabled'])
    .where('company_id', '=', opts.companyId)
    .orderBy('key')
    .execute();
  return rows.map((r) => ({ key: r.key, enabled: toBool(r.enabled) }));
}

export interface SettingsEmployees {
  rows: Pick<EmployeeRow, 'id' | 'name' | 'role' | 'email' | 'phone' | 'is_active'>[];
  /** Whether the caller sees the details (management) or the names only (an employee). */
  detailed: boolean;
}

/**
 * Employees as Settings lists them, by name: management gets the active or the inactive ones
 * with their contacts; an employee gets the company's active list, names only (spec §6).
 */
export async function listSettingsEmployees(opts: {
  db: Database;
  member: Member;
  active: 'yes' | 'no';
}): Promise<SettingsEmployees> {
  const { db, member } = opts;
  const detailed = seesEmployeeDetails(member);
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'name', 'role', 'email', 'phone', 'is_active'])
    .where('company_id', '=', member.companyId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', detailed ? opts.active === 'yes' : true)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return { rows, detailed };
}
