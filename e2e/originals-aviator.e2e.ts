import { crash } from '@lale/originals';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations } from './support/browser.ts';
import { restartServer, startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, headerBalance, liraOf, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, gameBalance, PLAY_FRAME } from './support/originals.ts';
import {
  advanceGames,
  advanceGamesTo,
  crashRoundReaching,
  gamesClock,
  type CrashRound,
} from './support/games-clock.ts';

/** The scheduled games' lease, with time to spare (apps/api modules/leases/lease.ts: 8 s). */
const LEASE_MS = 11_000;

/*
 * Lale Aviator, the crash game (issue #14): one shared round for everyone. Two browser sessions watch
 * the same flight and read the same multiplier at the same moment; the demo player bets with the
 * keyboard, cashes out during the flight and is paid exactly stake × the multiplier shown, in the game
 * and in the site's header. Then the server is killed while the player's bet flies and started again on
 * the same data: the bet comes back refunded, in the balance and in the game history.
 *
 * The rounds are the server's own, but the journey does not wait for them on the wall clock nor guess
 * from the page whether a flight will last: it asks the development clock control (support/games-clock.ts)
 * for the crash point of the round open for bets, moves the games' clock past the rounds that would
 * crash too soon, and to the take-off of the one it bets on. What it checks is what the pages show.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

/** Every context a test opened is closed after it, even when it failed (before a server is killed). */
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A flight the journey bets on or watches reaches ×10: 38 s, far longer than a click or five readings
 * even when a busy machine answers the page's every step late (×3's 18 s once ran out before the
 * cash-out button showed). About one round in ten; the skipped ones pass in fast time.
 */
const LONG_FLIGHT = 10;
const STAKE = 10;

async function openAviator(page: Page): Promise<Frame> {
  await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
  const tile = page.getByRole('link', { name: /Lale Aviator/ }).first();
  await visible(tile);
  await tile.click();
  await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
  const frame = page.frameLocator(PLAY_FRAME);
  await visible(frame.getByRole('region', { name: 'Bahis 1' }));
  return frameOf(page);
}

async function aviatorPage(
  base: string,
  viewport: 'desktop' | 'mobile' = 'desktop',
): Promise<{ page: Page; frame: Frame }> {
  const page = await demoPlayerPage(browser, base, viewport, '/casino/games');
  contexts.push(page.context());
  const frame = await openAviator(page);
  await expect.poll(() => gameBalance(frame), PATIENCE).toBeGreaterThan(STAKE);
  return { page, frame };
}

/** '1,23x' (as the flight's label reads it) → 1.23; NaN while no flight is shown. */
const multiplierOf = (text: string) =>
  Number(/([\d.]+,\d{2})x/.exec(text)?.[1]?.replace(/\./g, '').replace(',', '.'));

/** What the flight says now, as a screen reader hears it ('Uçuş: 1,23x'). */
const flightLabel = (frame: Frame) =>
  frame.evaluate(() => document.querySelector('.flight')?.getAttribute('aria-label') ?? '');

/**
 * The flight's label as painted in the page's next frame, and the machine's clock when it was: both
 * pages run on this machine, so two readings with close clocks were shown at the same moment.
 */
const paintedLabel = (frame: Frame) =>
  frame.evaluate(
    () =>
      new Promise<{ label: string; at: number }>((done) => {
        requestAnimationFrame(() =>
          done({
            label: document.querySelector('.flight')?.getAttribute('aria-label') ?? '',
            at: Date.now(),
          }),
        );
      }),
  );

const panelOne = (frame: Frame) => frame.getByRole('region', { name: 'Bahis 1' });
const actionOf = (frame: Frame) => panelOne(frame).locator('.crash-action');
const noteOf = async (frame: Frame) =>
  (await panelOne(frame).locator('.crash-panel__note').textContent()) ?? '';

/** The panel's note, then what the game's status line says ('… | …'). */
const noteAndStatusOf = async (frame: Frame) =>
  `${await noteOf(frame)} | ${(await frame.locator('.status__text').first().textContent()) ?? ''}`;

/** Skips to a round open for bets that will reach LONG_FLIGHT; answers it once `frame` shows it. */
async function longFlightOpen(frame: Frame): Promise<CrashRound> {
  const round = await crashRoundReaching(server.baseUrl, LONG_FLIGHT);
  await expect.poll(() => actionOf(frame).getAttribute('data-mode'), PATIENCE).toBe('bet');
  return round;
}

/** The page shows `round` flying: the games' clock moved to its take-off. */
async function takeOff(frame: Frame, round: CrashRound): Promise<void> {
  await advanceGamesTo(server.baseUrl, round.bettingEndsAt);
  await expect.poll(async () => multiplierOf(await flightLabel(frame)) >= 1, PATIENCE).toBe(true);
}

/** 'placed' as soon as the panel shows it, or else the mode it shows after 10 s. */
async function modeAfterPress(frame: Frame): Promise<string | null> {
  let mode: string | null = null;
  await expect
    .poll(async () => (mode = await actionOf(frame).getAttribute('data-mode')), { timeout: 10_000 })
    .toBe('placed')
    .catch(() => undefined);
  return mode;
}

/**
 * Bets STAKE on panel 1 with Space (the focus on no control) on a round that will reach LONG_FLIGHT,
 * just opened for bets (6 s to press), then takes it off: the bet flies, the button cashes out.
 *
 * The window is the server's: on a busy machine the page can learn of it late enough that the press
 * lands after it closed, and the game then holds the bet for the next round ('cancel'), whose flight
 * nobody chose. The journey takes such a bet back and tries the next long round, as a player who
 * missed a round would; what it checks is only ever a bet the server took in the round it flies.
 */
async function betOnALongFlight(frame: Frame): Promise<CrashRound> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const round = await longFlightOpen(frame);
    await frame.locator('.flight').click({ position: { x: 8, y: 8 } });
    await frame.locator('body').press('Space');
    const mode = await modeAfterPress(frame);
    if (mode === 'placed') {
      await takeOff(frame, round);
      await expect.poll(() => actionOf(frame).getAttribute('data-mode'), PATIENCE).toBe('cashout');
      return round;
    }
    // Too late for this round: take back a bet held for the next one (Space again), then try again.
    if (mode === 'cancel') await frame.locator('body').press('Space');
    await expect.poll(() => actionOf(frame).getAttribute('data-mode'), PATIENCE).not.toBe('cancel');
  }
  throw new Error('three long rounds in a row closed before the page could bet on them');
}

describe('Lale Aviator (crash)', () => {
  // Two flights of 38 s and, on a busy machine, up to two missed windows: more than the default two minutes.
  it(
    'shows two players the same flight; a cash-out pays stake × the shown multiplier, in the game and the header',
    { timeout: 240_000 },
    async () => {
      const one = await aviatorPage(server.baseUrl);
      const two = await aviatorPage(server.baseUrl);

      // Both sessions, read at the same moment (within 40 ms) during a flight, show the same multiplier.
      // The flight takes off on its own time, not by a jump: a page learns the server's time from the
      // frames it gets (games shell/server-clock.ts), and idle for the betting window after the frames of
      // the skipped rounds, each reads the take-off frame as it arrives.
      await longFlightOpen(one.frame);
      await expect
        .poll(async () => multiplierOf(await flightLabel(one.frame)) >= 1, { timeout: 20_000 })
        .toBe(true);
      await expect.poll(async () => multiplierOf(await flightLabel(two.frame)) >= 1, PATIENCE).toBe(true);
      // Five readings agree within two hundredths. A page the busy machine starved of a frame may show one
      // a little late, so a reading further apart is not counted, but never more than a quarter of a
      // second of flight apart: two different flights, or a page a whole step behind, would be.
      let compared = 0;
      for (let sample = 0; sample < 200 && compared < 5; sample += 1) {
        const [a, b] = await Promise.all([paintedLabel(one.frame), paintedLabel(two.frame)]);
        const [x, y] = [multiplierOf(a.label), multiplierOf(b.label)];
        if (!(x > 1 && y > 1) || Math.abs(a.at - b.at) > 40) continue;
        // In hundredths, as shown: 1,09 − 1,07 in floating point is 0.020000000000000018.
        const apart = Math.abs(Math.round(x * 100) - Math.round(y * 100));
        const quarterSecond = Math.ceil(Math.max(x, y) * 100 * (Math.exp(crash.GROWTH_PER_MS * 250) - 1)) + 1;
        expect(apart, `${a.label} at ${a.at}, ${b.label} at ${b.at}`).toBeLessThanOrEqual(quarterSecond);
        if (apart > 2) continue;
        compared += 1;
        await one.page.waitForTimeout(200);
      }
      expect(compared).toBe(5);
      await two.page.context().close();

      const { page, frame } = one;
      const start = await gameBalance(frame);
      expect(await headerBalance(page)).toBe(start);
      await betOnALongFlight(frame);
      await expect.poll(() => gameBalance(frame), PATIENCE).toBe(Math.round((start - STAKE) * 100) / 100);
      // The flight goes on to ×10 (38 s): the click lands well before the crash.
      await actionOf(frame).click();
      // Read with the game's status line, so a refused cash-out fails with the game's own words.
      await expect.poll(() => noteAndStatusOf(frame), PATIENCE).toMatch(/^[^|]*bozduldu/);
      const note = await noteOf(frame);
      // '1,23x ile bozduldu · +12,30 ₺'
      const shown = multiplierOf(note);
      const win = liraOf(note.split('+')[1] ?? '');
      expect(shown).toBeGreaterThanOrEqual(1.01);
      expect(shown).toBeLessThan(LONG_FLIGHT);
      expect(win).toBe(Math.floor(STAKE * 100 * Math.round(shown * 100)) / 10_000);
      const end = Math.round((start - STAKE + win) * 100) / 100;
      await expect.poll(() => gameBalance(frame), PATIENCE).toBe(end);
      await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(end);
      // The player's cash-out is in the round's list of bets, marked as theirs.
      await visible(
        frame
          .getByRole('row')
          .filter({ hasText: 'Sen' })
          .filter({ hasText: `${note.split(' ')[0]}` }),
      );
      await screenshot(page, 'originals-aviator-desktop');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('keeps the first bet panel on a phone’s first screen', async () => {
    const { page, frame } = await aviatorPage(server.baseUrl, 'mobile');
    await visible(frame.getByRole('img', { name: /^Uçuş/ }));
    const box = await actionOf(frame).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await screenshot(page, 'originals-aviator-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('refunds a flying bet when the server is killed and started again on the same data', async () => {
    const before = await aviatorPage(server.baseUrl);
    const start = await gameBalance(before.frame);
    await betOnALongFlight(before.frame);
    // How far the games' clock ran ahead: the dead process's lease expires that much later.
    const { offsetMs } = await gamesClock(server.baseUrl);
    // The page goes first (its sockets would log the lost server as console errors), then at once the server.
    await before.page.context().close();
    await server.kill();

    server = await restartServer(server);
    // The new process takes the scheduler's lease once the dead one's has expired (10 s on the games'
    // clock), and finishes the round it left: void, as a flight nobody could answer, its bet refunded.
    await advanceGames(server.baseUrl, offsetMs + LEASE_MS);
    const again = await demoPlayerPage(browser, server.baseUrl, 'desktop', '/dashboard/game-history');
    contexts.push(again.context());
    const table = again.getByRole('table', { name: /Oynadığınız eller/ });
    const row = table.getByRole('row').filter({ hasText: 'Lale Aviator' }).first();
    await expect
      .poll(
        async () => {
          await again.reload();
          await row.waitFor({ timeout: 15_000 });
          return row.innerText();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toMatch(/İptal Edildi/);
    await screenshot(again, 'originals-aviator-restart-history');
    // Refunded: the stake is back.
    const expected = start;
    await again.goto('/casino/games');
    const frame = await openAviator(again);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe(expected);
    await expect.poll(() => headerBalance(again), { timeout: 20_000 }).toBe(expected);
    await again.context().close();
  });
});
