import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations } from './support/browser.ts';
import { depositByCard } from './support/cashier.ts';
import { frameOf, PLAY_FRAME } from './support/originals.ts';
import { latestCode } from './support/outbox.ts';
import { fillSignUp, newPlayer } from './support/people.ts';
import { newContextPopupSeen } from './support/popup.ts';
import { advanceServerClock } from './support/server-clock.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, headerBalance, pathOf, PATIENCE, visible } from './support/visits.ts';

/*
 * Safer play (issue #26), journey 1: a new player sets a ₺100 daily loss limit in the step right after
 * sign-up, deposits, and rolls Lale Zar at ₺50 a roll until a roll would take the loss past ₺100:
 * that roll is refused inside the game frame, naming the limit and when room frees up, and nothing is
 * taken. Raising the limit to ₺300 waits: the limits page shows from when it can be confirmed, the
 * limit in force stays ₺100 and the next roll is still refused — also 23 hours later (the server's
 * clock moved by its development control); a day after the request the player confirms it, and only
 * then is the ₺300 in force.
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

const REFUSAL = /günlük kayıp limitinizi aşıyor/;

/** The game's status line and its roll announcer, as the player reads them. */
const statusOf = async (frame: Frame) =>
  (await frame.locator('div.status[role="status"]').textContent()) ?? '';
const told = (frame: Frame) => frame.locator('p.visually-hidden[aria-live="polite"]');

/**
 * Rolls ₺50 at the dice's lowest win chance (0,01 %) until a roll is refused by the limit: a roll is
 * taken while the loss so far plus ₺50 fits under ₺100, so the first two are and the third is refused.
 * A slot's spins were tried first: an early big win kept the loss under the limit for all 40 spins now
 * and then. Here a roll wins once in ten thousand — for this to miss, one of the first two would have
 * to (two in ten thousand runs). Answers how many rolls were taken.
 */
async function rollUntilRefused(frame: Frame): Promise<number> {
  const roll = frame.getByRole('button', { name: 'Zar At' });
  for (let taken = 0; taken < 10; taken += 1) {
    await expect.poll(() => roll.isEnabled(), PATIENCE).toBe(true);
    await told(frame).evaluate((node) => {
      node.textContent = '';
    });
    await roll.click();
    await expect
      .poll(
        async () => REFUSAL.test(await statusOf(frame)) || ((await told(frame).textContent()) ?? '') !== '',
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    if (REFUSAL.test(await statusOf(frame))) return taken;
  }
  throw new Error('ten rolls of ₺50 never reached a ₺100 loss limit');
}

/** Opens Lale Zar from the Originals tab, a ₺50 stake at the lowest win chance. */
async function openLaleZar(page: Page): Promise<Frame> {
  await page.goto('/casino/games');
  await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
  const tile = page.getByRole('link', { name: /Lale Zar/ }).first();
  await visible(tile);
  await tile.click();
  await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
  const roll = page.frameLocator(PLAY_FRAME).getByRole('button', { name: 'Zar At' });
  await expect.poll(() => roll.isEnabled(), PATIENCE).toBe(true);
  const frame = await frameOf(page);
  const stake = frame.getByRole('textbox', { name: 'Bahis tutarı' });
  await stake.fill('50');
  await stake.press('Tab');
  const chance = frame.getByLabel('Kazanma şansı');
  await chance.fill('0,01');
  await chance.press('Tab');
  await expect.poll(() => chance.inputValue(), PATIENCE).toBe('0,01');
  return frame;
}

const HOUR = 3_600_000;

/** Signs out through the header (the site reloads on the home page). */
async function signOut(page: Page) {
  await page.goto('/');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('banner').getByRole('button', { name: 'Çıkış' }).click();
  await reloaded;
  await visible(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }));
}

/** Signs in through the header's dialog and opens `path`. */
async function signIn(page: Page, username: string, password: string, path: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await login.getByLabel('Kullanıcı Adı').fill(username);
  await login.getByLabel('Şifre', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect.poll(() => login.isVisible(), PATIENCE).toBe(false);
  await page.goto(path);
}

describe('a loss limit set at sign-up', () => {
  it('refuses the roll that would pass it inside the game, and a raise waits for its cooling-off', async () => {
    const player = newPlayer();
    const context = await newContextPopupSeen(browser, server.baseUrl, 'desktop');
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Kayıt Ol' }).first().click();
    const signUp = page.getByRole('dialog', { name: 'Kayıt Ol' });
    await visible(signUp);
    await expect.poll(() => signUp.getByLabel('Ülke').inputValue(), PATIENCE).not.toBe('');
    await fillSignUp(signUp, player);
    await signUp.getByRole('checkbox').check();
    await signUp.getByRole('button', { name: 'Kayıt Ol' }).click();

    // The step after sign-up: a daily loss limit of ₺100.
    const step = page.getByRole('dialog', { name: 'Limitlerinizi belirleyin' });
    await visible(step);
    await step.getByLabel('Günlük kayıp limiti').fill('100');
    await screenshot(page, 'play-limits-signup-step-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await step.getByRole('button', { name: 'Limitleri kaydet' }).click();

    // The sign-up goes on: the phone's code, the celebration (closed without taking the trial bonus).
    const codeInput = page.getByLabel('SMS Kodu');
    await visible(codeInput);
    await codeInput.pressSequentially(await latestCode(server.baseUrl, `90${player.phoneDigits}`));
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await visible(page.getByRole('heading', { name: 'Tebrikler!' }));
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Tebrikler!' }).isVisible(), PATIENCE)
      .toBe(false);

    await depositByCard(page, 500);
    await expect.poll(() => headerBalance(page), PATIENCE).toBe(500);

    const frame = await openLaleZar(page);
    const taken = await rollUntilRefused(frame);
    expect(taken).toBe(2);
    const refusal = await statusOf(frame);
    expect(refusal).toMatch(/Limitinizde yer \d{1,2} \S+ \d{2}:\d{2} \(TSİ\) itibarıyla açılır\./);
    await screenshot(page, 'play-limits-refused-in-game-desktop');

    // Raising the limit waits: from when it can be confirmed, the ₺100 still in force.
    await page.goto('/dashboard/play-limits');
    const daily = page.getByRole('article', { name: 'Günlük kayıp limiti' });
    await visible(daily);
    await expect
      .poll(() => daily.getByText('Geçerli limit').locator('xpath=..').innerText(), PATIENCE)
      .toContain('₺100,00');
    await daily.getByLabel('Yeni günlük kayıp limiti').fill('300');
    await daily.getByRole('button', { name: 'Kaydet' }).click();
    await visible(daily.getByText(/₺300,00 olarak artırma isteğiniz: .+ itibarıyla onaylayabilirsiniz\./));
    expect(await daily.getByText('Geçerli limit').locator('xpath=..').innerText()).toContain('₺100,00');
    expect(await daily.getByRole('button', { name: 'Onayla' }).count()).toBe(0);
    await screenshot(page, 'play-limits-raise-pending-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const again = await openLaleZar(page);
    await again.getByRole('button', { name: 'Zar At' }).click();
    await expect.poll(() => statusOf(again), PATIENCE).toMatch(REFUSAL);

    // The player signs out; 23 hours on they sign in again: still not applied.
    await signOut(page);
    await advanceServerClock(server.baseUrl, 23 * HOUR);
    await signIn(page, player.username, player.password, '/dashboard/play-limits');
    await visible(daily.getByText(/₺300,00 olarak artırma isteğiniz: .+ itibarıyla onaylayabilirsiniz\./));
    expect(await daily.getByText('Geçerli limit').locator('xpath=..').innerText()).toContain('₺100,00');
    expect(await daily.getByRole('button', { name: 'Onayla' }).count()).toBe(0);

    // A day after the request: the player confirms, and the ₺300 is in force from then.
    await signOut(page);
    await advanceServerClock(server.baseUrl, HOUR);
    await signIn(page, player.username, player.password, '/dashboard/play-limits');
    await visible(daily.getByText(/₺300,00 olarak artırma isteğiniz onayınızı bekliyor\./));
    await screenshot(page, 'play-limits-raise-confirmable-desktop');
    await daily.getByRole('button', { name: 'Onayla' }).click();
    await expect
      .poll(() => daily.getByText('Geçerli limit').locator('xpath=..').innerText(), PATIENCE)
      .toContain('₺300,00');
    await context.close();
  });
});

describe('the loss and wager limits page on a phone', () => {
  it('fits 390 px without sideways scrolling and is clean for assistive tech; sets a session-time limit', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'mobile', '/dashboard/play-limits');
    await visible(page.getByRole('article', { name: 'Günlük kayıp limiti' }));
    // The session-time limit: minutes typed, shown back in hours and minutes, with the time signed in.
    const session = page.getByRole('article', { name: 'Günlük oturum süresi limiti' });
    await session.getByLabel('Yeni günlük süre limiti (dakika)').fill('150');
    await session.getByRole('button', { name: 'Kaydet' }).click();
    await visible(page.getByText('Günlük oturum süresi limitiniz güncellendi.'));
    // The limit in force is the card's first figure.
    await expect.poll(() => session.locator('dd').first().textContent(), PATIENCE).toBe('2 sa 30 dk');
    await visible(session.getByText('Oturum süresi (son 24 saat)'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'play-limits-page-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
