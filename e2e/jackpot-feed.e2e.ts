import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEgtJackpotsStandIn, type EgtJackpotsStandIn } from '../tools/standins/egt-jackpots.ts';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser.ts';
import { registerThroughApi } from './support/people.ts';
import { startServer, type RunningServer } from './support/server.ts';

/*
 * EGT Digital's jackpot feed reaching the site (issue #29): the API polls the stand-alone stand-in
 * (tools/standins/egt-jackpots.ts, our feed shape) every second; when the stand-in's High Cash moves,
 * the poller writes it through the jackpots' port, the hub's JackpotsChanged reaches the signed-in
 * player's open slot lobby, and its jackpot card shows the new value without a reload.
 */

/** The stand-in's port (assigned to this journey; Chromium refuses some ports, fetch others). */
const STAND_IN_PORT = 4196;
const PATIENCE = { timeout: 20_000 };

let standIn: EgtJackpotsStandIn;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  standIn = await startEgtJackpotsStandIn({ port: STAND_IN_PORT, host: '127.0.0.1' });
  server = await startServer({
    EGT_JACKPOT_FEED_URL: `${standIn.url}/jackpots`,
    EGT_JACKPOT_FEED_POLL_SECONDS: '1',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
});

/** The amounts a card shows, as the Turkish lobby writes them (`18.250,40 ₺`). */
function levelsShown(page: Page, card: string): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Jackpotlar' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: card }) })
    .locator('dd')
    .allTextContents();
}

/** High Cash's values in the API's bootstrap, as the site reads them. */
async function apiHighCash(): Promise<number[] | undefined> {
  const answer = (await (await fetch(`${server.baseUrl}/api/cms/grouped`)).json()) as {
    data: { egtJackpotCards: { instanceName: string; levelStats: { value: number }[] }[] };
  };
  const card = answer.data.egtJackpotCards.find((c) => c.instanceName === 'High Cash');
  return card?.levelStats.map((l) => l.value);
}

describe('the slot lobby’s jackpot cards follow EGT’s feed', () => {
  it('shows the feed’s new High Cash values at once, without a reload', async () => {
    const player = await registerThroughApi(server.baseUrl);
    const page = await (await newContext(browser, server.baseUrl, 'desktop')).newPage();
    await page.goto('/');
    await page.evaluate((auth) => localStorage.setItem('authData', auth), JSON.stringify(player.auth));
    // The hub's handshake answer: from then on a push reaches this page (before it, it would be lost).
    let hubReady = false;
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload) === '{}\x1e') hubReady = true;
      });
    });
    await page.goto('/casino/slot');
    await expect.poll(() => page.getByRole('banner').getByText(player.username).count(), PATIENCE).toBe(1);
    await expect.poll(() => hubReady, PATIENCE).toBe(true);
    await expect
      .poll(() => levelsShown(page, 'High Cash'), PATIENCE)
      .toEqual(['18.250,40 ₺', '4.120,75 ₺', '905,10 ₺', '152,35 ₺']);

    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    const moved = await fetch(`${standIn.url}/standin/levels`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'High Cash',
        levels: [1_999_999, 412_075, 90_510, 15_500].map((amount, i) => ({ level: i + 1, amount })),
      }),
    });
    expect(moved.status).toBe(200);
    // The API polls the stand-in (every second) and its bootstrap carries the new values...
    await expect.poll(() => apiHighCash(), PATIENCE).toEqual([19_999.99, 4_120.75, 905.1, 155]);
    // ...and the open lobby, told over the hub, shows them.
    await expect
      .poll(() => levelsShown(page, 'High Cash'), PATIENCE)
      .toEqual(['19.999,99 ₺', '4.120,75 ₺', '905,10 ₺', '155,00 ₺']);
    expect(reloads).toEqual([]);
    expect(await levelsShown(page, 'Clover Chance')).toEqual([
      '26.480,00 ₺',
      '6.315,25 ₺',
      '1.240,60 ₺',
      '210,90 ₺',
    ]);
    await screenshot(page, 'jackpot-feed-slot-lobby-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
