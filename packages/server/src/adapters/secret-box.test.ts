import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretsKey, parseSecretsKey, secretBox } from './secret-box.js';

const key = Buffer.alloc(32, 7);

describe('secret box', () => {
  it('seals and opens; the sealed text holds no plain text and differs each time', () => {
    const box = secretBox(key);
    const a = box.seal('client-secret-123');
    const b = box.seal('client-secret-123');
    expect(a).not.toContain('client-secret');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1.')).toBe(true);
    expect(box.open(a)).toBe('client-secret-123');
  });

  it('refuses a value sealed with another key, or altered', () => {
    const sealed = secretBox(key).seal('token');
    expect(() => secretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => secretBox(key).open(parts.join('.'))).toThrow();
    expect(() => secretBox(key).open('plain')).toThrow('Not a sealed secret');
  });

  it('reads SECRETS_KEY as hex or base64 and refuses another length', () => {
    expect(parseSecretsKey('07'.repeat(32))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretsKey('abcd')).toThrow('SECRETS_KEY');
  });

  it('without SECRETS_KEY makes DATA_DIR/secrets.key once (0600) and keeps using it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    const first = loadSecretsKey({ secretsKey: undefined, dataDir: dir });
    const file = path.join(dir, 'secrets.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey({ secretsKey: undefined, dataDir: dir })).toEqual(first);
    expect(loadSecretsKey({ secretsKey: '07'.repeat(32), dataDir: dir })).toEqual(key);
  });
});
