import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The `backoffice` project of the root vitest config: the operator's app, in jsdom.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'backoffice',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // A cold module transform on a shared 2-core machine can take seconds before anything is wrong.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
