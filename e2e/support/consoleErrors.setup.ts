import { afterEach, beforeEach, expect } from 'vitest';
import { closeTestContexts, takeConsoleProblems, testStarted } from './console.ts';

/* Setup file of the e2e project (vitest.config.ts): no journey may leave a console error
 * behind, nor a page open (support/console.ts). */
beforeEach(() => {
  // Anything a previous test's pages logged after it ended is not this test's doing.
  takeConsoleProblems();
  testStarted();
});

afterEach(async () => {
  // Closed first: a page's last words (an error on unload) still count against the test.
  await closeTestContexts();
  expect(takeConsoleProblems(), 'console errors or uncaught page errors').toEqual([]);
});
