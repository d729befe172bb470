import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  BASE_URL,
  DATA_DIR,
  E2E_PORT,
  FAKE_DIRECTORY_PORT,
  FAKE_DIRECTORY_URL,
  FAKE_GIPHY_PORT,
  FAKE_GIPHY_URL,
  FAKE_STRIPE_PORT,
  FAKE_STRIPE_URL,
  FRANCHISE_CLIENT,
  GIF_API_KEY,
  OIDC_CLIENT,
  OIDC_ISSUER,
  OIDC_PORT,
  STRIPE_WEBHOOK_SECRET,
} from './support/env';

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
  // Hang guards, not speed checks (speed is measured under bench/): CI runs on machines of one kind
  // whose speed varies about threefold. On the slow ones a first visit to a Spanish page (its
  // texts, the company area and the page's chunk, under two workers' load) took over 7 s, and on
  // the slowest yet (2026-11-29: load average 8-11 during the run) a click waited over 10 s for
  // the page to take it and one axe scan took 17 s, so four tests ran out of their time while
  // making progress. Every guard is twice what it was then; no expectation changed.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
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
  webServer: [
    {
      // Stripe, as a local server speaking its API, with a checkout page that pays and sends the
      // signed webhook (docs/billing-testing.md). Never the real Stripe.
      command: 'node --import tsx packages/server/test/fake-stripe/main.ts',
      cwd: repoRoot,
      url: `${FAKE_STRIPE_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `${BASE_URL}/api/billing/webhook`,
        STRIPE_WEBHOOK_SECRET,
      },
    },
    {
      // GIPHY, as a local server speaking its API (chat's GIF picker). Never the real GIPHY.
      command: 'node --import tsx packages/server/test/fake-giphy/main.ts',
      cwd: repoRoot,
      url: `${FAKE_GIPHY_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GIPHY_PORT: String(FAKE_GIPHY_PORT), GIF_API_KEY },
    },
    {
      // A real OpenID provider (oidc-provider) on 127.0.0.1 for single sign-on; any e-mail signs in.
      command: 'node --import tsx packages/server/test/oidc/main.ts',
      cwd: repoRoot,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_REDIRECT_URI: `${BASE_URL}/callback`,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
    {
      // The franchise location directory, as a local server speaking its API and OAuth
      // (docs/integrations.md): three stores of three people.
      command: 'node --import tsx packages/server/test/fake-directory/main.ts',
      cwd: repoRoot,
      url: `${FAKE_DIRECTORY_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_DIRECTORY_PORT: String(FAKE_DIRECTORY_PORT),
        FRANCHISE_CLIENT_ID: FRANCHISE_CLIENT.id,
        FRANCHISE_CLIENT_SECRET: FRANCHISE_CLIENT.secret,
      },
    },
    {
      // The compiled server, as `npm start` runs it (what ships): `npm test` builds it before e2e.
      command: `${prepareDataDir} && node --enable-source-maps packages/server/dist/main.js`,
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
        // Every spec signs its own people up from 127.0.0.1: more than the default 20 an hour.
        SIGNUP_LIMIT_PER_HOUR: '500',
        // Billing through the fake Stripe above (docs/billing-testing.md).
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_PRICE_MONTH: 'price_month',
        STRIPE_PRICE_YEAR: 'price_year',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(FAKE_STRIPE_PORT),
        STRIPE_API_PROTOCOL: 'http',
        // GIF search through the fake GIPHY above (features/gifs).
        GIF_API_KEY,
        GIF_API_URL: `${FAKE_GIPHY_URL}/v1`,
        // Single sign-on may reach the local provider over http (test servers only).
        SSO_ALLOW_HTTP: '1',
        // The franchise directory above.
        FRANCHISE_DIRECTORY_URL: `${FAKE_DIRECTORY_URL}/api`,
        FRANCHISE_AUTH_URL: `${FAKE_DIRECTORY_URL}/oauth`,
        FRANCHISE_CLIENT_ID: FRANCHISE_CLIENT.id,
        FRANCHISE_CLIENT_SECRET: FRANCHISE_CLIENT.secret,
      },
    },
  ],
});
