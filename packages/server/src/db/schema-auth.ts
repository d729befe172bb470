import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Sessions and sign-in: tokens, phone codes, password resets, the sign-in log. */

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PhoneCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Every successful sign-in (password, phone code, password reset); read by the weekly-login report. */
export interface UserLoginsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  created_at: Timestamp;
}
