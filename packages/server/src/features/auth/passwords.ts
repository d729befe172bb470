import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id (its Algorithm.Argon2id = 2); the cost follows OWASP's
// recommended minimum (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
export const DUMMY_HASH = await hashPassword('teamline-timing-equaliser');
