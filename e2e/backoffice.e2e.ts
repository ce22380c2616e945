import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@lale/contracts';
import { openServerDatabase } from './support/database.ts';
import { restartServer, startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser.ts';
import { fillWithdrawal } from './support/cashier.ts';
import { backofficeNavigation, signInToBackoffice } from './support/backoffice.ts';
import { frameOf, PLAY_FRAME } from './support/originals.ts';
import { demoPlayerPage, gone, pathOf, PATIENCE, visible } from './support/visits.ts';

/*
 * The back office (issue #25) as its staff use it, in the browser, against the built server: each
 * member signs in with the password and the demo member's TOTP code. The payments team approves the
 * demo player's withdrawal and the player's open site shows it Confirmed and the bell's notification
 * without a reload; support finds the player, writes a note, blocks them (the open site session and an
 * open game die at once) and unblocks them, and may neither see nor use the payment approval; the
 * owner verifies the audit chain, and after one row is changed behind the API's back (a superuser on
 * the stopped server's database), the check names that row.
 */

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function closeContexts(): Promise<void> {
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
}

const WIDTHS = [1440, 1024] as const;

/** The screen at both widths the back office is made for, each screenshot axe-clean. */
async function bothWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `backoffice-${name}-${width}`);
    expect(await seriousA11yViolations(page), `${name} at ${width}`).toEqual([]);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const navigation = backofficeNavigation;

/** What each back-office page's live channel received (frames as text), from its first load. */
const liveFrames = new WeakMap<Page, string[]>();

/** The role's demo member, signed in at /backoffice in a context of its own (support/backoffice.ts). */
async function staffSignsIn(role: StaffRole): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, 'desktop');
  contexts.push(context);
  const page = await context.newPage();
  const frames: string[] = [];
  liveFrames.set(page, frames);
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === '/api/admin/live')
      socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  await signInToBackoffice(page, role);
  return page;
}

/** The bell's unread count, as its name says it ('Bildirimler' or 'Bildirimler, 2 okunmamış'). */
async function unreadOf(bell: Locator): Promise<number> {
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) okunmamış/.exec(label)?.[1] ?? 0);
}

/** The payment id a queue row is about, from its Events button's name. */
async function paymentIdOf(row: Locator): Promise<number> {
  const label = await row
    .getByRole('button', { name: /^Provider events of payment / })
    .getAttribute('aria-label');
  return Number(label?.replace(/\D/g, ''));
}

const queueRow = (page: Page, amount: string) =>
  page
    .getByRole('table', { name: 'Payment queue' })
    .getByRole('row')
    .filter({ hasText: 'demo1234' })
    .filter({ hasText: amount });

/** The demo player on the site, asking for a withdrawal of `amount` lira; answers the site's page. */
async function playerWithdraws(amount: number): Promise<Page> {
  const site = await demoPlayerPage(browser, server.baseUrl, 'desktop');
  contexts.push(site.context());
  const dialog = await fillWithdrawal(site, amount);
  await dialog.getByRole('button', { name: 'Çekim Talebi Gönder' }).click();
  await visible(site.getByText('Çekim talebiniz alındı.').first());
  await gone(dialog);
  return site;
}

describe('back office', () => {
  it('the payments team approves a withdrawal; the player sees it Confirmed and notified without a reload', async () => {
    const staff = await staffSignsIn('payments');
    // Payments holds reports.view: the dashboard is its first screen.
    await visible(heading(staff, 'Dashboard'));
    await visible(staff.getByRole('region', { name: 'Last 30 days' }));
    await visible(staff.getByRole('img', { name: 'GGR and NGR by day' }));
    await bothWidths(staff, 'dashboard');
    await navigation(staff).getByRole('link', { name: 'Payments' }).click();
    await visible(heading(staff, 'Payments'));
    const live = liveFrames.get(staff)!;
    await expect.poll(() => live.some((frame) => frame.includes('"subscribed"')), PATIENCE).toBe(true);

    // The queue is open when the player asks: the request arrives on the staff live channel and the
    // row appears without a reload.
    const site = await playerWithdraws(200);
    await expect.poll(() => live.some((frame) => frame.includes('"type":"payment"')), PATIENCE).toBe(true);
    const row = queueRow(staff, '200');
    await visible(row);

    // The player waits on financial activities with the live connection open (its first frame is the
    // handshake's reply), so the approval's notification reaches this very page.
    const hub = site.waitForEvent('websocket', {
      predicate: (socket) => socket.url().includes('/hub/frnotify'),
      ...PATIENCE,
    });
    // The bell counts from the notification list the page asks for as it loads.
    const listed = site.waitForResponse((answer) => answer.url().endsWith('/api/customer/notification'));
    await site.goto('/dashboard/financial-activities');
    await (await hub).waitForEvent('framereceived', PATIENCE);
    await listed;
    const withdrawal = site.getByRole('row').filter({ hasText: 'Banka Havalesi' });
    await visible(withdrawal.getByText('Beklemede'));
    const bell = site.locator('header [aria-label^="Bildirimler"]').first();
    await visible(bell);
    const unreadBefore = await unreadOf(bell);

    await bothWidths(staff, 'payments');
    await row.getByRole('button', { name: /^Approve payment / }).click();
    await gone(row);

    // The player's page, never reloaded: the row turns Confirmed and the bell counts the news.
    await visible(withdrawal.getByText('Onaylandı'));
    await expect.poll(() => unreadOf(bell), PATIENCE).toBe(unreadBefore + 1);
    await screenshot(site, 'backoffice-player-confirmed-desktop');
    await closeContexts();
  });

  it('support finds the player, notes, blocks (site and game die at once), unblocks; never approves payments', async () => {
    // A second withdrawal waits in the queue: support sees it, without the approval.
    const site = await playerWithdraws(100);
    // The player launches Lale Zar and keeps it open in a tab of its own (the launch's address).
    await site.goto('/casino/games');
    await site.getByRole('button', { name: 'Lale Originals', exact: true }).click();
    await site
      .getByRole('link', { name: /Lale Zar/ })
      .first()
      .click();
    await expect.poll(() => pathOf(site), PATIENCE).toMatch(/^\/casino\/play\//);
    await visible(site.frameLocator(PLAY_FRAME).getByRole('button', { name: 'Zar At' }));
    const launch = (await frameOf(site)).url();
    const game = await site.context().newPage();
    await game.goto(launch);
    await visible(game.getByRole('button', { name: 'Zar At' }));
    const siteAnswers: Response[] = [];
    site.on('response', (response) => siteAnswers.push(response));

    const staff = await staffSignsIn('support');
    // Support sees payments, but has no payments.approve: no Approve button, and the API refuses it.
    await navigation(staff).getByRole('link', { name: 'Payments' }).click();
    const row = queueRow(staff, '100');
    await visible(row);
    expect(await staff.getByRole('button', { name: /^Approve payment / }).count()).toBe(0);
    const paymentId = await paymentIdOf(row);
    const me = await staff.request.get('/api/admin/auth/me');
    const { csrfToken } = ((await me.json()) as { data: { csrfToken: string } }).data;
    const confirm = await staff.request.post(`/api/admin/payments/${paymentId}/confirm`, {
      headers: { 'x-csrf-token': csrfToken },
      data: {},
    });
    expect(confirm.status()).toBe(403);

    await navigation(staff).getByRole('link', { name: 'Players' }).click();
    await visible(heading(staff, 'Players'));
    const filters = staff.getByRole('search', { name: 'Filter Players' });
    await filters.getByLabel('Search', { exact: true }).fill('demo1234');
    await filters.getByRole('button', { name: 'Search' }).click();
    const playerRow = staff
      .getByRole('table', { name: 'Players' })
      .getByRole('row')
      .filter({ hasText: 'demo1234' });
    await visible(playerRow);
    await bothWidths(staff, 'players');
    await playerRow.getByRole('link').first().click();
    await visible(heading(staff, 'Player demo1234'));
    await bothWidths(staff, 'player-card');

    await staff.getByRole('tab', { name: 'Notes' }).click();
    const note = 'Called about the withdrawal; identity confirmed by phone.';
    await staff.getByLabel('New note').fill(note);
    await staff.getByRole('button', { name: 'Add note' }).click();
    await visible(staff.getByText(note));

    await staff.getByRole('button', { name: 'Block player' }).click();
    const block = staff.getByRole('dialog', { name: 'Block demo1234' });
    await block.getByLabel('Reason').fill('Chargeback under review with the card issuer.');
    await block.getByRole('button', { name: 'Block', exact: true }).click();
    await gone(block);
    await visible(staff.getByRole('button', { name: 'Unblock player' }));

    // The site's next call (its balance is asked every few seconds) answers 401 and the site logs out.
    await visible(site.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }));
    expect(siteAnswers.some((answer) => answer.status() === 401 && answer.url().includes('/api/'))).toBe(
      true,
    );
    // The open game's next stake is refused: the launch died with the session.
    const stake = game.waitForResponse((answer) => /\/api\/originals\/game\/play$/.test(answer.url()));
    await game.getByRole('button', { name: 'Zar At' }).click();
    const refused = await stake;
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(((await refused.json()) as { success: boolean }).success).toBe(false);

    await staff.getByRole('button', { name: 'Unblock player' }).click();
    const unblock = staff.getByRole('dialog', { name: 'Unblock demo1234' });
    await unblock.getByLabel('Reason').fill('Card issuer closed the chargeback in our favour.');
    await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
    await gone(unblock);
    await visible(staff.getByRole('button', { name: 'Block player' }));
    await closeContexts();
  });

  it('the owner verifies the audit chain, and after a row is changed by SQL the check names it', async () => {
    let owner = await staffSignsIn('owner');
    await navigation(owner).getByRole('link', { name: 'Audit log' }).click();
    await visible(heading(owner, 'Audit log'));
    await visible(owner.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1));
    await bothWidths(owner, 'audit');
    await owner.getByRole('button', { name: 'Verify chain' }).click();
    await visible(owner.getByRole('status').filter({ hasText: /^Chain OK: / }));

    // A superuser changes one row behind the API's back: the server stopped, its database opened
    // here, the append-only trigger skipped for this one transaction.
    const context = owner.context();
    await owner.close();
    await server.halt();
    const database = await openServerDatabase(server);
    let changed: { id: number; seq: number };
    try {
      const rows = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        const result = await tx.execute(
          sql`UPDATE audit_log SET ip = '203.0.113.66'
               WHERE seq = (SELECT min(seq) FROM audit_log WHERE action LIKE 'POST /api/admin/players/%/block')
               RETURNING id::int, seq::int`,
        );
        // Both engines' drivers answer with `rows`; drizzle's type leaves the result open.
        return (result as unknown as { rows: { id: number; seq: number }[] }).rows;
      });
      expect(rows).toHaveLength(1);
      changed = rows[0]!;
    } finally {
      await database.close();
    }
    server = await restartServer(server);

    // The staff cookie is the host's, whatever the port: the owner's session goes on.
    owner = await context.newPage();
    await owner.goto(`${server.baseUrl}/backoffice/audit`);
    await visible(heading(owner, 'Audit log'));
    await owner.getByRole('button', { name: 'Verify chain' }).click();
    const broken = owner
      .getByRole('alert')
      .filter({ hasText: `Chain broken at row #${changed.seq} (id ${changed.id})` });
    await visible(broken);
    await screenshot(owner, 'backoffice-audit-broken-1440');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await closeContexts();
  });
});
