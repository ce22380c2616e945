import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { backofficeNavigation, signInToBackoffice } from './support/backoffice.ts';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { liveMatchesToBackNow, placeUntilAccepted, prematchMatchToBack } from './support/sports.ts';
import { demoPlayerPage, headerBalance, liraOf, PATIENCE, visible } from './support/visits.ts';

/*
 * The trading room (issue #27) as a trader uses it, with the simulated feed playing: the trader (the
 * sports role: sports.* and nothing of payments, content or casino) suspends a live match's result
 * market while its prices move, and the player's open event page shows it suspended within two
 * seconds and keeps it so whatever the feed says; the trader then settles the result of a pre-match
 * match by hand and the player's single on it shows 'Kazandı' with its payout in the balance.
 */

const SUSPEND_SEEN_MS = 2_000;
const reason = 'Suspicious money on the home side';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    SPORTS_SIMULATED_FEED: 'on',
    SPORTS_SIMULATED_ACCELERATION: '20',
    SPORTS_LIVE_DELAY_SECONDS: '2',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function traderPage(): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, 'desktop');
  const page = await context.newPage();
  await signInToBackoffice(page, 'trader');
  return page;
}

/** The result market's heading on the site's event page says 'Askıda' while it takes no bets. */
const resultMarket = (page: Page) => page.getByRole('region', { name: 'Maç Sonucu' });
const siteShowsSuspended = async (page: Page) =>
  /Askıda/.test((await resultMarket(page).getByRole('heading').first().textContent()) ?? '');

describe('the trading room', () => {
  it(
    'a trader suspends a live market the site shows at once, and settles a pre-match market the player sees won',
    { timeout: 240_000 },
    async () => {
      // The player backs the home side of a match that starts well after this journey.
      const player = await demoPlayerPage(browser, server.baseUrl, 'desktop');
      const start = await headerBalance(player);
      const prematch = await prematchMatchToBack(server.baseUrl);
      await player.goto(`/spor/etkinlik/${prematch.eventId}`);
      await resultMarket(player)
        .getByRole('button', { name: /Maç Sonucu 1 – \d/ })
        .first()
        .click();
      const slip = player.getByRole('complementary', { name: 'Kuponum' });
      await slip.getByLabel(/için tutar \(₺\)$/).fill('20');
      await placeUntilAccepted(player);
      await expect.poll(() => headerBalance(player), PATIENCE).toBe(start - 20);

      // A live match whose result market the feed offers right now, open on the player's screen.
      const live = (await liveMatchesToBackNow(server.baseUrl)).find((match) =>
        match.winners.some((market) => market.key === '1x2'),
      );
      expect(live, 'a live football match with time left').toBeTruthy();
      const watching = await player.context().newPage();
      await watching.goto(`/spor/etkinlik/${live!.eventId}`);
      await visible(resultMarket(watching));

      const trader = await traderPage();
      await backofficeNavigation(trader).getByRole('link', { name: 'Trading room' }).click();
      await visible(trader.getByRole('heading', { name: 'Trading room', level: 1 }));
      await visible(trader.getByRole('link', { name: new RegExp(live!.home) }).first());
      await screenshot(trader, 'backoffice-trading-live-1440');
      expect(await seriousA11yViolations(trader)).toEqual([]);
      await trader
        .getByRole('link', { name: new RegExp(live!.home) })
        .first()
        .click();
      const suspend = trader.getByRole('button', { name: 'Suspend Match result' });
      await visible(suspend);

      // Suspended by the feed for a moment (a bet stop) is not the trader's doing: wait until it is open.
      await expect.poll(() => siteShowsSuspended(watching), { timeout: 60_000, interval: 200 }).toBe(false);
      await suspend.click();
      const dialog = trader.getByRole('dialog', { name: 'Suspend Match result' });
      await dialog.getByLabel('Reason').fill(reason);
      const answered = trader.waitForResponse(
        (response) =>
          response.url().endsWith(`/events/${live!.eventId}/suspend`) && response.status() === 200,
      );
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      await answered;
      await expect
        .poll(() => siteShowsSuspended(watching), { timeout: SUSPEND_SEEN_MS, interval: 100 })
        .toBe(true);
      await visible(trader.getByRole('button', { name: 'Reopen Match result' }));
      // The hold outlasts the feed's own bet stops and price changes.
      for (let i = 0; i < 6; i += 1) {
        await watching.waitForTimeout(1_000);
        expect(await siteShowsSuspended(watching), `still suspended after ${i + 1} s`).toBe(true);
      }
      await screenshot(trader, 'backoffice-trading-event-held-1440');
      expect(await seriousA11yViolations(trader)).toEqual([]);
      await screenshot(watching, 'trading-site-market-suspended');

      // The pre-match match's result, settled by hand: the home side won.
      await trader.goto(`/backoffice/trading/events/${prematch.eventId}`);
      await trader.getByRole('button', { name: 'Settle Match result' }).click();
      const settle = trader.getByRole('dialog', { name: /Settle Match result/ });
      await visible(settle);
      for (const [outcome, result] of [
        ['1', 'Won'],
        ['X', 'Lost'],
        ['2', 'Lost'],
      ] as const)
        await settle.getByRole('group', { name: outcome, exact: true }).getByLabel(result).check();
      await settle.getByLabel('Reason').fill('Result confirmed by the match report');
      await screenshot(trader, 'backoffice-trading-settle-1440');
      expect(await seriousA11yViolations(trader)).toEqual([]);
      await settle.getByRole('button', { name: 'Settle', exact: true }).click();
      await visible(trader.getByText(/Settled; 1 bet/));

      await player.goto('/dashboard/sports-bets');
      await player.getByRole('button', { name: 'Sonuçlanan' }).click();
      const single = player.getByRole('listitem', { name: /· Tekli$/ }).first();
      await visible(single.getByText('Kazandı').first());
      const payout = liraOf((await single.locator('dd').nth(1).textContent()) ?? '');
      expect(payout).toBeGreaterThan(20);
      await expect
        .poll(() => headerBalance(player), PATIENCE)
        .toBe(Math.round((start - 20 + payout) * 100) / 100);
      await screenshot(player, 'trading-site-bet-won');
      await player.context().close();
      await trader.context().close();
    },
  );
});
