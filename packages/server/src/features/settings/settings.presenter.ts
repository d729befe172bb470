import type { TSettingsEmployee } from '@teamline/shared';
import { toBool } from '../../db/index.js';
import type { SettingsEmployees } from './settings.service.js';

/** Settings' employee list: contacts and state for management, id and name for an employee. */
export function presentSettingsEmployees({ rows, detailed }: SettingsEmployees): TSettingsEmployee[] {
  if (!detailed) return rows.map((r) => ({ id: r.id, name: r.name }));
  return rows.map((r) => ({ ...r, is_active: toBool(r.is_active) }));
}
