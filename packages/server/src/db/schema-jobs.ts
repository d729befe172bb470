import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './column-types.js';

/** A background job (jobs/runner.ts); `payload` is JSON checked by the job's zod schema. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: string;
  key: string | null;
  status: 'pending' | 'running' | 'done' | 'failed';
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}
export type JobRow = Selectable<JobsTable>;
