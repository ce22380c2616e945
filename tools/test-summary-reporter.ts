import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, `tests: N passed, N failed[, N skipped]`, after vitest's own report,
 * so CI (which reads closing lines) can tell how many checks ran. A file that failed to load counts as
 * one failure: otherwise a broken import would look like "0 failed".
 */
export default class TestSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      let sawTest = false;
      for (const test of module.children.allTests()) {
        sawTest = true;
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (!sawTest && module.state() === 'failed') failed++;
    }
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed${tail}\n`);
  }
}
