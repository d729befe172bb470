import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/factories.js';
import { createTestDatabase } from '../../test/harness.js';
import { attach } from '../../test/media.js';
import { mediaSamples } from '../../test/media-files.js';
import { buildMemoCompany, newMemo } from '../../test/memos.js';
import { runAdmin } from '../admin-cli.js';
import { buildApp } from '../app.js';
import { createDeps } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { postgresTableSums, sqliteTableSums, type TableSum } from './table-checksums.js';

/**
 * The backup and restore drill (issue 18): a server with a company, memos and uploaded files is
 * backed up while it runs, restored into an empty database and an empty DATA_DIR, and the two
 * hold the same rows in every table and the same bytes in every upload; the restored server
 * then signs its admin in.
 */

const tmp = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `teamline-${label}-`));

/** A server's environment: its own DATA_DIR and, on PostgreSQL, its own new database. */
async function serverEnv() {
  const database = await createTestDatabase();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'never',
    DATA_DIR: tmp('data'),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  return { env, drop: async () => database?.drop() };
}

async function startServer(env: Record<string, string>) {
  const { deps, handle } = await createDeps(loadConfig(env), { outboxFile: null });
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return {
    app,
    db: deps.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Every table's count and checksum, read straight from the server's database. */
async function tableSums(env: Record<string, string>): Promise<TableSum[]> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await postgresTableSums(client);
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(env.DATA_DIR ?? '', 'teamline.sqlite'), { readonly: true });
  try {
    return sqliteTableSums(db);
  } finally {
    db.close();
  }
}

/** path → bytes of every file under DATA_DIR/uploads. */
function uploads(env: Record<string, string>): Map<string, Buffer> {
  const root = path.join(env.DATA_DIR ?? '', 'uploads');
  const files = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return files;
  for (const d of fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    const full = path.join(d.parentPath, d.name);
    if (d.isFile()) files.set(path.relative(root, full), fs.readFileSync(full));
  }
  return files;
}

describe('backup and restore drill', () => {
  it('restores into an empty server the same rows in every table and the same upload bytes; the restored server signs in', async () => {
    const source = await serverEnv();
    const target = await serverEnv();
    const backupDir = path.join(tmp('backup'), 'b1');
    const server = await startServer(source.env);
    try {
      const C = await buildMemoCompany(server.db);
      const samples = await mediaSamples();
      for (const title of ['Opening hours', 'New menu']) {
        const memo = await newMemo(server.app, C.adminToken, 'message', { company_id: C.companyId, title });
        for (const [name, content] of [
          ['photo.png', samples.png],
          ['menu.pdf', samples.pdf],
        ] as const) {
          const res = await attach(server.app, {
            token: C.adminToken,
            companyId: C.companyId,
            memoId: memo.id,
            file: { name, content },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        }
      }

      // Backed up while the source server is up (SQLite's online backup; one pg_dump snapshot).
      const said = await runAdmin(['backup', '--to', backupDir], source.env);
      expect(said).toMatch(/^backed up (sqlite|postgres): \d+ tables/);
      const before = await tableSums(source.env);
      const files = uploads(source.env);
      expect(before.find((t) => t.table === 'memos')?.rows).toBeGreaterThanOrEqual(2);
      expect(before.find((t) => t.table === 'users')?.rows).toBeGreaterThanOrEqual(5);
      expect(files.size).toBeGreaterThanOrEqual(4);

      if (target.env.DATABASE_URL) {
        // A server configured in another time zone restores and sums the same rows the same way.
        const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
        await client.connect();
        const name = new URL(target.env.DATABASE_URL).pathname.slice(1);
        await client.query(`alter database "${name}" set timezone to 'Asia/Tokyo'`);
        await client.end();
      }
      const restored = await runAdmin(['restore', '--from', backupDir], target.env);
      expect(restored).toMatch(/^restored (sqlite|postgres): /);
      expect(await tableSums(target.env)).toEqual(before);
      const after = uploads(target.env);
      expect([...after.keys()].sort()).toEqual([...files.keys()].sort());
      for (const [rel, bytes] of files) expect(after.get(rel)?.equals(bytes), rel).toBe(true);

      const restoredServer = await startServer(target.env);
      try {
        const login = await restoredServer.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: C.admin.email, password: PASSWORD },
        });
        expect(login.statusCode).toBe(200);
        const stored = await restoredServer.db
          .selectFrom('memos')
          .select('title')
          .where('company_id', '=', C.companyId)
          .orderBy('id')
          .execute();
        expect(stored.map((m) => m.title)).toEqual(['Opening hours', 'New menu']);
      } finally {
        await restoredServer.close();
      }
    } finally {
      await server.close();
      await source.drop();
      await target.drop();
    }
  });

  it('refuses to restore into a server that has data, and to back up into a folder that is not empty', async () => {
    const source = await serverEnv();
    const backupDir = path.join(tmp('backup'), 'b2');
    const server = await startServer(source.env);
    try {
      await runAdmin(['backup', '--to', backupDir], source.env);
      const before = await tableSums(source.env);
      await expect(runAdmin(['restore', '--from', backupDir], source.env)).rejects.toThrow(
        /already: restore into (a new, )?an? (empty|new)/,
      );
      // Refused before anything was written: the server's data is as it was.
      expect(await tableSums(source.env)).toEqual(before);
      // PostgreSQL: its database with a fresh DATA_DIR is refused; SQLite: a DATA_DIR with uploads.
      const freshDir = { ...source.env, DATA_DIR: tmp('data') };
      if (!source.env.DATABASE_URL) {
        fs.mkdirSync(path.join(freshDir.DATA_DIR, 'uploads', 'memo-media'), { recursive: true });
        fs.writeFileSync(path.join(freshDir.DATA_DIR, 'uploads', 'memo-media', 'left.png'), 'x');
      }
      await expect(runAdmin(['restore', '--from', backupDir], freshDir)).rejects.toThrow(
        source.env.DATABASE_URL ? /has tables already/ : /has files already/,
      );
      await expect(runAdmin(['backup', '--to', backupDir], source.env)).rejects.toThrow(/is not empty/);
    } finally {
      await server.close();
      await source.drop();
    }
  });

  it('says so when the restored tables or uploads do not match the manifest of the backup', async () => {
    const source = await serverEnv();
    const backupDir = path.join(tmp('backup'), 'b3');
    const server = await startServer(source.env);
    const targets: Awaited<ReturnType<typeof serverEnv>>[] = [];
    try {
      const C = await buildMemoCompany(server.db);
      const memo = await newMemo(server.app, C.adminToken, 'message', {
        company_id: C.companyId,
        title: 'A',
      });
      const file = { name: 'photo.png', content: (await mediaSamples()).png };
      await attach(server.app, { token: C.adminToken, companyId: C.companyId, memoId: memo.id, file });
      await runAdmin(['backup', '--to', backupDir], source.env);
      const manifestFile = path.join(backupDir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { tables: TableSum[] };
      const original = JSON.stringify(manifest);

      // A table whose rows are not the ones recorded.
      const memos = manifest.tables.find((t) => t.table === 'memos');
      if (!memos) throw new Error('no memos table in the manifest');
      memos.checksum = `${memos.checksum.split(':')[0]}:0000`;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      targets.push(await serverEnv());
      await expect(runAdmin(['restore', '--from', backupDir], targets[0]?.env ?? {})).rejects.toThrow(
        /differs from the backup: memos \(checksum differs\)/,
      );

      // An upload whose bytes changed after the backup.
      fs.writeFileSync(manifestFile, original);
      const upload = fs
        .readdirSync(path.join(backupDir, 'uploads'), { recursive: true, withFileTypes: true })
        .find((d) => d.isFile());
      if (!upload) throw new Error('no upload in the backup');
      fs.appendFileSync(path.join(upload.parentPath, upload.name), 'tampered');
      targets.push(await serverEnv());
      await expect(runAdmin(['restore', '--from', backupDir], targets[1]?.env ?? {})).rejects.toThrow(
        /Uploads differ from the backup/,
      );
    } finally {
      await server.close();
      await source.drop();
      for (const t of targets) await t.drop();
    }
  });
});
