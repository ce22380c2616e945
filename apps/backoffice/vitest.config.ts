import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/*
 * The `backoffice` projects of the root vitest config: the operator's app, in jsdom.
 *
 * Most files share one module graph and one jsdom per worker (`isolate: false`), as the site's do
 * (apps/web/vitest.config.ts): jsdom's set-up and the app's imports were most of each file's time, and
 * the project went from 95 s to 54 s on two cores. test/setup.ts resets what every test touches (the
 * DOM, storage, the session, timers). The files below keep module state of their own that a later file
 * in the same worker would see (the live channel's socket and retry counters, the client's CSRF token
 * and 401 handler): they run isolated, as `backoffice-isolated`. A file that starts failing only next to
 * others belongs on this list, with the state it keeps named.
 */
export const ISOLATED_FILES = ['test/live.test.ts', 'test/api-client.test.ts'];

function backofficeProject(name: string, include: string[], exclude: string[], isolate: boolean) {
  return defineProject({
    plugins: [react()],
    test: {
      name,
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      include,
      exclude,
      setupFiles: ['./test/setup.ts'],
      // A cold module transform on a shared 2-core machine can take seconds before anything is wrong.
      testTimeout: 15_000,
      restoreMocks: true,
      unstubGlobals: true,
      isolate,
    },
  });
}

export default backofficeProject('backoffice', ['test/**/*.test.{ts,tsx}'], ISOLATED_FILES, false);
export const backofficeIsolated = backofficeProject('backoffice-isolated', ISOLATED_FILES, [], true);
