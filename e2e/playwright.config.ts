import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, DATA_DIR, E2E_PORT } from './support/env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Prepared inside the server command, so only the runner (never a worker loading this config
// again) empties DATA_DIR, always before the server opens its database there.
const prepareDataDir = 'node --import tsx e2e/support/prepare-data-dir.ts';

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Two cores: one worker drives Chromium while the other waits on the server.
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  outputDir: path.join(repoRoot, 'e2e', 'test-results'),
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `${prepareDataDir} && node --import tsx packages/server/src/main.ts`,
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      APP_URL: BASE_URL,
      DATA_DIR,
      WEB_DIST: path.join(DATA_DIR, 'web'),
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The test server's movable job clock (POST /api/test/clock; docs/configuration.md): a
      // scheduled send goes out, a reminder fires, when a spec moves the clock. Never in production.
      TEST_CLOCK: '1',
    },
  },
});
