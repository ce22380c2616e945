import type { BrowserContext, ConsoleMessage } from 'playwright-core';

/*
 * Every browser journey fails on a console error or an uncaught page error (a refused style or script
 * under the CSP, a crashed render, a failed chunk...). newContext (browser.ts) watches each context it
 * opens; consoleErrors.setup.ts asserts after every test that nothing was logged.
 *
 * The one allowed item, named: Chromium logs "Failed to load resource: … status of 4xx" for every API
 * answer that is not 2xx. A refusal (wrong password, a taken name, an expired code) is the API's normal
 * answer, in the envelope, and the page shows its message; journeys provoke such answers on purpose.
 * Only 4xx answers under /api/ are allowed, never a 5xx and never any other resource.
 */

const problems: string[] = [];

function isApiRefusal(message: ConsoleMessage): boolean {
  const { url } = message.location();
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(message.text()) &&
    new URL(url, 'http://x').pathname.startsWith('/api/')
  );
}

export function watchConsole(context: BrowserContext): void {
  if (testRunning) openedInTest.add(context);
  context.on('console', (message) => {
    if (message.type() !== 'error' || isApiRefusal(message)) return;
    const where = message.page()?.url() ?? message.location().url;
    problems.push(`console error on ${where}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    problems.push(`uncaught error on ${error.page()?.url() ?? '?'}: ${String(error.error())}`);
  });
}

/** What was logged since the last call (and forgets it, so each test answers for its own pages). */
export function takeConsoleProblems(): string[] {
  return problems.splice(0);
}

/*
 * Pages opened by a test are closed when it ends. A page left open keeps its timers, sockets and
 * animations running (a carousel turning, a game's clock ticking) for the rest of the file, on a
 * 2-core CI machine shared with the next journeys (content.e2e.ts left eleven open). Contexts opened
 * outside a test (in beforeAll) are the file's own and close with its browser.
 */
const openedInTest = new Set<BrowserContext>();
let testRunning = false;

export function testStarted(): void {
  testRunning = true;
}

/** Closes every context the finished test opened. */
export async function closeTestContexts(): Promise<void> {
  testRunning = false;
  const contexts = [...openedInTest];
  openedInTest.clear();
  await Promise.all(contexts.map((context) => context.close().catch(() => {})));
}
