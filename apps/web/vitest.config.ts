import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The `web` project of the root vitest config: components and browser logic, in jsdom.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // A file's first page pulls its lazy chunks (texts, rules, toasts) through a cold transform; on a
    // shared 2-core machine that first test can pass 5 s before anything is wrong (see test/setup.ts).
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
