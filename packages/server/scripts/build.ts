/**
 * The production build of the server (docs/deployment.md): `src/main.ts` and `src/admin-cli.ts`
 * bundled by esbuild into `dist/main.js` and `dist/admin-cli.js`, ES modules for Node 20 with
 * linked source maps (`node --enable-source-maps` shows stack traces in the TypeScript sources).
 *
 * Only our own code is bundled (the server and `@teamline/shared`, which ships TypeScript sources);
 * every npm package stays external and is loaded from node_modules at run time, as installed —
 * native modules (better-sqlite3, @node-rs/argon2, @napi-rs/canvas, sharp), packages that read
 * their own files by path (pdfjs-dist's fonts, pdfkit's font metrics, swagger-ui's assets), and the
 * rest alike. `dist/` sits at the same depth as `src/`, so what the sources find relative to
 * `import.meta.url` (the root package.json for the version, `packages/web/dist` for the web app, the
 * packages the PDF thumbnail worker resolves) is found from the bundle too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(serverRoot, 'dist');

/** Bare imports stay external, except our own workspace packages (TypeScript, bundled). */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@teamline/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer(): Promise<void> {
  const started = performance.now();
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: ['src/main.ts', 'src/admin-cli.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Keeps class and function names as written (logs, error names, stack traces).
    keepNames: true,
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, out]) => sum + out.bytes, 0);
  process.stdout.write(
    `server built into ${path.relative(process.cwd(), outdir) || '.'} ` +
      `(${Math.round(bytes / 1024)} KB of JavaScript, ${Math.round(performance.now() - started)} ms)\n`,
  );
}

await buildServer();
