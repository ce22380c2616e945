import { join } from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { SCREENSHOTS_ON, type ViewportName } from './browser.ts';
import { newContextPopupSeen } from './popup.ts';
import { REPO_ROOT } from './server.ts';

/* Small helpers of the shell journeys: waiting as a person would, fresh visits, the demo login. */

export const PATIENCE = { timeout: 15_000 };
export const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), PATIENCE).toBe(true);
export const gone = (locator: Locator) => expect.poll(() => locator.isVisible(), PATIENCE).toBe(false);
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Opens fresh browsers on the server as a visitor who has already seen the start-up popup (these
 * journeys are not about it).
 * `closeAll` ends them (call it after each journey, so pages left open never slow the next one).
 */
export function visitor(target: () => { browser: Browser; baseUrl: string }) {
  const opened: BrowserContext[] = [];
  return {
    async visit(viewport: ViewportName, url = '/'): Promise<Page> {
      const { browser, baseUrl } = target();
      const context = await newContextPopupSeen(browser, baseUrl, viewport);
      opened.push(context);
      const page = await context.newPage();
      await page.goto(url);
      // The footer renders last (just after the first frame): once it is there, so is the page, and it
      // has its full height to scroll.
      await visible(page.getByRole('contentinfo'));
      return page;
    },
    async closeAll(): Promise<void> {
      for (const context of opened.splice(0)) await context.close().catch(() => {});
    },
  };
}

/** A fresh browser page of a returning visitor (the start-up popup seen); motion reduced (browser.ts). */
export async function freshPage(browser: Browser, baseUrl: string, viewport: ViewportName): Promise<Page> {
  const context = await newContextPopupSeen(browser, baseUrl, viewport);
  return context.newPage();
}

/** The demo player's credentials (seeded outside production: apps/api/src/modules/auth). */
const DEMO_PLAYER = { username: 'demo1234', password: 'Demo1234!' };

/**
 * The demo player, signed in, on `path`. The session is begun as the login dialog begins it — the login
 * call, its answer kept where the site keeps it (local storage `authData`) — without drawing the home
 * page and the dialog first: some thirty journeys start signed in, and those page loads were CPU that
 * tested nothing the accounts and shell journeys do not (they sign in through the dialog,
 * `logInAsDemo`).
 */
export async function demoPlayerPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
  path = '/',
): Promise<Page> {
  const page = await freshPage(browser, baseUrl, viewport);
  const login = await page.request.post('/api/auth/login', { data: DEMO_PLAYER });
  const answer = (await login.json()) as { message: string; data: unknown };
  expect(login.status(), answer.message).toBe(200);
  // Before the first document's scripts, once per tab: a later logout in the journey stays a logout.
  // The top page only, as popup.ts: a frame (a game's, a chat widget's) keeps its storage to itself.
  await page.addInitScript(
    ([key, value]) => {
      if (window.top !== window || !window.location.protocol.startsWith('http')) return;
      if (window.sessionStorage.getItem('e2eSessionBegun')) return;
      window.sessionStorage.setItem('e2eSessionBegun', '1');
      window.localStorage.setItem(key, value);
    },
    ['authData', JSON.stringify(answer.data)] as const,
  );
  await page.goto(path);
  return page;
}

/** '₺1.234,50' → 1234.5 (Turkish lira as the site writes it). */
export const liraOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The header's balance in lira, as the player reads it. */
export async function headerBalance(page: Page): Promise<number> {
  const label = await page.locator('header [aria-label^="Bakiye: "]').first().getAttribute('aria-label');
  return liraOf(label?.replace('Bakiye: ', '') ?? '');
}

/** Logs the seeded demo player in through the header's Login button. */
export async function logInAsDemo(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await login.getByLabel('Kullanıcı Adı').fill(DEMO_PLAYER.username);
  await login.getByLabel('Şifre', { exact: true }).fill(DEMO_PLAYER.password);
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  await gone(login);
}

const SCREENSHOTS = join(REPO_ROOT, 'e2e/screenshots');

/** Saves just one part of the page, at full size, beside the full-page screenshots. */
export async function partScreenshot(locator: Locator, name: string): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  await locator.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** What is on the screen right now (a drawer or a fixed bar is lost in a full-page picture). */
export async function screenScreenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}
