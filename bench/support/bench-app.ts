/** The real Teamline app for a bench target process, on a scratch data directory. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../packages/server/src/app.js';
import { createDeps } from '../../packages/server/src/bootstrap.js';
import { loadConfig } from '../../packages/server/src/config.js';

/** SQLite in a temporary folder, or PostgreSQL when a URL is given; SIGTERM closes it and removes the folder. */
export async function startBenchApp(databaseUrl: string | undefined, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const { deps, handle } = await createDeps(config, { outboxFile: null });
  const app = await buildApp(deps, { logger: false });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
  return { app, deps };
}
