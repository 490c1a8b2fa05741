import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scratchDir } from './test/scratch';

const root = path.dirname(fileURLToPath(import.meta.url));
const scratch = scratchDir();

// Both projects resolve modules the way Next.js does: `@/` is src/, `#test/` the shared test
// helpers in test/, and the
// `server-only` fence (which throws outside a React Server bundle) is a no-op.
const resolve = {
  alias: [
    { find: /^server-only$/, replacement: path.join(root, 'test/empty-module.ts') },
    { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
    { find: /^#test\//, replacement: `${path.join(root, 'test')}/` },
  ],
};

export default defineConfig({
  test: {
    // stopping the PostgreSQL cluster and removing temp directories
    teardownTimeout: 60_000,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          root,
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          exclude: ['src/**/*.int.test.{ts,tsx}', 'node_modules/**'],
          environment: 'node',
          // the server's log (src/server/log.mjs) stays quiet; a test that reads it captures it
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 10_000,
          // every core: Vitest's default leaves one free, which on two cores is one worker, and
          // the embedded database's tests (seconds of initdb each) held everything else up
          maxWorkers: os.availableParallelism(),
        },
      },
      {
        resolve,
        test: {
          name: 'int',
          root,
          include: ['src/**/*.int.test.{ts,tsx}', 'test/**/*.int.test.ts'],
          environment: 'node',
          // one throwaway PostgreSQL cluster for the whole run (test/pg-cluster.ts)
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup-int.ts'],
          // temporary files (test databases, archives) in memory when there is room (test/scratch.ts)
          env: { LOG_LEVEL: 'silent', ...(scratch ? { TMPDIR: scratch } : {}) },
          // PGlite runs in WASM and each test database is migrated from scratch:
          // separate processes and generous limits keep slow machines green
          pool: 'forks',
          // much of the time is spent waiting on the database server and on disk, so two
          // workers use two cores better than the default (cores - 1)
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
