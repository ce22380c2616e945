import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { freshPage, headerBalance, logInAsDemo, PATIENCE, visible } from './support/visits.ts';

/*
 * The sportsbook frames (issue #13) against the built server and its sportsbook sandbox: a visitor
 * sees fcg's frame in guest mode and the frame's login button opens the site's login; the demo player
 * places a bet in the frame (the stand-in Betsy debits our wallet with a JWS-signed call), has it
 * settled as won, then resettled as lost when the result is reverted, and watches the header balance
 * follow; betco's live frame opens on /livespor/betco.
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
    // …and resettled when the result is reverted (fcg speaks Betsy's protocol, issue #29).
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
    // fcg is Betsy: the frame opens as {betsyUrl}?locale&cid&token.
    expect(await page.getByTestId('provider-frame').getAttribute('src')).toMatch(
      /\/api\/sandbox\/sportsbook\/fcg\/frame\?locale=tr&cid=sandbox-fcg&token=[^&]+&view=prematch/,
    );
    await screenshot(page, 'sports-frame-player-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The result is reverted (Betsy resettles the bet as lost): the win is taken back, the header follows.
    await visible(frame.locator('#tickets li[data-result="won"]'));
    await frame.getByRole('button', { name: 'Kaybetti' }).click();
    await expect.poll(() => headerBalance(page), PATIENCE).toBe(before - 20);
    await visible(frame.locator('#tickets li[data-result="lost"]'));

    await page.goto('/livespor/betco');
    const live = await providerFrame(page);
    await visible(live.getByText('Başakşehir'));
    expect(await page.getByTestId('provider-frame').getAttribute('src')).toMatch(
      /token=.+&partner=sandbox-betco&view=live/,
    );
  });
});
