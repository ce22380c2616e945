import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { demoPlayerPage, headerBalance, liraOf, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, PLAY_FRAME } from './support/originals.ts';

/*
 * The casino issue's journey (so far) against the built server and its game-provider sandbox: the demo
 * player searches 'sweet', opens Sweet Candy Rush (Pragmatic Play), plays three rounds in the play
 * frame — each spin moves real money through the Pragmatic seamless wallet with hashed requests — sees
 * the header balance follow, closes the game and finds the three rounds in the game history.
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

const loggedIn = (viewport: ViewportName) => demoPlayerPage(browser, server.baseUrl, viewport);

async function gameFrame(page: Page): Promise<Frame> {
  const frame = page.frameLocator(PLAY_FRAME);
  await visible(frame.getByRole('button', { name: 'Çevir' }));
  return frameOf(page);
}

/** Lale Bahçesi's own balance (the games shell's top bar), in lira. */
const slotBalance = async (slot: Frame) =>
  liraOf((await slot.getByRole('group', { name: 'Bakiye' }).locator('output').textContent()) ?? '');

/** One Lale Bahçesi spin: what it paid, read from the round as the page tells it when it is over. */
async function slotSpin(slot: Frame): Promise<number> {
  const told = slot.locator('.slotgame > p[aria-live="polite"]');
  await told.evaluate((node) => {
    node.textContent = '';
  });
  await slot.getByRole('button', { name: 'Çevir', exact: true }).click();
  // A spin that triggers free spins plays them out before it is told.
  await expect
    .poll(async () => /bitti/.test((await told.textContent()) ?? ''), { timeout: 90_000 })
    .toBe(true);
  const text = (await told.textContent()) ?? '';
  return /kazandın/.test(text) ? liraOf(text.split(':')[1] ?? '') : 0;
}

describe('casino', () => {
  it('finds a game by search, plays three rounds in the sandbox and sees the balance and history follow', async () => {
    const page = await loggedIn('desktop');
    await page.goto('/casino/slot');
    // The slot lobby: the player favourites Sweet Candy Rush with its star and finds it under Favourites.
    const star = page.getByRole('button', { name: 'Sweet Candy Rush oyununu favorilere ekle' });
    await visible(star);
    await star.click();
    await visible(page.getByText('Favorilere eklendi'));
    await visible(
      page.getByRole('button', { name: 'Sweet Candy Rush oyununu favorilerden çıkar', pressed: true }),
    );
    await screenshot(page, 'casino-lobby-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Oyun Ara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slot Oyunlarında Ara' });
    await visible(dialog);
    await dialog.getByLabel('Oyun adı').fill('sweet');
    const result = dialog.getByRole('button', { name: /Sweet Candy Rush/ });
    await visible(result);
    await result.click();
    await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);

    await visible(page.getByRole('heading', { name: 'Sweet Candy Rush' }));
    const frame = await gameFrame(page);
    const start = await headerBalance(page);
    let expected = start;
    // The game shows the balance it was opened with before the player spins.
    await expect.poll(() => frame.locator('#balance').textContent(), PATIENCE).toBe(start.toFixed(2));
    for (let round = 0; round < 3; round += 1) {
      await frame.getByRole('button', { name: 'Çevir' }).click();
      await expect.poll(() => frame.getByRole('button', { name: 'Çevir' }).isEnabled(), PATIENCE).toBe(true);
      const win = Number(await frame.locator('#win').textContent());
      expected = Math.round((expected - 5 + win) * 100) / 100;
      await expect.poll(() => frame.locator('#balance').textContent(), PATIENCE).toBe(expected.toFixed(2));
    }
    // The header polls the balance: it follows the game without a reload.
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(expected);
    await screenshot(page, 'casino-play-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const pragmaticEnd = expected;
    const slotWins: number[] = [];
    // The game's own Exit closes the play modal.
    await frame.getByRole('button', { name: 'Çıkış' }).click();
    await expect.poll(() => pathOf(page), PATIENCE).not.toMatch(/^\/casino\/play\//);

    // Our own slot, Lale Bahçesi (the games shell's slot page): found by search, ten spins, the header follows.
    await page.getByRole('button', { name: 'Oyun Ara' }).click();
    const again = page.getByRole('dialog', { name: 'Slot Oyunlarında Ara' });
    await visible(again);
    await again.getByLabel('Oyun adı').fill('lale bahcesi');
    const ours = again.getByRole('button', { name: /Lale Bahçesi/ });
    await visible(ours);
    await ours.click();
    await visible(page.getByRole('heading', { name: 'Lale Bahçesi', level: 1 }));
    const slot = await frameOf(page);
    await expect.poll(() => slotBalance(slot), PATIENCE).toBe(expected);
    await expect
      .poll(() => slot.getByRole('button', { name: 'Çevir', exact: true }).isEnabled(), PATIENCE)
      .toBe(true);
    for (let spin = 0; spin < 10; spin += 1) {
      const win = await slotSpin(slot);
      expected = Math.round((expected - 1 + win) * 100) / 100;
      slotWins.push(win);
      await expect.poll(() => slotBalance(slot), PATIENCE).toBe(expected);
    }
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(expected);
    await screenshot(page, 'casino-originals-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Oyunu kapat' }).click();
    await expect.poll(() => pathOf(page), PATIENCE).not.toMatch(/^\/casino\/play\//);

    // Every round is in the game history with the amounts the game showed.
    await page.goto('/dashboard/game-history');
    const table = page.getByRole('table', { name: /Oynadığınız eller/ });
    await visible(table);
    const slotRows = table.getByRole('row').filter({ hasText: 'Lale Bahçesi' });
    await expect.poll(() => slotRows.count(), PATIENCE).toBe(10);
    const amountsOf = (text: string) =>
      [...text.matchAll(/₺([\d.]+,\d{2})/g)].map((m) => Number(m[1]!.replace(/\./g, '').replace(',', '.')));
    const shownSlotWins = (await slotRows.allInnerTexts()).map((text) => amountsOf(text)).reverse();
    expect(shownSlotWins).toEqual(slotWins.map((win) => [1, win]));
    const rows = table.getByRole('row').filter({ hasText: 'Sweet Candy Rush' });
    await expect.poll(() => rows.count(), PATIENCE).toBe(3);
    for (const text of await rows.allInnerTexts()) {
      expect(text).toContain('₺5,00');
      expect(text).toContain('Tamamlandı');
    }
    const wonTotal = Math.round((pragmaticEnd - start + 15) * 100) / 100;
    const wins = (await rows.allInnerTexts()).map((text) => {
      const amounts = [...text.matchAll(/₺([\d.]+,\d{2})/g)].map((m) =>
        Number(m[1]!.replace(/\./g, '').replace(',', '.')),
      );
      return amounts[1] ?? 0;
    });
    expect(Math.round(wins.reduce((sum, win) => sum + win, 0) * 100) / 100).toBe(wonTotal);
    await table
      .getByRole('row')
      .filter({ hasText: 'Sweet Candy Rush' })
      .first()
      .getByRole('button', { name: 'Göster' })
      .click();
    await visible(page.getByText(/Bahis ₺5,00/).first());
    await screenshot(page, 'casino-history-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows the play modal and the game history on a phone', async () => {
    const page = await loggedIn('mobile');
    const game = {
      gameCode: 'lale-bahcesi',
      name: 'Lale Bahçesi',
      providerName: 'Lale Originals',
      mainProviderId: 8,
    };
    const encoded = await page.evaluate((g) => btoa(encodeURIComponent(JSON.stringify(g))), game);
    await page.goto(`/casino/play/${encoded}`);
    await visible(page.getByRole('heading', { name: 'Lale Bahçesi', level: 1 }));
    const slot = await frameOf(page);
    await visible(slot.getByRole('button', { name: 'Çevir', exact: true }));
    await expect
      .poll(() => slot.getByRole('button', { name: 'Çevir', exact: true }).isEnabled(), PATIENCE)
      .toBe(true);
    const before = await slotBalance(slot);
    const win = await slotSpin(slot);
    await expect.poll(() => slotBalance(slot), PATIENCE).toBe(Math.round((before - 1 + win) * 100) / 100);
    await screenshot(page, 'casino-originals-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/dashboard/game-history');
    await visible(page.getByRole('table', { name: /Oynadığınız eller/ }));
    await screenshot(page, 'casino-history-mobile');
  });
});
