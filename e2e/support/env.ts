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
