import type { Generated, Selectable } from 'kysely';
import type { TextWithDefault, Timestamp } from './column-types.js';

/** A company's connection to the franchise directory (0027). The token is sealed, never returned. */
export interface FranchiseConnectionsTable {
  company_id: number;
  /** deps.secrets.seal(JSON of { access_token, refresh_token }). */
  token_sealed: string;
  token_expires_at: Timestamp;
  connected_by: number | null;
  connected_at: Timestamp;
  updated_at: Timestamp;
}

/** A connect in progress: the SHA-256 of its OAuth state, used once, within 10 minutes. */
export interface FranchiseStatesTable {
  state_hash: string;
  company_id: number;
  employee_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A directory location in the sync, and the company location its members go to. */
export interface FranchiseLocationsTable {
  id: Generated<number>;
  company_id: number;
  ext_id: string;
  name: string;
  location_id: number;
  created_at: Timestamp;
}

/** One sync and what it did (`counts`: JSON of TFranchiseRunCounts). */
export interface FranchiseRunsTable {
  id: Generated<number>;
  company_id: number;
  trigger: 'manual' | 'hourly';
  status: 'queued' | 'running' | 'done' | 'failed';
  locations_total: Generated<number>;
  locations_done: Generated<number>;
  counts: TextWithDefault;
  error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export type FranchiseRunRow = Selectable<FranchiseRunsTable>;
