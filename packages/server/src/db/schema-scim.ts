import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './column-types.js';

/** A company's SCIM bearer token (0028_scim): only its SHA-256 is kept. */
export interface ScimTokensTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** SHA-256 (hex) of the token; the token itself is shown once, at creation. */
  token_hash: string;
  /** The token's first characters, to tell tokens apart in a list. */
  token_hint: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export type ScimTokenRow = Selectable<ScimTokensTable>;
