import { mines } from '@lale/originals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page, Response } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { demoPlayerPage, headerBalance, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, gameBalance, PLAY_FRAME } from './support/originals.ts';

/*
 * Lale Mayın (mines) in the browser, against the built server and the built game pages (build
 * apps/games with `npx vite build` first): the demo player opens it from the casino's Lale Originals
 * tab, bets with the mouse, turns a tile with the keyboard (arrow, Enter), cashes out with Space when
 * the tile was a gem, and sees the game's balance move by exactly −stake + win, the win being
 * stake × mines.multiplierAfter(3, 1) when cashed out; the site's header follows once the game is
 * closed. On a phone, a round opened from the play route carries on after a reload (state.round).
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

type Played = { data: { round: { stake: number; win: number; open: boolean; outcome: { status: string } } } };

/** The game protocol's answers, in order (the frame's requests go through the page's context). */
function gameAnswers(page: Page): Played[] {
  const answers: Played[] = [];
  page.on('response', (response: Response) => {
    if (!/\/api\/originals\/game\/(play|move|cashout)$/.test(new URL(response.url()).pathname)) return;
    void response.json().then((body: Played) => answers.push(body));
  });
  return answers;
}

async function gameFrame(page: Page): Promise<Frame> {
  const frame = page.frameLocator(PLAY_FRAME);
  await visible(frame.getByRole('button', { name: 'Bahis Yap' }));
  await expect.poll(() => frame.getByRole('button', { name: 'Bahis Yap' }).isEnabled(), PATIENCE).toBe(true);
  return frameOf(page);
}

const cents = (lira: number) => Math.round(lira * 100);

/** One round: Bet by mouse, the second tile by keyboard, then Space to cash out if it was a gem. */
async function playOneRound(page: Page, frame: Frame, answers: Played[]) {
  await frame.getByRole('textbox', { name: 'Bahis tutarı' }).fill('5');
  await frame.getByRole('button', { name: 'Bahis Yap' }).click();
  await expect.poll(() => answers.length, PATIENCE).toBe(1);
  expect(answers[0]!.data.round).toMatchObject({ open: true, outcome: { status: 'playing' } });
  const first = frame.getByRole('button', { name: /^Taş 1 / });
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => frame.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toMatch(/^Taş 2 /);
  await page.keyboard.press('Enter');
  await expect.poll(() => answers.length, PATIENCE).toBe(2);
  const turned = answers[1]!.data.round;
  if (turned.outcome.status === 'playing') {
    // A gem: the main action is now Cash out; Space plays it once the focus is off the tiles.
    await frame.locator('.mines-prompt').click();
    await page.keyboard.press('Space');
    await expect.poll(() => answers.length, PATIENCE).toBe(3);
  }
  return answers.at(-1)!.data.round;
}

describe('Lale Mayın', () => {
  it('is opened from the Lale Originals tab, played by mouse and keyboard, and pays what it shows', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'desktop');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const answers = gameAnswers(page);
    await page.goto('/casino/slot');
    await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
    await page.getByRole('link', { name: /Lale Mayın/ }).click();
    await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
    await visible(page.getByRole('heading', { name: 'Lale Mayın', level: 1 }));
    const frame = await gameFrame(page);
    const start = await gameBalance(frame);
    expect(start).toBe(await headerBalance(page));

    const round = await playOneRound(page, frame, answers);
    expect(round.open).toBe(false);
    expect(round.stake).toBe(5);
    const won = round.outcome.status === 'won';
    // Cashed out after one gem with 3 mines: ×1.125 on 5 lira, floored to the kuruş.
    expect(cents(round.win)).toBe(won ? Math.floor((500 * mines.multiplierAfter(3, 1)) / 10_000) : 0);
    const expected = (cents(start) - 500 + cents(round.win)) / 100;
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe(expected);
    if (won) await visible(frame.locator('.win-card'));
    await expect
      .poll(() => frame.getByRole('button', { name: 'Bahis Yap' }).isEnabled(), PATIENCE)
      .toBe(true);
    await screenshot(page, 'originals-mines-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await frame.getByRole('button', { name: 'Çıkış' }).click();
    await expect.poll(() => pathOf(page), PATIENCE).not.toMatch(/^\/casino\/play\//);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(expected);
  });

  it('carries on a round after a reload on a phone', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'mobile' satisfies ViewportName);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const answers = gameAnswers(page);
    const game = {
      gameCode: 'lale-mines',
      name: 'Lale Mayın',
      providerName: 'Lale Originals',
      mainProviderId: 8,
    };
    const encoded = await page.evaluate((g) => btoa(encodeURIComponent(JSON.stringify(g))), game);
    await page.goto(`/casino/play/${encoded}`);
    let frame = await gameFrame(page);
    const start = await gameBalance(frame);
    await frame.getByRole('textbox', { name: 'Bahis tutarı' }).fill('5');
    await frame.getByRole('button', { name: 'Bahis Yap' }).click();
    await expect.poll(() => answers.length, PATIENCE).toBe(1);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe((cents(start) - 500) / 100);

    // The page is opened again: state.round brings the open round back, with its stake.
    await page.reload();
    const cashOut = page.frameLocator(PLAY_FRAME).getByRole('button', { name: /^Kazancı Al/ });
    await visible(cashOut);
    frame = await frameOf(page);
    await visible(frame.getByText('Yarım kalan turun kaldığı yerden sürüyor.'));
    expect(await frame.getByRole('textbox', { name: 'Bahis tutarı' }).inputValue()).toBe('5,00');
    expect(await frame.getByRole('button', { name: /^Kazancı Al/ }).isDisabled()).toBe(true);

    await frame.getByRole('button', { name: /^Taş 13 / }).click();
    await expect.poll(() => answers.length, PATIENCE).toBe(2);
    if (answers[1]!.data.round.outcome.status === 'playing') {
      await expect
        .poll(() => frame.getByRole('button', { name: /^Kazancı Al/ }).isEnabled(), PATIENCE)
        .toBe(true);
      await frame.getByRole('button', { name: /^Kazancı Al/ }).click();
      await expect.poll(() => answers.length, PATIENCE).toBe(3);
    }
    const round = answers.at(-1)!.data.round;
    expect(round.open).toBe(false);
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe((cents(start) - 500 + cents(round.win)) / 100);
    await expect
      .poll(() => frame.getByRole('button', { name: 'Bahis Yap' }).isEnabled(), PATIENCE)
      .toBe(true);
    await screenshot(page, 'originals-mines-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
