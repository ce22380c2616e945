import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { freshPage, headerBalance, logInAsDemo, PATIENCE, visible } from './support/visits.ts';

/*
 * The betco frame on BetConstruct's Partner API (issue #29) against the built server and its sportsbook
 * sandbox, which plays BetConstruct: the demo player places a bet in the betco frame (BetPlaced, MD5
 * hashed), has it settled as won (BetResulted), then the result is reverted to a loss (a second
 * BetResulted, settled on the delta: the win is taken back) — and the header balance follows each step.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function betcoFrame(page: Page): Promise<Frame> {
  const element = page.getByTestId('provider-frame');
  await visible(element);
  const frame = (await (await element.elementHandle())!.contentFrame())!;
  await expect.poll(() => frame.locator('.price').count(), PATIENCE).toBeGreaterThan(0);
  return frame;
}

describe('the betco frame on the Partner API', () => {
  it('settles a bet, resettles it after a reverted result, and the header balance follows', async () => {
    const page = await freshPage(browser, server.baseUrl, 'desktop');
    await page.goto('/');
    await visible(page.getByRole('contentinfo'));
    await logInAsDemo(page);
    await page.goto('/spor/betco');
    const frame = await betcoFrame(page);
    expect(await page.getByTestId('provider-frame').getAttribute('src')).toMatch(
      /token=.+&partner=sandbox-betco&view=prematch/,
    );
    await visible(frame.locator('#balance-line'));
    const before = await headerBalance(page);

    const placed = page.waitForResponse((r) => r.url().endsWith('/api/sandbox/sportsbook/betco/bet'));
    await frame.locator('.price').first().click();
    await frame.locator('#stake').fill('20');
    await frame.getByRole('button', { name: 'Bahis Yap' }).click();
    const { ticket } = (await (await placed).json()) as { ticket: string };
    await expect.poll(() => headerBalance(page), PATIENCE).toBe(before - 20);

    await frame.getByRole('button', { name: 'Kazandı' }).click();
    await expect.poll(() => headerBalance(page), PATIENCE).toBeGreaterThan(before);
    const afterWin = await headerBalance(page);

    // BetConstruct reverts the result to a loss: the stand-in sends a new BetResulted (Amount 0) and the
    // frame tells the site to refetch the balance, as it does after its own settlements.
    const token = new URL(frame.url()).searchParams.get('token');
    const reverted = await frame.evaluate(
      async ({ ticket, token }) => {
        const response = await fetch('/api/sandbox/sportsbook/betco/settle', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ticket, result: 'lost', token }),
        });
        parent.postMessage('lale:balance', location.origin);
        return (await response.json()) as { done: boolean };
      },
      { ticket, token },
    );
    expect(reverted.done).toBe(true);
    await expect.poll(() => headerBalance(page), PATIENCE).toBe(before - 20);
    expect(afterWin).toBeGreaterThan(before - 20);
    await screenshot(page, 'sports-frame-betco-resettled-desktop');
  });
});
