import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { freshPage, headerBalance, logInAsDemo, PATIENCE, visible } from './support/visits.ts';

/*
 * The sportsbook frames (issue #13) against the built server and its sportsbook sandbox: a visitor
 * sees fcg's frame in guest mode and the frame's login button opens the site's login; the demo player
 * places a bet in the frame (the stand-in provider debits our fcg wallet with a signed call), has it
 * settled as won, and watches the header balance follow; betco's live frame opens on /livespor/betco.
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

const open = (viewport: ViewportName) => freshPage(browser, server.baseUrl, viewport);

async function providerFrame(page: Page): Promise<Frame> {
  const element = page.getByTestId('provider-frame');
  await visible(element);
  const frame = (await (await element.elementHandle())!.contentFrame())!;
  await expect.poll(() => frame.locator('.price').count(), PATIENCE).toBeGreaterThan(0);
  return frame;
}

describe('sportsbook frames', () => {
  it('shows a visitor the fcg frame in guest mode, whose login button opens the login', async () => {
    const page = await open('mobile');
    await page.goto('/spor/fcg');
    const frame = await providerFrame(page);
    expect(await page.getByTestId('provider-frame').getAttribute('src')).not.toContain('token=');
    await screenshot(page, 'sports-frame-guest-mobile');
    await frame.getByRole('button', { name: 'Bahis yapmak için giriş yapın' }).click();
    await visible(page.getByRole('dialog', { name: 'Giriş Yap' }));
  });

  it('lets the demo player bet in the fcg frame and have it settled, the header balance following', async () => {
    const page = await open('desktop');
    await page.goto('/');
    await visible(page.getByRole('contentinfo'));
    await logInAsDemo(page);
    await page.goto('/spor/fcg');
    const frame = await providerFrame(page);
    await visible(frame.locator('#balance-line'));
    const before = await headerBalance(page);
    await frame.locator('.price').first().click();
    await frame.locator('#stake').fill('20');
    await frame.getByRole('button', { name: 'Bahis Yap' }).click();
    await expect.poll(() => headerBalance(page), PATIENCE).toBe(before - 20);
    await frame.getByRole('button', { name: 'Kazandı' }).click();
    // Galatasaray at 2.10: 42 ₺ back.
    await expect.poll(() => headerBalance(page), PATIENCE).toBe(before + 22);
    await screenshot(page, 'sports-frame-player-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/livespor/betco');
    const live = await providerFrame(page);
    await visible(live.getByText('Başakşehir'));
    expect(await page.getByTestId('provider-frame').getAttribute('src')).toMatch(
      /token=.+&partner=sandbox-betco&view=live/,
    );
  });
});
