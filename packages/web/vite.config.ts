import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every script, stylesheet and SVG of the build,
 * which the server sends to browsers that accept them (@fastify/static preCompressed): the login
 * page's JavaScript crosses a phone's network at a third of its size, compressed once at build
 * time rather than on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'teamline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const raw = fs.readFileSync(file);
        if (raw.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * zod's classic API builds every schema with its JSON Schema converter attached (`toJSONSchema()`,
 * `~standard.jsonSchema`), so the login page carried ~5 KB gzip of converter it never runs: the web
 * app only parses and validates. The build replaces the converter's two modules with stand-ins
 * exporting the same names, whose functions throw if ever called (decisions.md, "The login page's
 * JavaScript"). The server and the tests keep the real modules.
 */
function zodWithoutJsonSchema(): Plugin {
  const stubbed = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
  return {
    name: 'teamline-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!stubbed.test(id)) return null;
      const real: Record<string, unknown> = await import(pathToFileURL(id).href);
      const lines = [
        "const unbundled = () => { throw new Error('zod JSON Schema output is not in the web build'); };",
      ];
      for (const [name, value] of Object.entries(real)) {
        if (name.startsWith('create')) lines.push(`export const ${name} = () => unbundled;`);
        else if (typeof value === 'function') lines.push(`export const ${name} = unbundled;`);
        else lines.push(`export const ${name} = {};`);
      }
      return lines.join('\n');
    },
  };
}

// The product version (root package.json), shown in the footer and compared with min_app_version.
const rootPackage = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

const apiTarget = process.env.TEAMLINE_API ?? 'http://localhost:3000';

/**
 * React Router's package exports only its development build (remix-run/react-router#12532,
 * #14102): a production bundle carried its dev warnings and checks. The build takes the production
 * build it ships beside it; `vite` (dev) and the tests keep the development one and its warnings.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Automatic code splitting left a company Home ~100 scripts of 1–5 KB (a Mantine component, an
 * icon, a hook shared by a set of routes): over HTTP/1.1 a phone fetches them six at a time, a
 * round trip each, and the first page's module preloads alone held the main thread ~70 ms.
 * Common chunks smaller than this (source bytes, before minification) are copied into the chunks
 * that read them instead; Rolldown's runtime keeps one instance of each module across the copies,
 * so state and identities do not change (decisions.md, "Small common chunks copied into their
 * readers"). Chunks holding styles stay files, as Vite's CSS plugin expects one owner per style.
 */
const INLINE_COMMON_CHUNKS_BELOW = 16 * 1024;

/**
 * `vite build --ssr` (npm run build) builds the server's first views (src/entry-server.tsx) into
 * dist/server/, beside the browser's build: one module for Node, its imports bundled, not
 * served to browsers (docs/architecture.md, "The first view").
 */
const SSR_OUT_DIR = 'dist/server';

/**
 * The browser build's manifest (which files each source module needs), written beside the server
 * entry, not among the files served: the server reads it to ask for a first view's lazy code with
 * the page's scripts (server http/first-view-code.ts).
 */
const CLIENT_MANIFEST = 'server/client-manifest.json';

/**
 * Marks dist/server/ as ES modules for Node wherever the build is copied to: its chunks are ES
 * modules (some await their texts at their top), which Node would otherwise take for CommonJS
 * outside this package.
 */
function serverModulesAreEsm(): Plugin {
  return {
    name: 'teamline-server-modules-are-esm',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [serverModulesAreEsm()] : [precompress()]), zodWithoutJsonSchema()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version ?? ''),
    // The server's first views run React's production build whatever NODE_ENV the server has.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
  ...(isSsrBuild ? { publicDir: false as const, ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, emptyOutDir: false, sourcemap: true }
    : {
        sourcemap: true,
        manifest: CLIENT_MANIFEST,
        chunkSizeWarningLimit: 800,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: {
                maxSize: INLINE_COMMON_CHUNKS_BELOW,
                exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The tests' own clock is UTC wherever they run, so a company zone always differs from it.
    env: { TZ: 'UTC' },
    // A hang guard, not a speed check: a page test that types into a form can take seconds on a
    // loaded two-core machine, and jsdom renders Mantine slowly.
    testTimeout: 20_000,
  },
}));
