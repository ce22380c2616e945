import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, headerBalance, liraOf, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, gameBalance, PLAY_FRAME } from './support/originals.ts';

/*
 * Lale Zar, the first Lale Original on the games shell (issue #14): the demo player finds it under the
 * Lale Originals tab of the games lobby, rolls once with the mouse and once with the keyboard, and the
 * balance in the game and in the site's header moves by exactly the stake less what each roll paid.
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

async function gameFrame(page: Page): Promise<Frame> {
  const frame = page.frameLocator(PLAY_FRAME);
  await visible(frame.getByRole('button', { name: 'Zar At' }));
  return frameOf(page);
}

/** Waits for the roll to be told, then answers what it paid ('Kazandın ×1,98 · +19,80 ₺' or a loss). */
async function paid(frame: Frame, before: number): Promise<number> {
  const told = frame.locator('[aria-live="polite"]').filter({ hasText: /Gelen sayı/ });
  await expect.poll(async () => ((await told.textContent()) ?? '').length > 0, PATIENCE).toBe(true);
  const text = (await told.textContent()) ?? '';
  const win = /Kazandın/.test(text) ? liraOf(text.split('+')[1] ?? '') : 0;
  await expect.poll(() => gameBalance(frame), PATIENCE).toBe(Math.round((before - 10 + win) * 100) / 100);
  await frame
    .locator('[aria-live="polite"]')
    .filter({ hasText: /Gelen sayı/ })
    .evaluate((node) => {
      node.textContent = '';
    });
  return win;
}

async function play(viewport: ViewportName): Promise<void> {
  const page = await demoPlayerPage(browser, server.baseUrl, viewport, '/casino/games');
  await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
  const tile = page.getByRole('link', { name: /Lale Zar/ }).first();
  await visible(tile);
  await tile.click();
  await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
  const frame = await gameFrame(page);
  await expect.poll(() => gameBalance(frame), PATIENCE).toBeGreaterThan(10);
  const start = await gameBalance(frame);
  expect(await headerBalance(page)).toBe(start);

  const stake = frame.getByRole('textbox', { name: 'Bahis tutarı' });
  await stake.fill('10');
  await stake.press('Tab');
  await frame.getByRole('button', { name: 'Zar At' }).click();
  const first = await paid(frame, start);
  // The keyboard: Space rolls when no field has the focus.
  await frame.locator('body').click({ position: { x: 5, y: 5 } });
  await frame.locator('body').press('Space');
  const afterFirst = Math.round((start - 10 + first) * 100) / 100;
  const second = await paid(frame, afterFirst);
  const end = Math.round((afterFirst - 10 + second) * 100) / 100;
  await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(end);
  await screenshot(page, `originals-dice-${viewport}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.context().close();
}

describe('Lale Zar (dice)', () => {
  it('rolls by click and by keyboard on a desktop; the balance follows each roll', async () => {
    await play('desktop');
  });

  it('plays on a phone', async () => {
    await play('mobile');
  });
});
