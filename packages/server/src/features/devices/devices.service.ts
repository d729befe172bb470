import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { DeviceRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export type DeviceWithEmployee = DeviceRow & { employee_name: string | null };

function selectDevices(db: Database, companyId: number) {
  return db
    .selectFrom('devices')
    .leftJoin('employees', 'employees.id', 'devices.employee_id')
    .selectAll('devices')
    .select('employees.name as employee_name')
    .where('devices.company_id', '=', companyId)
    .where('devices.deleted_at', 'is', null);
}

/** The company's live devices, most recently seen first. */
export async function listDevices(opts: { db: Database; companyId: number }): Promise<DeviceWithEmployee[]> {
  return selectDevices(opts.db, opts.companyId)
    .orderBy('devices.last_seen_at', 'desc')
    .orderBy('devices.id', 'desc')
    .execute();
}

export async function getDevice(opts: {
  db: Database;
  companyId: number;
  deviceId: number;
}): Promise<DeviceWithEmployee> {
  const row = await selectDevices(opts.db, opts.companyId)
    .where('devices.id', '=', opts.deviceId)
    .executeTakeFirst();
  if (!row) throw notFound('Device not found');
  return row;
}

export async function renameDevice(opts: {
  db: Database;
  companyId: number;
  deviceId: number;
  name: string;
}): Promise<DeviceWithEmployee> {
  const row = await getDevice(opts);
  await opts.db.updateTable('devices').set({ name: opts.name }).where('id', '=', row.id).execute();
  return { ...row, name: opts.name };
}

/** Removes a device from the company (soft delete: the row stays for audit). */
export async function removeDevice(opts: {
  db: Database;
  companyId: number;
  deviceId: number;
}): Promise<void> {
  const row = await getDevice(opts);
  await opts.db.updateTable('devices').set({ deleted_at: nowIso() }).where('id', '=', row.id).execute();
}
