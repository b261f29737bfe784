import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The crash-safety tests kill a server of their own for minutes: `npm run test:crash` (vitest.crash.config.ts).
    exclude: [...configDefaults.exclude, 'src/test/crash/**'],
    // One embedded PostgreSQL for the run (or DATABASE_URL); each test file clones a template database.
    globalSetup: ['src/test/globalSetup.ts'],
    pool: 'forks',
    // Two cores are shared by everyone: at most two test files at a time.
    fileParallelism: true,
    maxWorkers: 2,
    // argon2id (19 MiB, t=2) makes logins take real time.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
