import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page, Response } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import {
  demoPlayerPage,
  gone,
  headerBalance,
  logInAsDemo,
  pathOf,
  PATIENCE,
  visible,
} from './support/visits.ts';
import { frameOf, PLAY_FRAME } from './support/originals.ts';

/*
 * Issue #23, "a game launch outlives the account", as a player meets it. The player launches Lale Mayın
 * from the site and keeps the game open in a tab of its own (the launch's address, as a frame kept
 * open); a round is in play with a gem turned. In the site's tab they log out. The old game's next move
 * is refused and the game says why; signed in again, a new launch of Lale Mayın brings the open round
 * back and its cash-out pays: the header's balance rises by exactly what the game shows as won.
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

type Played = {
  success: boolean;
  message: string;
  data: {
    round: { roundId: string; stake: number; win: number; open: boolean; outcome: { status: string } };
  };
};

/** The game protocol's answers, in order. */
function gameAnswers(page: Page): { status: number; body: Played }[] {
  const answers: { status: number; body: Played }[] = [];
  page.on('response', (response: Response) => {
    if (!/\/api\/originals\/game\/(play|move|cashout)$/.test(new URL(response.url()).pathname)) return;
    void response.json().then((body: Played) => answers.push({ status: response.status(), body }));
  });
  return answers;
}

const betButton = (frame: Frame) => frame.getByRole('button', { name: 'Bahis Yap' });
const cents = (lira: number) => Math.round(lira * 100);

async function openMines(page: Page): Promise<void> {
  await page.goto('/casino/slot');
  await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
  await page.getByRole('link', { name: /Lale Mayın/ }).click();
  await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
  await visible(page.frameLocator(PLAY_FRAME).getByRole('group', { name: 'Bakiye' }));
}

/**
 * Bets 5 and turns the first tile, again until it is a gem (88 % each time with 3 mines: twenty losses
 * in a row would take about 4·10⁻¹⁹), so the round in play has something to cash out.
 */
async function roundWithAGem(game: Page, answers: { status: number; body: Played }[]) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await expect.poll(() => betButton(game.mainFrame()).isEnabled(), PATIENCE).toBe(true);
    const before = answers.length;
    await game.getByRole('textbox', { name: 'Bahis tutarı' }).fill('5');
    await betButton(game.mainFrame()).click();
    await expect.poll(() => answers.length, PATIENCE).toBe(before + 1);
    await game.getByRole('button', { name: /^Taş 1 / }).click();
    await expect.poll(() => answers.length, PATIENCE).toBe(before + 2);
    const turned = answers.at(-1)!.body.data.round;
    if (turned.outcome.status === 'playing') return turned;
  }
  throw new Error('twenty mines in a row on the first tile');
}

async function journey(viewport: ViewportName) {
  // The site's tab: the demo player signs in and launches Lale Mayın.
  const site = await demoPlayerPage(browser, server.baseUrl, viewport);
  await openMines(site);
  const launch = await site.locator(PLAY_FRAME).getAttribute('src');
  expect(launch).toMatch(/\/games\/lale-mines\/\?session=/);

  // The game in a tab of its own, opened from the launch's address: a round with a gem turned.
  const game = await site.context().newPage();
  const answers = gameAnswers(game);
  await game.goto(launch!);
  await visible(game.getByRole('group', { name: 'Bakiye' }));
  const open = await roundWithAGem(game, answers);
  expect(open.open).toBe(true);

  // The site's tab logs out (the header's Çıkış): the launch dies with the session.
  await site.bringToFront();
  if (viewport === 'desktop') {
    // From the play page, its live connection long open (a page just loaded would still be opening it).
    await site.getByRole('banner').getByRole('button', { name: 'Çıkış' }).click();
  } else {
    // On a phone the header has no logout: the account page's tile does it (reached in the page, so
    // its live connection is not being opened again while the session ends).
    await (await frameOf(site)).getByRole('button', { name: 'Çıkış' }).click();
    await expect.poll(() => pathOf(site), PATIENCE).not.toMatch(/^\/casino\/play\//);
    await site.getByRole('link', { name: 'Hesabım' }).first().click();
    await site.getByRole('button', { name: /Oturumu Kapat/ }).click();
  }
  await visible(site.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }));

  // The old game's next move is refused, and the game says why; nothing was taken or paid.
  await game.bringToFront();
  const before = answers.length;
  await game.getByRole('button', { name: /^Taş 25 / }).click();
  await expect.poll(() => answers.length, PATIENCE).toBe(before + 1);
  const refused = answers.at(-1)!;
  expect(refused.status).toBe(410);
  expect(refused.body.success).toBe(false);
  const status = game.locator('.status[role="status"]');
  await expect.poll(() => status.textContent(), PATIENCE).toContain('sona eren bir oturumdan açılmıştı');
  await screenshot(game, `integrity-session-refused-${viewport}`);
  expect(await seriousA11yViolations(game)).toEqual([]);
  await game.close();

  // Signed in again: a new launch brings the open round back; its cash-out pays what it shows.
  await site.bringToFront();
  await logInAsDemo(site);
  await expect.poll(() => headerBalance(site), PATIENCE).toBeGreaterThan(0);
  const balanceBefore = await headerBalance(site);
  const resumedAnswers = gameAnswers(site);
  await openMines(site);
  const frame = await frameOf(site);
  await visible(frame.getByText('Yarım kalan turun kaldığı yerden sürüyor.'));
  const cashOut = frame.getByRole('button', { name: /^Kazancı Al/ });
  await expect.poll(() => cashOut.isEnabled(), PATIENCE).toBe(true);
  await cashOut.click();
  await expect.poll(() => resumedAnswers.length, PATIENCE).toBe(1);
  const paid = resumedAnswers[0]!.body.data.round;
  expect(paid).toMatchObject({ roundId: open.roundId, open: false, outcome: { status: 'won' } });
  expect(paid.win).toBeGreaterThan(open.stake);
  await screenshot(site, `integrity-session-resumed-${viewport}`);
  await frame.getByRole('button', { name: 'Çıkış' }).click();
  await expect.poll(() => pathOf(site), PATIENCE).not.toMatch(/^\/casino\/play\//);
  await expect
    .poll(() => headerBalance(site), { timeout: 20_000 })
    .toBe((cents(balanceBefore) + cents(paid.win)) / 100);
  await gone(site.locator(PLAY_FRAME));
}

describe('a game launch dies with the session that opened it', () => {
  it('on a desktop: the old game is refused after logout, a new launch resumes the round and pays', async () => {
    await journey('desktop');
  });

  it('on a phone: the same', async () => {
    await journey('mobile');
  });
});
