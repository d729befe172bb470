import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (identity-provider client secrets, directory tokens): AES-256-GCM with one key.
 * A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url), so a stored secret says how it
 * was sealed and a later key rotation can add `v2` beside it. Nothing sealed is ever returned by
 * a call: routes answer whether a secret is set, never the secret.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or throws when the value was sealed with another key or altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** SECRETS_KEY as 64 hex digits or base64 of 32 bytes. */
export function parseSecretsKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY: give 32 bytes as 64 hex digits or base64');
  return key;
}

/**
 * The key: SECRETS_KEY when set; else DATA_DIR/secrets.key, made on first use (mode 0600) so the
 * embedded default works offline. Several instances must share SECRETS_KEY (docs/deployment.md).
 */
export function loadSecretsKey(opts: { secretsKey: string | undefined; dataDir: string }): Buffer {
  if (opts.secretsKey) return parseSecretsKey(opts.secretsKey);
  const file = path.join(opts.dataDir, 'secrets.key');
  try {
    return parseSecretsKey(fs.readFileSync(file, 'utf8').trim());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    // Another process made it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      return parseSecretsKey(fs.readFileSync(file, 'utf8').trim());
    throw err;
  }
}
