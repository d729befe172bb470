import type { Database } from '../../db/index.js';
import type { EmployeeRow } from '../../db/schema.js';
import type { Realtime } from '../../realtime/realtime.js';
import { checkIn } from '../followups/checkins.service.js';
import { requireCheckins } from '../followups/followups-scope.js';

/** employee-checkin/acknowledge: only where the company has check-ins on (403 otherwise). */
export async function checkInFromApp(opts: {
  db: Database;
  realtime: Realtime;
  employee: EmployeeRow;
  id: number;
  note: string;
}): Promise<void> {
  await requireCheckins(opts.db, opts.employee.company_id);
  await checkIn(opts);
}
