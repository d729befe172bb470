/**
 * The JavaScript the login page loads, gzip-compressed: index.html's entry script and
 * modulepreload links, everything they import statically, and the lazy LoginPage chunk with its
 * own static imports. Goal: at most 200 KB (the company area must stay lazy).
 * Reads packages/web/dist (builds it first when absent).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { heading, isMain, line } from './support/format.js';

const GOAL_BYTES = 200 * 1024;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(repoRoot, 'packages', 'web', 'dist');
const assets = path.join(dist, 'assets');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** "/assets/x.js" or "./x.js" (relative to an asset) → absolute file path inside dist. */
function resolveAsset(ref: string, fromFile?: string): string {
  if (ref.startsWith('/')) return path.join(dist, ref);
  return path.resolve(fromFile ? path.dirname(fromFile) : dist, ref);
}

/** Static imports of a built chunk: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; not `import("…")`. */
export function staticImports(code: string): string[] {
  const refs = new Set<string>();
  const patterns = [/\bfrom\s*["'](\.{1,2}\/[^"']+\.js)["']/g, /\bimport\s*["'](\.{1,2}\/[^"']+\.js)["']/g];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) if (m[1]) refs.add(m[1]);
  return [...refs];
}

/** The entry chunk and the modulepreload links named by index.html. */
export function htmlScripts(html: string): string[] {
  const refs: string[] = [];
  for (const m of html.matchAll(/<script[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g))
    if (m[1]) refs.push(m[1]);
  for (const m of html.matchAll(/<link[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g))
    if (m[1]) refs.push(m[1]);
  return refs;
}

/** Adds a file and, transitively, its static imports to the set. */
function closure(file: string, seen: Set<string>): void {
  if (seen.has(file) || !fs.existsSync(file)) return;
  seen.add(file);
  for (const ref of staticImports(fs.readFileSync(file, 'utf8'))) closure(resolveAsset(ref, file), seen);
}

/** The login page's JavaScript, gzip bytes, with the report printed. */
export async function runBundleBench(): Promise<number> {
  heading('Login page JavaScript (gzip, zlib default level)');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    line('packages/web/dist', 'missing: building it (npm run build -w @teamline/web)');
    execFileSync('npm', ['run', 'build', '-w', '@teamline/web'], { cwd: repoRoot, stdio: 'ignore' });
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const ref of htmlScripts(html)) closure(resolveAsset(ref), files);
  const entryCount = files.size;

  const loginChunks = fs.readdirSync(assets).filter((f) => /^LoginPage-[\w-]+\.js$/.test(f));
  if (loginChunks.length === 0)
    line('LoginPage chunk', 'NOT FOUND in dist/assets (is the login route lazy?)');
  for (const chunk of loginChunks) closure(path.join(assets, chunk), files);

  const sized = [...files].map((file) => {
    const raw = fs.readFileSync(file);
    return { name: path.relative(dist, file), raw: raw.length, gzip: zlib.gzipSync(raw).length };
  });
  sized.sort((a, b) => b.gzip - a.gzip);
  const total = sized.reduce((sum, f) => sum + f.gzip, 0);
  const totalRaw = sized.reduce((sum, f) => sum + f.raw, 0);
  const allJs = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  const allGzip = allJs.reduce(
    (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(assets, f))).length,
    0,
  );

  line('built', fs.statSync(path.join(dist, 'index.html')).mtime.toISOString());
  line(
    'files',
    `${sized.length} (${entryCount} from index.html and its imports, + LoginPage chunk and imports)`,
  );
  for (const f of sized.slice(0, 8)) line(`  ${f.name}`, `${kb(f.gzip)} gzip (${kb(f.raw)} raw)`);
  line('login page JS, gzip', `${kb(total)} (${kb(totalRaw)} raw)`);
  line(
    'goal',
    `≤ ${kb(GOAL_BYTES)}: ${total <= GOAL_BYTES ? 'met' : 'NOT met'} (${((total / GOAL_BYTES) * 100).toFixed(0)} % of goal)`,
  );
  line('all JS in dist, gzip (for context)', `${kb(allGzip)} in ${allJs.length} files`);
  return total;
}

// `--check` (the test command, after the build): a size, not a timing, so it can fail the run.
if (isMain(import.meta.url)) {
  const total = await runBundleBench();
  if (process.argv.includes('--check') && total > GOAL_BYTES) {
    process.stderr.write(
      `the login page's JavaScript is ${kb(total)} gzip, over its ${kb(GOAL_BYTES)} budget\n`,
    );
    process.exitCode = 1;
  }
}
