import { z } from 'zod';
import type { JobEngine } from '../../jobs/engine.js';
import { ZHourTick } from '../../jobs/schedules.js';
import { syncCompanyChatRooms } from '../../realtime/chat-rooms.js';
import { syncCompanyRooms } from '../../realtime/membership.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { FranchiseDeps } from './franchise-connection.js';
import { queueRun, runSync } from './franchise-sync.js';

/**
 * `franchise.sync` runs one queued sync; `franchise.sync-hourly` queues one for every connected
 * company with a synced location, every hour (a company whose run is still under way is skipped).
 */
export function registerFranchiseJobs(jobs: JobEngine, deps: FranchiseDeps & { realtime: Realtime }): void {
  jobs.define({
    name: 'franchise.sync',
    schema: z.object({ companyId: z.number().int(), runId: z.number().int() }),
    maxAttempts: 1,
    handler: async ({ companyId, runId }) => {
      const accessChanged = await runSync(deps, companyId, runId);
      // The company room and chat rooms follow the synced locations, deactivations and
      // reactivations at once.
      await syncCompanyRooms(deps, companyId, accessChanged);
      await syncCompanyChatRooms(deps, companyId);
    },
  });
  jobs.define({
    name: 'franchise.sync-hourly',
    schema: ZHourTick,
    handler: async () => {
      if (!deps.config.franchise) return;
      const companies = await deps.db
        .selectFrom('franchise_connections as c')
        .select('c.company_id')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('franchise_locations as l')
              .select('l.id')
              .whereRef('l.company_id', '=', 'c.company_id'),
          ),
        )
        .execute();
      for (const { company_id } of companies) await queueRun({ ...deps, jobs }, company_id, 'hourly');
    },
  });
  jobs.schedule('franchise.sync-hourly', { every: 'hour' });
}
