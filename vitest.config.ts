import { defineConfig } from 'vitest/config';

// One runner for every layer; `--project` picks a layer (see package.json scripts).
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          // Every journey fails on a console error or an uncaught page error (support/console.ts).
          setupFiles: ['./support/consoleErrors.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
