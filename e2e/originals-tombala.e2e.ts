import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, headerBalance, liraOf, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, gameBalance, PLAY_FRAME } from './support/originals.ts';
import { advanceGamesTo, gamesClock } from './support/games-clock.ts';

/*
 * Lale Tombala, the bingo area's 90-ball game (issue #14): the demo player finds it under the Lale
 * Originals tab of the bingo lobby, picks the room whose game starts first, buys two cards; the price
 * leaves the balance in the game and in the site's header at once; the balls are called on the
 * server's clock and daub the cards; once the game is settled both balances show exactly the price
 * less what the cards paid. The server runs the real schedule (rooms take turns every 50 s, a game
 * calls 60 balls in 120 s); the journey does not wait for it on the wall clock: it moves the games'
 * clock (the development control, support/games-clock.ts) to its game's start, watches a few balls
 * called at their own pace, then moves it to the game's end.
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
  await visible(frame.getByRole('group', { name: 'Salonlar' }));
  return frameOf(page);
}

/** The room whose next game starts soonest but leaves time to buy ('Sıradaki oyun 0:42' → 42 s). */
async function soonestRoom(frame: Frame): Promise<string> {
  const rooms = frame.locator('.tb-room');
  let best: { id: string; seconds: number } | null = null;
  for (let i = 0; i < (await rooms.count()); i += 1) {
    const text = (await rooms.nth(i).locator('.tb-room__next').textContent()) ?? '';
    const time = /(\d+):(\d\d)/.exec(text);
    if (!time) continue;
    const seconds = Number(time[1]) * 60 + Number(time[2]);
    const id = (await rooms.nth(i).getAttribute('data-room')) ?? '';
    if (seconds > 12 && (!best || seconds < best.seconds)) best = { id, seconds };
  }
  return best?.id ?? 'lale-1';
}

describe('Lale Tombala', () => {
  it('buys cards in the room that plays first, watches them daubed, and the balance follows the settled game', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'desktop', '/casino/bingo');
    await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
    const tile = page.getByRole('link', { name: /Lale Tombala/ }).first();
    await visible(tile);
    await tile.click();
    await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
    const frame = await gameFrame(page);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBeGreaterThan(100);
    const start = await gameBalance(frame);
    expect(await headerBalance(page)).toBe(start);

    // The rooms count down to their games; wait until one leaves time to buy, then pick it.
    await expect
      .poll(
        () =>
          frame
            .locator('.tb-room__next')
            .filter({ hasText: /\d:\d\d/ })
            .count(),
        PATIENCE,
      )
      .toBeGreaterThan(0);
    const room = await soonestRoom(frame);
    const roomButton = frame.locator(`.tb-room[data-room="${room}"]`);
    if ((await roomButton.getAttribute('aria-pressed')) !== 'true') await roomButton.click();
    await expect.poll(() => roomButton.getAttribute('aria-pressed'), PATIENCE).toBe('true');
    const price = liraOf((await roomButton.locator('.tb-room__price').textContent()) ?? '');

    await frame.getByRole('button', { name: 'Bir kart fazla' }).click();
    const buy = frame.getByRole('button', { name: /^2 kart al · #\d+/ });
    // The button names the chosen room's game on sale: a moment after the click it may still name the
    // room shown before (at another price), so wait until it names this room's.
    await expect
      .poll(
        async () => {
          const onSale = (await gamesClock(server.baseUrl)).draws.find(
            (draw) => draw.game === 'bingo' && draw.room === room && draw.phase === 'selling',
          );
          const label = (await buy.isEnabled()) ? ((await buy.textContent()) ?? '') : '';
          return onSale !== undefined && new RegExp(`#${onSale.drawId}(?!\\d)`).test(label);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const gameId = /#(\d+)/.exec((await buy.textContent()) ?? '')?.[1];
    await buy.click();
    await visible(frame.getByText(new RegExp(`#${gameId} oyunu için 2 kartın alındı`)));
    const afterPrice = cents(start - 2 * price);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe(afterPrice);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(afterPrice);
    await expect.poll(() => frame.locator('.tb-card').count(), PATIENCE).toBe(2);

    // The game: once its first ball is due the hall shows it being called, and the cards daub themselves.
    const game = (await gamesClock(server.baseUrl)).draws.find((d) => String(d.drawId) === gameId);
    expect(game, `game #${gameId} on the games' clock`).toMatchObject({ game: 'bingo', room });
    await advanceGamesTo(server.baseUrl, game!.startsAt);
    const calling = frame.locator('.tb-head[data-phase="drawing"] .tb-head__game');
    await expect
      .poll(async () => ((await calling.count()) ? await calling.textContent() : ''), PATIENCE)
      .toBe(`Oyun #${gameId}`);
    await expect
      .poll(() => frame.locator('.tb-board__n--on').count(), { timeout: 30_000 })
      .toBeGreaterThan(3);
    await screenshot(page, 'originals-tombala-calling');
    await advanceGamesTo(server.baseUrl, game!.finishesAt);

    // Settled: each card says what it paid; both balances add exactly that.
    const settled = frame.locator('.tb-card--won, .tb-card--lost');
    await expect.poll(() => settled.count(), PATIENCE).toBe(2);
    expect(await frame.locator('.tb-board__n--on').count()).toBe(60);
    let win = 0;
    for (const state of await frame.locator('.tb-card__state').allTextContents()) {
      if (state.startsWith('+')) win += liraOf(state);
    }
    const end = cents(afterPrice + win);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe(end);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(end);
    await visible(frame.locator('.tb-result').filter({ hasText: `Oyun #${gameId}` }));
    await screenshot(page, 'originals-tombala-settled');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
