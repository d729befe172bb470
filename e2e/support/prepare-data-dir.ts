/**
 * Run by the web server command before the server starts: empties DATA_DIR and copies the built
 * web app into it, so the run serves one fixed build even if packages/web/dist is rebuilt meanwhile
 * (hashed chunk names change on every build, and a page would fail to load its lazy chunks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.DATA_DIR;
const webDist = process.env.WEB_DIST;
if (!dataDir || !webDist) throw new Error('DATA_DIR and WEB_DIST must be set');

const built = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
if (!fs.existsSync(path.join(built, 'index.html'))) {
  process.stderr.write('packages/web/dist is not built: run `npm run build -w @teamline/web` first.\n');
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.cpSync(built, webDist, { recursive: true });
