import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { backofficeIsolated } from './apps/backoffice/vitest.config.ts';
import { webIsolated } from './apps/web/vitest.config.ts';

/** Browser journeys at once: each is a server and a Chromium, so about one per core. */
const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 2;

// One runner for every layer; `--project` picks a layer (see package.json scripts).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on CI's 2 cores, which left a core idle
    // while the integration tests waited on PostgreSQL (load 1.4, about 10 minutes). Two workers do the
    // same files in about 6.5; a third gains nothing (measured, issue 24).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './tools/test-summary-reporter.ts'],
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['test/**/*.test.ts'] } },
      // Fixed-seed RTP simulations: seconds of CPU each, more on a busy machine.
      {
        test: {
          name: 'originals',
          root: 'packages/originals',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      { test: { name: 'sports-model', root: 'packages/sports-model', include: ['test/**/*.test.ts'] } },
      { test: { name: 'games', root: 'apps/games', include: ['test/**/*.test.ts'] } },
      // Repository-wide checks (the lint rules' own proof); linting follows imports, so allow time.
      { test: { name: 'tools', root: 'tools', include: ['test/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['test/**/*.test.ts'],
          // Each file builds its own app on its own database, so files need no fresh module graph: a
          // worker keeps the one it imported (the whole API, about 3 s of imports per file otherwise).
          // The project went from 9 min 20 s to 4 min on this machine (issue #25, CI time). A file
          // that changes module state (fake timers, spies, process.env) puts it back in its own hooks.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      webIsolated,
      './apps/backoffice/vitest.config.ts',
      backofficeIsolated,
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          // Seeds the demo state once; every journey's server starts on a copy (support/server.ts).
          globalSetup: ['./support/dataTemplate.globalSetup.ts'],
          // Every journey fails on a console error or an uncaught page error (support/console.ts).
          setupFiles: ['./support/consoleErrors.setup.ts'],
          // A journey waits for what a person sees, each step with its own patience; this only stops a
          // hung one, and leaves room for files that share the cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Files are independent (own server, port, data folder and browser), so they run side by side,
          // E2E_WORKERS at a time; their own group, after every other project's files, so the journeys
          // do not compete with the unit and integration tests for the cores.
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
