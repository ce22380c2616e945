import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/*
 * The `web` projects of the root vitest config: components and browser logic, in jsdom.
 *
 * Most files share one module graph and one jsdom per worker (`isolate: false`): jsdom's set-up and the
 * app's imports were 1.3 s and 0.7 s a file, and the project went from 100 s to about 40 s on two
 * cores. test/setup.ts resets what every test touches (the DOM, storage, the session, the page guard).
 * The files below keep state of their own that a later file in the same worker would see (the toast
 * outlet mounted once, the realtime client's mocks and connections, a snowfall's module-level switch,
 * form dialogs' lazy chunks spied on): they run isolated, as `web-isolated`. A file that starts failing
 * only next to others belongs on this list, with the state it keeps named.
 */
export const ISOLATED_FILES = [
  'test/notify.test.tsx',
  'test/realtime-session.test.tsx',
  'test/realtime-client.test.ts',
  'test/cashier-dialog.test.tsx',
  'test/register.test.tsx',
  'test/snowfall.test.tsx',
];

function webProject(name: string, include: string[], exclude: string[], isolate: boolean) {
  return defineProject({
    plugins: [react()],
    test: {
      name,
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      include,
      exclude,
      setupFiles: ['./test/setup.ts'],
      // A file's first page pulls its lazy chunks (texts, rules, toasts) through a cold transform; on a
      // shared 2-core machine that first test can pass 5 s before anything is wrong (see test/setup.ts).
      testTimeout: 15_000,
      restoreMocks: true,
      unstubGlobals: true,
      isolate,
    },
  });
}

export default webProject('web', ['test/**/*.test.{ts,tsx}'], ISOLATED_FILES, false);
export const webIsolated = webProject('web-isolated', ISOLATED_FILES, [], true);
