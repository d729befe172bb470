import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The suite runs twice (package.json): on SQLite (TEST_DATABASE_URL empty) and on PostgreSQL.
 * Files that need PostgreSQL itself are left out of the SQLite run only, and run in the
 * PostgreSQL run, where a database that does not answer fails them: they are never skipped.
 */
const postgresOnly = [
  // Two server processes share one database: the SQLite run's databases are in-memory.
  'test/multi-instance.test.ts',
  // The pool size of PostgreSQL connections (SQLite has one connection).
  'src/db/pool-size.test.ts',
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(onPostgres ? [] : postgresOnly)],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Each test file builds its own app on its own database, and no test mocks a module, so the
    // files of a worker share its module cache: importing the app once per worker instead of once
    // per file took the SQLite suite from about 4 minutes to 2.5 (docs/decisions.md, Tests).
    isolate: false,
  },
});
