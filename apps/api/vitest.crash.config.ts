import { defineConfig } from 'vitest/config';

/**
 * `npm run test:crash` (decision 091): the crash-safety tests start the real server on its own
 * embedded PostgreSQL and kill it, so they need no shared test database (no globalSetup), run
 * alone (one file at a time) and take minutes, which is why `npm test` runs them as a step of their own.
 */
export default defineConfig({
  test: {
    include: ['src/test/crash/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
