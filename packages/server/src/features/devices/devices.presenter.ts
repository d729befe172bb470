import type { TDevice } from '@teamline/shared';
import type { DeviceWithEmployee } from './devices.service.js';

export function presentDevice(row: DeviceWithEmployee): TDevice {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    employee: row.employee_id && row.employee_name ? { id: row.employee_id, name: row.employee_name } : null,
    last_seen_at: row.last_seen_at,
    created_at: row.created_at,
  };
}
