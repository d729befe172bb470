import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The product version (root package.json), shown in the footer and compared with min_app_version.
const rootPackage = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

const apiTarget = process.env.TEAMLINE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version ?? ''),
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 800 },
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
});
