import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSessionForTests } from '../src/lib/session.ts';

// Screens are lazy chunks: a cold transform on a busy 2-core machine can pass the default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Files share a jsdom per worker (vitest.config.ts): nothing a test stored or faked reaches the next.
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  // A fresh page life for the next test: nobody signed in.
  resetSessionForTests();
});
