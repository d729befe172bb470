import type { Generated } from 'kysely';
import type { BoolWithDefault, Timestamp } from './column-types.js';

/** Table types of single sign-on (0026); db/schema.ts puts them in the DB. */

export interface SsoProvidersTable {
  company_id: number;
  issuer: string;
  client_id: string;
  /** Sealed by deps.secrets; never returned. */
  client_secret: string;
  display_name: string;
  use_pkce: BoolWithDefault;
  require_sso: BoolWithDefault;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SsoTransactionsTable {
  id: Generated<number>;
  company_id: number;
  /** sha256 of the state sent to the provider. */
  state_hash: string;
  nonce: string;
  /** Null when the company's provider does not use PKCE. */
  code_verifier: string | null;
  return_to: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface SsoIdentitiesTable {
  id: Generated<number>;
  company_id: number;
  subject: string;
  user_id: number;
  created_at: Timestamp;
  last_login_at: Timestamp;
}
