import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';
import { OperatorError } from '../features/billing/operator.js';
import { APP_VERSION } from '../version.js';
import { dumpPostgres, restorePostgres } from './backup-postgres.js';
import { backupSqlite, restoreSqlite } from './backup-sqlite.js';
import { differingTables, type TableSum } from './table-checksums.js';

/**
 * Backup and restore (issue 18; docs/deployment.md, Backup and restore):
 *   npm run admin -- backup --to /backups/2026-11-24
 *   npm run admin -- restore --from /backups/2026-11-24
 * A backup folder holds the database (SQLite's online backup, or pg_dump -Fc), the uploads under
 * DATA_DIR/uploads, DATA_DIR/secrets.key when there is one, and manifest.json: every table's row
 * count and checksum and every file's size and SHA-256. A restore goes only into an empty server
 * (no tables, no uploads) and checks everything it restored against the manifest.
 */

export interface BackupManifest {
  format: 1;
  createdAt: string;
  version: string;
  dialect: 'sqlite' | 'postgres';
  database: string;
  tables: TableSum[];
  /** `local`: files under uploads/ here; `s3`: the bucket is the operator's to back up. */
  uploads: 'local' | 's3';
  files: { path: string; bytes: number; sha256: string }[];
  secretsKey: boolean;
}

const SQLITE_NAME = 'teamline.sqlite';
const PG_NAME = 'database.pgdump';
const MANIFEST = 'manifest.json';
const SECRETS_KEY = 'secrets.key';

const sqliteFileOf = (config: Config) => path.join(config.dataDir, 'teamline.sqlite');
const uploadsOf = (config: Config) => path.join(config.dataDir, 'uploads');

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under `root`, as paths relative to it with '/' separators, sorted. */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies every file of `from` into `to` (same relative paths), answering each one's size and hash. */
async function copyTree(from: string, to: string): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = [];
  for (const rel of listFiles(from)) {
    const src = path.join(from, ...rel.split('/'));
    const dest = path.join(to, ...rel.split('/'));
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(src, dest);
    files.push({ path: rel, bytes: fs.statSync(dest).size, sha256: await sha256Of(dest) });
  }
  return files;
}

export async function backup(config: Config, toDir: string): Promise<BackupManifest> {
  const dir = path.resolve(toDir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new OperatorError(`${dir} is not empty: back up into a new folder`);
  fs.mkdirSync(dir, { recursive: true });
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const database = dialect === 'postgres' ? PG_NAME : SQLITE_NAME;
  // The database first: a file uploaded afterwards is copied too (unreferenced, harmless); one
  // deleted in between is missing from the copy (its row is gone from later backups anyway).
  const tables = config.databaseUrl
    ? await dumpPostgres(config.databaseUrl, path.join(dir, database))
    : await backupSqlite(sqliteFileOf(config), path.join(dir, database));
  const files = config.s3 ? [] : await copyTree(uploadsOf(config), path.join(dir, 'uploads'));
  const key = path.join(config.dataDir, SECRETS_KEY);
  const secretsKey = !config.secretsKey && fs.existsSync(key);
  if (secretsKey) fs.copyFileSync(key, path.join(dir, SECRETS_KEY));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    version: APP_VERSION,
    dialect,
    database,
    tables,
    uploads: config.s3 ? 's3' : 'local',
    files,
    secretsKey,
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new OperatorError(`${file} not found: not a Teamline backup folder`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new OperatorError(`${file}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

export async function restore(config: Config, fromDir: string): Promise<BackupManifest> {
  const dir = path.resolve(fromDir);
  const manifest = readManifest(dir);
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.dialect !== dialect)
    throw new OperatorError(
      `This backup is of ${manifest.dialect}, the server is configured for ${dialect}: set DATABASE_URL ${manifest.dialect === 'postgres' ? 'to an empty PostgreSQL database' : 'to nothing (SQLite under DATA_DIR)'}`,
    );
  const uploads = uploadsOf(config);
  if (manifest.uploads === 'local' && !config.s3 && listFiles(uploads).length > 0)
    throw new OperatorError(`${uploads} has files already: restore into an empty DATA_DIR`);
  const key = path.join(config.dataDir, SECRETS_KEY);
  if (manifest.secretsKey && fs.existsSync(key))
    throw new OperatorError(`${key} exists already: restore into an empty DATA_DIR`);

  fs.mkdirSync(config.dataDir, { recursive: true });
  const source = path.join(dir, manifest.database);
  const tables = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, source)
    : await restoreSqlite(source, sqliteFileOf(config));
  const bad = differingTables(manifest.tables, tables);
  if (bad.length) throw new OperatorError(`The restored database differs from the backup: ${bad.join(', ')}`);

  if (manifest.uploads === 'local') {
    const copied = await copyTree(path.join(dir, 'uploads'), uploads);
    const want = new Map(manifest.files.map((f) => [f.path, f]));
    const wrong = copied.filter((f) => want.get(f.path)?.sha256 !== f.sha256).map((f) => f.path);
    const missing = manifest.files.filter((f) => !copied.some((c) => c.path === f.path)).map((f) => f.path);
    if (wrong.length || missing.length)
      throw new OperatorError(
        `Uploads differ from the backup: ${[...wrong, ...missing].slice(0, 10).join(', ')}`,
      );
  }
  if (manifest.secretsKey) fs.copyFileSync(path.join(dir, SECRETS_KEY), key);
  return manifest;
}

/** The CLI's one-line summary of a backup or restore. */
export function describeBackup(verb: 'backed up' | 'restored', dir: string, m: BackupManifest): string {
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  const bytes = m.files.reduce((n, f) => n + f.bytes, 0);
  const uploads =
    m.uploads === 's3'
      ? 'uploads are in S3 (back up the bucket: docs/deployment.md)'
      : `${m.files.length} uploads (${bytes} bytes)`;
  return `${verb} ${m.dialect}: ${m.tables.length} tables, ${rows} rows, ${uploads}${m.secretsKey ? ', secrets.key' : ''} — ${path.resolve(dir)}`;
}
