import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, headerBalance, liraOf, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, gameBalance, PLAY_FRAME } from './support/originals.ts';
import { advanceGamesTo, gamesClock } from './support/games-clock.ts';

/*
 * Lale Keno, the TV-bets area's scheduled draw (issue #14): the demo player finds it under the Lale
 * Originals tab of the TV games lobby, quick-picks five numbers and buys a ticket for the draw on sale;
 * the stake leaves the balance in the game and in the site's header at once; the 20 balls come out on
 * the server's clock; once the draw is settled both balances show exactly the stake less what the
 * ticket paid. The server runs keno's real schedule (a draw a minute, 30 s of balls); the journey does
 * not wait for it on the wall clock: it moves the games' clock (the development control,
 * support/games-clock.ts) to its draw's start, watches a few balls come out at their own pace, then
 * moves it to the draw's end.
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

const cents = (lira: number) => Math.round(lira * 100) / 100;

async function gameFrame(page: Page): Promise<Frame> {
  const frame = page.frameLocator(PLAY_FRAME);
  await visible(frame.getByRole('group', { name: 'Keno sayı tahtası, 1–80' }));
  return frameOf(page);
}

describe('Lale Keno', () => {
  it('buys a ticket for the draw on sale, watches the balls, and the balance follows the settled ticket', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'desktop', '/casino/tvbets');
    await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
    const tile = page.getByRole('link', { name: /Lale Keno/ }).first();
    await visible(tile);
    await tile.click();
    await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
    const frame = await gameFrame(page);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBeGreaterThan(10);
    const start = await gameBalance(frame);
    expect(await headerBalance(page)).toBe(start);

    // Five numbers by quick pick, a stake of 10; the paytable for five shows beside the board.
    await frame.getByRole('button', { name: '5 rastgele sayı seç' }).click();
    await expect.poll(() => frame.locator('.keno-cell[aria-pressed="true"]').count(), PATIENCE).toBe(5);
    await visible(frame.getByRole('heading', { name: '5 sayılık bilet ödemeleri' }));
    const stake = frame.getByRole('textbox', { name: 'Bahis tutarı' });
    await stake.fill('10');
    await stake.press('Tab');

    // The button names the draw on sale and counts down to its close; it is never without one for long.
    const buy = frame.getByRole('button', { name: /^Bilet al · #\d+/ });
    await expect.poll(() => buy.isEnabled(), { timeout: 30_000 }).toBe(true);
    const label = (await buy.textContent()) ?? '';
    const drawId = /#(\d+)/.exec(label)?.[1];
    await buy.click();
    await visible(frame.getByText(new RegExp(`#${drawId} çekilişi için biletin alındı`)));
    const afterStake = cents(start - 10);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe(afterStake);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(afterStake);
    const ticket = frame.locator('.keno-ticket').first();
    await expect
      .poll(async () => (await ticket.textContent()) ?? '', PATIENCE)
      .toContain(`Çekiliş #${drawId}`);

    // The draw: once its sales close the show names it, and its balls come out one by one into the tray.
    const draw = (await gamesClock(server.baseUrl)).draws.find((d) => String(d.drawId) === drawId);
    expect(draw, `draw #${drawId} on the games' clock`).toBeDefined();
    await advanceGamesTo(server.baseUrl, draw!.startsAt);
    const drawing = frame.locator('.keno-show[data-phase="drawing"] .keno-show__draw');
    await expect
      .poll(async () => ((await drawing.count()) ? await drawing.textContent() : ''), PATIENCE)
      .toBe(`Çekiliş #${drawId}`);
    await expect
      .poll(() => frame.locator('.keno-tray__slot--out').count(), { timeout: 20_000 })
      .toBeGreaterThan(2);
    await screenshot(page, 'originals-keno-drawing');
    await advanceGamesTo(server.baseUrl, draw!.finishesAt);

    // Settled: the ticket tells its hits and what it paid; both balances add exactly that.
    const settled = frame.locator('.keno-ticket--won, .keno-ticket--lost').first();
    await expect.poll(() => settled.isVisible(), PATIENCE).toBe(true);
    expect(await frame.locator('.keno-tray__slot--out').count()).toBe(20);
    const verdict = (await settled.locator('.keno-ticket__verdict').textContent()) ?? '';
    const win = verdict.includes('+') ? liraOf(verdict.split('+')[1] ?? '') : 0;
    const end = cents(afterStake + win);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe(end);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(end);
    // The finished draw is listed with its hash, to verify. Its label exactly: a text match on the whole
    // row would also take draw #1 whose hash starts with a 0 for draw #10 ('Çekiliş #1' + '0d41…').
    await visible(
      frame.locator('.keno-result').filter({
        has: frame.locator('.keno-result__draw', { hasText: new RegExp(`^Çekiliş #${drawId}$`) }),
      }),
    );
    await screenshot(page, 'originals-keno-settled');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
