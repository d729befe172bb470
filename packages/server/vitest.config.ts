import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Each test file builds its own app on its own database, and no test mocks a module, so the
    // files of a worker share its module cache: importing the app once per worker instead of once
    // per file took the SQLite suite from about 4 minutes to 2.5 (docs/decisions.md, Tests).
    isolate: false,
  },
});
