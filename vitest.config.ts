import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which left
    // the second core idle while a test waited on PostgreSQL, argon2 or a socket. With one worker a
    // core, `npm test` on this machine took 218 s where it took 288 s (PGlite), and the server project
    // on PostgreSQL 157 s where it took 249 s (decision 002, "Workers").
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          // The web's loaders and actions too (`*.server.test.ts`): they run on the server's database.
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.server.test.ts'],
          environment: 'node',
          // A bound for a test that hangs, not a speed check: on a machine as busy as a shared CI
          // runner (load 20 on 2 cores), a test that makes its own app and database took 37 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The database migrated once for the run, which each test file's starts from (either driver).
          globalSetup: ['server/test/migrated-template.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
          exclude: ['web/**/*.server.test.ts', '**/node_modules/**'],
          environment: 'happy-dom',
          // happy-dom never loads a script file; a script the page adds (gtag.js, reCAPTCHA) then
          // counts as loaded rather than logging an error: the tests check what is added.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          setupFiles: ['web/test/setup.ts'],
          // The same bound for a hang: a test that walks through several lazily loaded charts took
          // 23 s at a load average of 25 (each wait up to web/test/setup.ts's 10 s).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
