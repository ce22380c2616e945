import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { writeScriptedDay } from '../apps/api/test/reports/scripted-day.ts';
import { openServerDatabase } from './support/database.ts';
import { restartServer, startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser.ts';
import { backofficeNavigation, signInToBackoffice } from './support/backoffice.ts';
import { PATIENCE, visible } from './support/visits.ts';

/*
 * The analyst's reports (issue #27) in the browser, against the built server: the scripted day of the
 * API test (apps/api/test/reports/scripted-day.ts: a rollback, a bonus-funded stake, a cash-out, a void
 * and a bet settled the next day) is written into the stopped server's database, the server
 * restarted, and the analyst reads on the Reports screen the same literal GGR and NGR the API test
 * asserts, as the screen writes them.
 */

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  server = await startServer();
  // The day is written behind the API's back: the server stopped cleanly, its database opened here as
  // the server opens it (support/database.ts).
  await server.halt();
  const database = await openServerDatabase(server);
  try {
    await writeScriptedDay(database.db);
  } finally {
    await database.close();
  }
  server = await restartServer(server);
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** The GGR & NGR table of a range, once the screen shows that range's answer (its name says the range). */
const ggrTable = (page: Page, by: string, from: string, to: string) =>
  page.getByRole('table', { name: `GGR and NGR by ${by}, ${from} to ${to}`, exact: true });

/** A table's rows as the analyst reads them, cell by cell (the header row and the totals included). */
function cellsOf(table: ReturnType<typeof ggrTable>): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

/** Types the days into From and To and applies them with Show. */
async function showRange(page: Page, from: string, to: string): Promise<void> {
  const range = page.getByRole('search', { name: 'Report range' });
  await range.getByLabel('From', { exact: true }).fill(from);
  await range.getByLabel('To', { exact: true }).fill(to);
  await range.getByRole('button', { name: 'Show' }).click();
}

async function looked(page: Page, name: string): Promise<void> {
  await screenshot(page, `backoffice-reports-${name}-1440`);
  expect(await seriousA11yViolations(page), name).toEqual([]);
}

const HEADER = ['Stakes', 'Wins', 'GGR', 'Bonus cost', 'NGR'];

describe('the Reports screen on the scripted day', () => {
  it("shows the analyst the day's GGR and NGR, the days around it, and the day by provider", async () => {
    context = await newContext(browser, server.baseUrl, 'desktop');
    const page = await context.newPage();
    await signInToBackoffice(page, 'analyst');
    await backofficeNavigation(page).getByRole('link', { name: 'Reports' }).click();
    await visible(page.getByRole('heading', { name: 'Reports', level: 1 }));
    await expect
      .poll(() => page.getByRole('tab', { name: 'GGR & NGR' }).getAttribute('aria-selected'))
      .toBe('true');

    // ── The day: 2026-03-09 ──
    await showRange(page, '2026-03-09', '2026-03-09');
    const day = ggrTable(page, 'day', '2026-03-09', '2026-03-09');
    await visible(day);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2026-03-09');
    expect(new URL(page.url()).searchParams.get('to')).toBe('2026-03-09');
    expect(await cellsOf(day)).toEqual([
      ['Day', ...HEADER],
      ['2026-03-09', '315.00 TRY', '335.00 TRY', '-20.00 TRY', '25.00 TRY', '-45.00 TRY'],
      ['Total', '315.00 TRY', '335.00 TRY', '-20.00 TRY', '25.00 TRY', '-45.00 TRY'],
    ]);
    const totals = day.locator('tfoot tr');
    await expect.poll(() => totals.count(), PATIENCE).toBe(1);
    expect(await totals.locator('th, td').allTextContents()).toEqual([
      'Total',
      '315.00 TRY',
      '335.00 TRY',
      '-20.00 TRY',
      '25.00 TRY',
      '-45.00 TRY',
    ]);
    await visible(page.getByRole('img', { name: 'GGR and NGR by day' }));
    await looked(page, 'day');

    // ── The days around it, by day ──
    await showRange(page, '2026-03-08', '2026-03-10');
    const range = ggrTable(page, 'day', '2026-03-08', '2026-03-10');
    await visible(range);
    expect(await cellsOf(range)).toEqual([
      ['Day', ...HEADER],
      // R0's 40 and Y's 50 staked, Y's 120 paid.
      ['2026-03-08', '90.00 TRY', '120.00 TRY', '-30.00 TRY', '0.00 TRY', '-30.00 TRY'],
      // R0 and Y rolled back, the bonus-funded stake, the cash-out, the void; 25 of bonus converted.
      ['2026-03-09', '315.00 TRY', '335.00 TRY', '-20.00 TRY', '25.00 TRY', '-45.00 TRY'],
      // The multi placed on D, settled lost, and Y resettled lost.
      ['2026-03-10', '80.00 TRY', '0.00 TRY', '80.00 TRY', '0.00 TRY', '80.00 TRY'],
      ['Total', '485.00 TRY', '455.00 TRY', '30.00 TRY', '25.00 TRY', '5.00 TRY'],
    ]);
    await looked(page, 'range');

    // ── The day by provider ──
    await showRange(page, '2026-03-09', '2026-03-09');
    await visible(ggrTable(page, 'day', '2026-03-09', '2026-03-09'));
    await page.getByLabel('Group by').selectOption({ label: 'Provider' });
    const byProvider = ggrTable(page, 'provider', '2026-03-09', '2026-03-09');
    await visible(byProvider);
    expect(new URL(page.url()).searchParams.get('by')).toBe('provider');
    const rows = await cellsOf(byProvider);
    expect(rows[0]).toEqual(['Provider', ...HEADER]);
    expect(rows).toContainEqual(['Hub88', '110.00 TRY', '65.00 TRY', '45.00 TRY', '0.00 TRY', '45.00 TRY']);
    expect(rows).toContainEqual([
      'Bonus converted (no game)',
      '0.00 TRY',
      '0.00 TRY',
      '0.00 TRY',
      '25.00 TRY',
      '-25.00 TRY',
    ]);
    expect(rows.at(-1)).toEqual([
      'Total',
      '315.00 TRY',
      '335.00 TRY',
      '-20.00 TRY',
      '25.00 TRY',
      '-45.00 TRY',
    ]);
    await visible(page.getByRole('img', { name: 'GGR and NGR by provider' }));
    await looked(page, 'provider');
  });
});
