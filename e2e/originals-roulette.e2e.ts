import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, headerBalance, liraOf, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, gameBalance, PLAY_FRAME } from './support/originals.ts';

/*
 * Lale Rulet, the live area's RNG roulette (issue #14): the demo player finds it under the Lale Originals
 * tab of the live lobby, puts chips on the table with the mouse (red, a number) and again with the keyboard,
 * spins, and the balance in the game and in the site's header moves by exactly the chips less what the
 * winning number paid.
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
  await visible(frame.getByRole('button', { name: 'Çevir' }));
  return frameOf(page);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Waits for the spin to be told ('Kazanan sayı 17 siyah. Kazanç +20,00 ₺'), answers what it paid. */
async function spun(frame: Frame, before: number, stake: number): Promise<number> {
  const told = frame.locator('[aria-live="polite"]').filter({ hasText: /Kazanan sayı \d+/ });
  await expect
    .poll(async () => ((await told.textContent()) ?? '').length > 0, { timeout: 30_000 })
    .toBe(true);
  const text = (await told.textContent()) ?? '';
  const win = /Kazanç \+/.test(text) ? liraOf(text.split('+')[1] ?? '') : 0;
  await expect.poll(() => gameBalance(frame), PATIENCE).toBe(round2(before - stake + win));
  await told.evaluate((node) => {
    node.textContent = '';
  });
  return win;
}

async function play(viewport: ViewportName): Promise<void> {
  const page = await demoPlayerPage(browser, server.baseUrl, viewport, '/casino/live');
  await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
  const tile = page.getByRole('link', { name: /Lale Rulet/ }).first();
  await visible(tile);
  await tile.click();
  await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
  const frame = await gameFrame(page);
  await expect.poll(() => gameBalance(frame), PATIENCE).toBeGreaterThan(30);
  const start = await gameBalance(frame);
  expect(await headerBalance(page)).toBe(start);

  // The mouse: a 10 ₺ chip on red and one on 17.
  await frame.getByRole('button', { name: /^10\b.*jeton$/ }).click();
  await frame.getByRole('button', { name: 'Kırmızı', exact: true }).click();
  await frame.getByRole('button', { name: '17 siyah', exact: true }).click();
  await expect.poll(async () => liraOf((await frame.locator('.rtotal__value').textContent()) ?? '')).toBe(20);
  await frame.getByRole('button', { name: 'Çevir' }).click();
  const first = await spun(frame, start, 20);
  const afterFirst = round2(start - 20 + first);

  // The keyboard: the table unlocks once the result is shown (on a phone after the wheel's spotlight);
  // the chips, which stay on the table, are cleared and put back with Enter, then Space spins.
  const clear = frame.getByRole('button', { name: 'Temizle' });
  await expect.poll(() => clear.isEnabled(), PATIENCE).toBe(true);
  await clear.press('Enter');
  await expect.poll(async () => liraOf((await frame.locator('.rtotal__value').textContent()) ?? '')).toBe(0);
  await frame.getByRole('button', { name: 'Kırmızı', exact: true }).press('Enter');
  await frame.getByRole('button', { name: '17 siyah', exact: true }).press('Enter');
  await expect.poll(async () => liraOf((await frame.locator('.rtotal__value').textContent()) ?? '')).toBe(20);
  await frame.locator('body').click({ position: { x: 5, y: 5 } });
  await frame.locator('body').press('Space');
  const second = await spun(frame, afterFirst, 20);
  const end = round2(afterFirst - 20 + second);
  await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(end);
  await screenshot(page, `originals-roulette-${viewport}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.context().close();
}

describe('Lale Rulet (roulette)', () => {
  it('takes chips by mouse and by keyboard, spins twice on a desktop; the balance follows each spin', async () => {
    await play('desktop');
  });

  it('spins on a phone', async () => {
    await play('mobile');
  });
});
