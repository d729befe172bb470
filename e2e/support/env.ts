import os from 'node:os';
import path from 'node:path';

/** The port the end-to-end server listens on (never 3000, which a developer's own server may hold). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** Loopback by address, so the browser, the server and the links in mails agree on one origin. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The server's DATA_DIR: a fixed path (the config is loaded again in every worker, so it cannot be
 * random); the web server command empties it before each run. Tests read its outbox.jsonl.
 */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `teamline-e2e-${E2E_PORT}`);

export const OUTBOX_FILE = path.join(DATA_DIR, 'outbox.jsonl');

/** The local server speaking Stripe's API (packages/server/test/fake-stripe; docs/billing-testing.md). */
export const FAKE_STRIPE_PORT = Number(process.env.FAKE_STRIPE_PORT ?? E2E_PORT + 1000);
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_teamline';

/** The local server speaking the GIPHY API (packages/server/test/fake-giphy), for the chat GIF picker. */
export const FAKE_GIPHY_PORT = Number(process.env.FAKE_GIPHY_PORT ?? E2E_PORT + 1100);
export const FAKE_GIPHY_URL = `http://127.0.0.1:${FAKE_GIPHY_PORT}`;
export const GIF_API_KEY = 'giphy-e2e-key';
/** The local OpenID provider (packages/server/test/oidc; docs/integrations.md, Single sign-on). */
export const OIDC_PORT = Number(process.env.OIDC_PORT ?? E2E_PORT + 3000);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: 'teamline-e2e', secret: 'e2e-oidc-secret' } as const;
/** The local server speaking the franchise directory's API and OAuth (packages/server/test/fake-directory). */
export const FAKE_DIRECTORY_PORT = Number(process.env.FAKE_DIRECTORY_PORT ?? E2E_PORT + 4000);
export const FAKE_DIRECTORY_URL = `http://127.0.0.1:${FAKE_DIRECTORY_PORT}`;
export const FRANCHISE_CLIENT = { id: 'teamline-e2e', secret: 'directory-e2e' } as const;
