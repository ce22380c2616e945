import { afterEach, beforeEach, expect } from 'vitest';
import { takeConsoleProblems } from './console.ts';

/* Setup file of the e2e project (vitest.config.ts): no journey may leave a console error behind. */
beforeEach(() => {
  // Anything a previous test's pages logged after it ended is not this test's doing.
  takeConsoleProblems();
});

afterEach(() => {
  expect(takeConsoleProblems(), 'console errors or uncaught page errors').toEqual([]);
});
