import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { watchConsole } from './console.ts';
import { REPO_ROOT } from './server.ts';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const SCREENSHOT_DIR = join(REPO_ROOT, 'e2e/screenshots');

/** Debian's Chromium: Playwright's own browser download is not possible on these machines. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * E2E_CPU_SLOWDOWN=<n> runs the pages' scripts n times slower (Chromium's CPU throttling), as on a busy
 * CI machine, to bring out on purpose the journeys that race the page instead of waiting for it.
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN) || 1;

async function slowDown(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * A fresh browser profile; its console is watched (support/console.ts): any error fails the test.
 * Motion is reduced, as a player may ask their system: screenshots show dialogs at rest, and pages
 * stop animating what only decorates (the live dot's pulse kept a core busy while a live page was
 * open). A journey about an animation asks for it on its page (`emulateMedia`).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    reducedMotion: 'reduce',
  });
  watchConsole(context);
  if (CPU_SLOWDOWN > 1) context.on('page', (page) => void slowDown(page).catch(() => {}));
  return context;
}

/**
 * Screenshots are for people to look at; CI has nobody looking and two cores, so `.ci/run` sets
 * E2E_SCREENSHOTS=off (a full-page picture costs up to a second of CPU, a few minutes over the journeys).
 */
export const SCREENSHOTS_ON = process.env.E2E_SCREENSHOTS !== 'off';

/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Accessibility violations a player would be hurt by (serious or critical), as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A frame sandboxed without scripts (the back office's preview of an operator's HTML) cannot run
  // axe, and what it shows is the operator's content, not our interface: it is left out.
  //
  // Axe runs in the page itself (legacy mode: it reaches the page's frames through its own messages)
  // and answers with the violations alone. The default mode finishes every check in a blank page of
  // its own, and lists every node that passed: three to four times the CPU (about 0.8 s a check
  // against 0.2 s here, over 120 checks), for the same violations, the game frames' included.
  const results = await new AxeBuilder({ page })
    .exclude('iframe[sandbox=""]')
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
