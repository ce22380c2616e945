import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, headerBalance, liraOf, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, gameBalance, PLAY_FRAME } from './support/originals.ts';

/*
 * The three Lale Originals slots (issue #14): the demo player opens each from the Lale Originals tab
 * of the slot lobby and spins; on Lale Bahçesi by mouse and by Space, then buys the bonus with the
 * keyboard alone (Tab to the button, Enter, Enter on the confirmation) and watches its free spins
 * through. After every round the game's balance is the one before less the stake (or the bonus's
 * price) plus what the round paid, and the site's header follows.
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

const cents = (value: number) => Math.round(value * 100) / 100;

async function openSlot(page: Page, name: RegExp): Promise<Frame> {
  await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
  const tile = page.getByRole('link', { name }).first();
  await visible(tile);
  await tile.click();
  await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
  const frame = page.frameLocator(PLAY_FRAME);
  await visible(frame.getByRole('button', { name: 'Çevir', exact: true }));
  await expect
    .poll(() => frame.getByRole('button', { name: 'Çevir', exact: true }).isEnabled(), PATIENCE)
    .toBe(true);
  return frameOf(page);
}

/** The slot's own announcer (the round told in words when it is over). */
const told = (frame: Frame) => frame.locator('.slotgame > p[aria-live="polite"]');

/**
 * Waits until the round is told ('Çevirme bitti: 2,50 ₺ kazandın' / 'Bonus bitti: …'), then checks the
 * balance moved by exactly `cost` less the win; answers the balance after.
 */
async function settled(frame: Frame, before: number, cost: number, timeout = 90_000): Promise<number> {
  // A paid spin may trigger free spins, which play out before the round is told.
  await expect
    .poll(async () => /bitti/.test((await told(frame).textContent()) ?? ''), { timeout })
    .toBe(true);
  const text = (await told(frame).textContent()) ?? '';
  const win = /kazandın/.test(text) ? liraOf(text.split(':')[1] ?? '') : 0;
  const after = cents(before - cost + win);
  await expect.poll(() => gameBalance(frame), PATIENCE).toBe(after);
  await told(frame).evaluate((node) => {
    node.textContent = '';
  });
  return after;
}

async function spinByMouse(frame: Frame, before: number): Promise<number> {
  await frame.getByRole('button', { name: 'Çevir', exact: true }).click();
  return settled(frame, before, 1);
}

async function startOn(viewport: ViewportName, name: RegExp) {
  const page = await demoPlayerPage(browser, server.baseUrl, viewport, '/casino/slot');
  const frame = await openSlot(page, name);
  await expect.poll(() => gameBalance(frame), PATIENCE).toBeGreaterThan(100);
  const start = await gameBalance(frame);
  expect(await headerBalance(page)).toBe(start);
  return { page, frame, start };
}

describe('Lale Originals slots', () => {
  it('Lale Bahçesi: spins by mouse and by Space, buys the bonus by keyboard and plays its free spins', async () => {
    const { page, frame, start } = await startOn('desktop', /Lale Bahçesi/);
    let balance = await spinByMouse(frame, start);
    // Space spins when no control has the focus.
    await frame.locator('.stage__head').click();
    await frame.locator('body').press('Space');
    balance = await settled(frame, balance, 1);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(balance);
    await screenshot(page, 'originals-slots-lale-bahcesi-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The bonus buy by keyboard: Tab reaches its button, Enter opens the confirmation with the price.
    const buy = frame.getByRole('button', { name: /Bonus satın al/ });
    await frame.locator('.stage__head').click();
    for (
      let step = 0;
      step < 30 && !(await buy.evaluate((node) => node === document.activeElement));
      step += 1
    )
      await frame.locator('body').press('Tab');
    await expect.poll(() => buy.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => buy.getAttribute('aria-label')).toContain('70,00');
    await buy.press('Enter');
    const dialog = frame.getByRole('dialog', { name: 'Bonus satın alınsın mı?' });
    await visible(dialog);
    await visible(dialog.getByText('10 BEDAVA DÖNÜŞ', { exact: true }));
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Reduced motion keeps the free spins short here; the reels still show every one of them.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await dialog.getByRole('button', { name: /Satın al/ }).press('Enter');
    await visible(frame.getByText(/Bedava dönüş \d+ \/ \d+/i));
    await screenshot(page, 'originals-slots-lale-bahcesi-free-spins-desktop');
    balance = await settled(frame, balance, 70, 150_000);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(balance);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.context().close();
  }, 240_000);

  it('Neon Meyveler and Sultanın Hazinesi open from the tab and spin', async () => {
    for (const name of [/Neon Meyveler/, /Sultanın Hazinesi/]) {
      const { page, frame, start } = await startOn('desktop', name);
      const after = await spinByMouse(frame, start);
      await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(after);
      await screenshot(page, `originals-slots-${name.source.toLowerCase().replace(/\W+/g, '-')}-desktop`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 180_000);

  it('plays on a phone', async () => {
    const { page, frame, start } = await startOn('mobile', /Sultanın Hazinesi/);
    const after = await spinByMouse(frame, start);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(after);
    await screenshot(page, 'originals-slots-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
