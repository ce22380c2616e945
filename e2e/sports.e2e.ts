import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { advanceGamesTo } from './support/games-clock.ts';
import { liveMatchesToBackNow, placeUntilAccepted, prematchMatchToBack } from './support/sports.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { demoPlayerPage, headerBalance, liraOf, PATIENCE, visible } from './support/visits.ts';

/*
 * The sportsbook issue's journey on the built server with the simulated feed playing (its sandbox):
 * the demo player opens /livespor and sees prices move without reloading, puts two picks from
 * different live matches on the slip and places an accumulator (the header balance drops), places a
 * pre-match single and cashes it out from My Bets (the balance rises by the offer), and when the two
 * live matches end the accumulator settles: the balance rises by its payout and a notification
 * arrives. Which side wins is read from the sandbox's script (GET /api/dev/sports/script), as a demo
 * host would read a recorded match: the bet still goes through the real slip, live delay, feed,
 * settlement and ledger.
 *
 * At 20× a football match lasts under five and a half minutes of the clock; the live delay is 2 s.
 * The two live matches are among the four under way at start-up (the next ones kick off one at a time,
 * five minutes apart), which end 60 s to 5 min after it: at this pace they leave room for the phone
 * view, the login and the slip even when the machine is busy with other journeys. Once the bets are
 * placed the journey does not wait for the final whistles: the simulated feed runs on the server's
 * development clock (support/games-clock.ts, never in production), which it moves on to the later one;
 * the feed then plays the rest of both matches, and settlement, ledger and notification run as ever.
 */

const ACCELERATION = 20;
/** From the last pick's final whistle to the settled bet (ticks every 2 s, balance polled every 3 s). */
const AFTER_WHISTLE_MS = 60_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    SPORTS_SIMULATED_FEED: 'on',
    SPORTS_SIMULATED_ACCELERATION: String(ACCELERATION),
    SPORTS_LIVE_DELAY_SECONDS: '2',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const loggedIn = (viewport: ViewportName) => demoPlayerPage(browser, server.baseUrl, viewport);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The price button of one outcome of an event's main market, whatever its odds are right now. */
const priceButton = (page: Page, home: string, away: string, outcome: string) =>
  page.getByRole('button', {
    name: new RegExp(`^${escape(home)} – ${escape(away)} – [^–]+ ${escape(outcome)} – \\d`),
  });

describe('sports', () => {
  // First, while the matches live at start-up are still on (the next ones kick off five minutes later).
  it('shows the live lobby, an event and the slip sheet on a phone', async () => {
    const page = await loggedIn('mobile');
    await page.goto('/livespor');
    const lobby = page.getByRole('region', { name: 'Canlı Bahis' });
    const price = lobby.getByRole('button', { name: /Maç Sonucu 1 – \d/ }).first();
    await visible(price);
    await price.click();
    await screenshot(page, 'sports-live-mobile');
    await page.getByRole('button', { name: /^Kuponum, 1 seçim/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Kuponum' });
    await visible(sheet);
    await screenshot(page, 'sports-slip-sheet-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await lobby
      .getByRole('link', { name: /tüm bahisler/ })
      .first()
      .click();
    await visible(page.getByRole('region', { name: 'Maç Sonucu' }));
    await screenshot(page, 'sports-event-mobile');
    await page.context().close();
  });

  it(
    'live odds move; an accumulator of two live matches settles and pays; a pre-match single is cashed out',
    { timeout: 360_000 },
    async () => {
      const page = await loggedIn('desktop');
      const start = await headerBalance(page);
      await page.goto('/livespor');
      const lobby = page.getByRole('region', { name: 'Canlı Bahis' });
      await visible(lobby.getByRole('button', { name: /Maç Sonucu 1 – \d/ }).first());

      // The odds move on the open page: the first live match's prices, read now and a little later.
      const firstRowPrices = () =>
        lobby
          .getByRole('button', { name: / – \d+\.\d\d$/ })
          .evaluateAll((buttons) =>
            buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent).join('|'),
          );
      const before = await firstRowPrices();
      await expect.poll(firstRowPrices, { timeout: 30_000, interval: 500 }).not.toBe(before);
      expect(page.url()).toMatch(/\/livespor$/);

      // Two live matches the sandbox's script says their backed side wins, one pick from each.
      const [first, second] = (await liveMatchesToBackNow(server.baseUrl)).filter(
        (entry, i, all) => all.findIndex((other) => other.eventId === entry.eventId) === i,
      );
      expect(first && second, 'two live matches with time left').toBeTruthy();
      // Both matches are on the live lobby, each under its own sport's tab.
      for (const match of [first!, second!]) {
        await pickOnLiveLobby(page, match.home, match.away, match.winner);
      }
      const slip = page.getByRole('complementary', { name: 'Kuponum' });
      await slip.getByRole('group', { name: 'Bahis türü' }).getByRole('button', { name: 'Kombine' }).click();
      await slip.getByLabel('Tutar (₺)', { exact: true }).fill('10');
      await slip.getByLabel('Oran değişiklikleri').selectOption({ label: 'Tümünü kabul et' });
      await screenshot(page, 'sports-live-slip-desktop');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await placeUntilAccepted(page);
      await expect.poll(() => headerBalance(page), PATIENCE).toBe(start - 10);

      // A pre-match single, cashed out from My Bets at the offer shown.
      const prematch = await prematchMatchToBack(server.baseUrl);
      await page.goto(`/spor/etkinlik/${prematch.eventId}`);
      await page
        .getByRole('region', { name: 'Maç Sonucu' })
        .getByRole('button', { name: /Maç Sonucu 1 – \d/ })
        .first()
        .click();
      await slip.getByLabel(/için tutar \(₺\)$/).fill('20');
      await placeUntilAccepted(page);
      await expect.poll(() => headerBalance(page), PATIENCE).toBe(start - 30);

      await page.goto('/dashboard/sports-bets');
      const single = page.getByRole('listitem', { name: /· Tekli$/ }).first();
      const cashOut = single.getByRole('button', { name: /^Bozdur ₺/ });
      await visible(cashOut);
      const accumulator = page.getByRole('listitem', { name: /· Kombine$/ }).first();
      await visible(accumulator);
      await screenshot(page, 'sports-my-bets-open-desktop');
      await cashOut.click();
      const confirm = single.getByRole('group', { name: 'Bozdurmayı onaylayın' });
      const offer = liraOf((await confirm.textContent())?.match(/₺[\d.,]+/)?.[0] ?? '');
      expect(offer).toBeGreaterThan(0);
      await confirm.getByRole('button', { name: 'Evet, bozdur' }).click();
      await visible(page.getByText(/^Kupon bozduruldu/));
      await expect
        .poll(() => headerBalance(page), PATIENCE)
        .toBe(Math.round((start - 30 + offer) * 100) / 100);

      // The live matches end: the accumulator is paid, the balance rises and the bell rings (the
      // cash-out rang nothing: the player did it).
      const banner = page.getByRole('banner');
      await visible(banner.getByRole('button', { name: 'Bildirimler', exact: true }));
      const lastWhistle = Math.max(Date.parse(first!.endsAt), Date.parse(second!.endsAt));
      await advanceGamesTo(server.baseUrl, new Date(lastWhistle).toISOString());
      await expect
        .poll(() => banner.getByRole('button', { name: /^Bildirimler, \d+ okunmamış$/ }).isVisible(), {
          timeout: AFTER_WHISTLE_MS,
          interval: 1_000,
        })
        .toBe(true);
      await page.getByRole('button', { name: 'Sonuçlanan' }).click();
      const won = page.getByRole('listitem', { name: /· Kombine$/ }).first();
      await visible(won.getByText('Kazandı').first());
      const payout = liraOf((await won.locator('dd').nth(1).textContent()) ?? '');
      expect(payout).toBeGreaterThan(10);
      await expect
        .poll(() => headerBalance(page), PATIENCE)
        .toBe(Math.round((start - 30 + offer + payout) * 100) / 100);
      await screenshot(page, 'sports-my-bets-settled-desktop');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await banner.getByRole('button', { name: /^Bildirimler, \d+ okunmamış$/ }).click();
      const panel = page.getByRole('dialog', { name: 'Bildirimler' });
      await visible(panel.getByText('Kuponunuz sonuçlandı').first());
      await page.keyboard.press('Escape');
      await page.context().close();
    },
  );
});

/** Puts one outcome of a live match's main market on the slip from the live lobby's sport tab. */
async function pickOnLiveLobby(page: Page, home: string, away: string, outcome: string): Promise<void> {
  const button = priceButton(page, home, away, outcome);
  for (const sport of ['Futbol', 'Basketbol', 'Tenis']) {
    await page.getByRole('group', { name: 'Spor dalları' }).getByRole('button', { name: sport }).click();
    const shown = await button.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) break;
  }
  // A bet stop disables the price for a moment; the click waits until it is open again.
  await button.click({ timeout: 30_000 });
  await expect.poll(() => button.getAttribute('aria-pressed'), PATIENCE).toBe('true');
}
