import { plinko } from '@lale/originals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page, Response } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations } from './support/browser.ts';
import { demoPlayerPage, headerBalance, pathOf, PATIENCE, visible } from './support/visits.ts';
import { frameOf, gameBalance, PLAY_FRAME } from './support/originals.ts';

/*
 * Lale Plinko in the browser, against the built server and the built game pages (build apps/games
 * with `npx vite build` first): the demo player opens it from the casino's Lale Originals tab, drops a
 * ball with the mouse and a second one with Space while the first is still falling, and once both have
 * landed sees the game's balance moved by exactly −2 stakes + both wins, each win being the stake ×
 * plinko.paytable's multiplier for the slot the answer's path leads to; the site's header follows
 * once the game is closed. A phone drops a ball from the play route.
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

type Drop = {
  stake: number;
  win: number;
  outcome: { path: number[]; slot: number; multiplier: number };
  choices: plinko.PlinkoBet;
};

function dropAnswers(page: Page): Drop[] {
  const answers: Drop[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname !== '/api/originals/game/play') return;
    void response.json().then((body: { data: { round: Drop } }) => answers.push(body.data.round));
  });
  return answers;
}

async function gameFrame(page: Page): Promise<Frame> {
  const frame = page.frameLocator(PLAY_FRAME);
  await expect.poll(() => frame.getByRole('button', { name: 'Top Bırak' }).isEnabled(), PATIENCE).toBe(true);
  return frameOf(page);
}

const cents = (lira: number) => Math.round(lira * 100);
const chips = (frame: Frame) => frame.locator('.history__list > li').count();

/** Every drop went where its path says and paid its slot's multiplier, floored to the kuruş. */
function checkDrop(drop: Drop) {
  expect(drop.outcome.slot).toBe(drop.outcome.path.reduce((sum, step) => sum + step, 0));
  expect(drop.outcome.multiplier).toBe(plinko.paytable(drop.choices)[drop.outcome.slot]);
  expect(cents(drop.win)).toBe(Math.floor((cents(drop.stake) * drop.outcome.multiplier) / 10_000));
}

describe('Lale Plinko', () => {
  it('drops two balls at once, by mouse and Space, and the balance follows each landing', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'desktop');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const answers = dropAnswers(page);
    await page.goto('/casino/slot');
    await page.getByRole('button', { name: 'Lale Originals', exact: true }).click();
    await page.getByRole('link', { name: /Lale Plinko/ }).click();
    await expect.poll(() => pathOf(page), PATIENCE).toMatch(/^\/casino\/play\//);
    await visible(page.getByRole('heading', { name: 'Lale Plinko', level: 1 }));
    const frame = await gameFrame(page);
    const start = await gameBalance(frame);
    expect(start).toBe(await headerBalance(page));
    // The pyramid is drawn by pixi.js, under the site's CSP (no 'unsafe-eval').
    await expect.poll(() => frame.locator('canvas.plinko-canvas').count(), PATIENCE).toBe(1);

    await frame.getByRole('textbox', { name: 'Bahis tutarı' }).fill('2');
    await frame.getByRole('group', { name: 'Risk' }).getByRole('button', { name: 'Yüksek' }).click();
    await frame.getByRole('group', { name: 'Sıra sayısı' }).getByRole('button', { name: '12' }).click();
    await frame.getByRole('button', { name: 'Top Bırak' }).click();
    await expect.poll(() => answers.length, PATIENCE).toBe(1);
    // The first ball is still falling (a 12-row flight is ~2 s): risk and rows are locked.
    await expect.poll(() => frame.getByRole('button', { name: 'Orta' }).isDisabled()).toBe(true);
    await frame.locator('.stage__head').click();
    await page.keyboard.press('Space');
    await expect.poll(() => answers.length, PATIENCE).toBe(2);
    await expect.poll(() => chips(frame), PATIENCE).toBe(2);

    for (const drop of answers) {
      expect(drop.choices).toEqual({ rows: 12, risk: 'high' });
      expect(drop.outcome.path).toHaveLength(12);
      checkDrop(drop);
    }
    const expected = (cents(start) - 400 + cents(answers[0]!.win) + cents(answers[1]!.win)) / 100;
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe(expected);
    await expect.poll(() => frame.getByRole('button', { name: 'Orta' }).isEnabled(), PATIENCE).toBe(true);
    await screenshot(page, 'originals-plinko-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await frame.getByRole('button', { name: 'Çıkış' }).click();
    await expect.poll(() => pathOf(page), PATIENCE).not.toMatch(/^\/casino\/play\//);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(expected);
  });

  it('drops a ball on a phone from the play route', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'mobile');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const answers = dropAnswers(page);
    const game = {
      gameCode: 'lale-plinko',
      name: 'Lale Plinko',
      providerName: 'Lale Originals',
      mainProviderId: 8,
    };
    const encoded = await page.evaluate((g) => btoa(encodeURIComponent(JSON.stringify(g))), game);
    await page.goto(`/casino/play/${encoded}`);
    const frame = await gameFrame(page);
    const start = await gameBalance(frame);
    await frame.getByRole('button', { name: 'Top Bırak' }).click();
    await expect.poll(() => chips(frame), PATIENCE).toBe(1);
    const [drop] = answers;
    checkDrop(drop!);
    expect(drop!.choices).toEqual({ rows: 16, risk: 'medium' });
    await expect.poll(() => gameBalance(frame), PATIENCE).toBe((cents(start) - 100 + cents(drop!.win)) / 100);
    await screenshot(page, 'originals-plinko-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
