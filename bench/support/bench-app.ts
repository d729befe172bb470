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

interface Envelope<T> {
  data: { content: T };
}

/** Through the API itself: a user signs up and creates a team. Their token and the team's id. */
export async function signUpBenchTeam(
  app: Awaited<ReturnType<typeof startBenchApp>>['app'],
  emailPrefix: string,
) {
  const email = `${emailPrefix}-${process.pid}-${Date.now()}@bench.teamline.test`;
  const signup = await app.inject({
    method: 'POST',
    url: '/api/user-signup',
    payload: { name: 'Bench User', email, password: 'bench-password-1' },
  });
  if (signup.statusCode !== 200) throw new Error(`user-signup answered ${signup.statusCode}: ${signup.body}`);
  const { token } = signup.json<Envelope<{ token: string }>>().data.content;
  const team = await app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Bench Coffee' },
  });
  if (team.statusCode !== 200) throw new Error(`signup answered ${team.statusCode}: ${team.body}`);
  const companyId = team.json<Envelope<Array<{ id: number }>>>().data.content.at(-1)?.id ?? 0;
  return { token, companyId };
}
