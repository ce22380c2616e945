import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations } from './support/browser.ts';
// Not about the start-up popup: every visit starts as one that has already seen it.
import { newContextPopupSeen } from './support/popup.ts';
import { adminCall, staffLogin, type StaffSession } from './support/operator.ts';

/*
 * The realtime issue's journey against the built server and its real hub: the operator sends a
 * notification, the logged-in player's bell counts it and shakes; opening it marks it read once the
 * server confirms, and the badge goes down.
 */

let server: RunningServer;
let browser: Browser;
const PATIENCE = { timeout: 15_000 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function operatorSendsToAll(operator: StaffSession, title: string) {
  await adminCall(operator, 'POST', '/api/admin/notifications', {
    target: 'all',
    type: 4,
    title: { tr: title, en: 'Your weekend bonus is ready' },
    note: { tr: 'Hafta sonu bonusun hesabına tanımlandı. İyi eğlenceler!', en: 'Enjoy!' },
  });
}

describe('notifications', () => {
  it('a live notification raises the badge and shakes the bell; reading it lowers the badge', async () => {
    // The content team's demo member sends notifications (content.edit).
    const operator = await staffLogin(server.baseUrl, 'content');
    const context = await newContextPopupSeen(browser, server.baseUrl, 'desktop');
    const page = await context.newPage();
    await page.goto('/');
    // The site opens the hub right after login; its first frame from the server is the handshake reply.
    const hubSocket = page.waitForEvent('websocket', {
      predicate: (socket) => socket.url().includes('/hub/frnotify'),
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.getByLabel('Kullanıcı Adı').fill('demo1234');
    await login.getByLabel('Şifre', { exact: true }).fill('Demo1234!');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();

    const banner = page.getByRole('banner');
    const quietBell = banner.getByRole('button', { name: 'Bildirimler', exact: true });
    await expect.poll(() => quietBell.isVisible(), PATIENCE).toBe(true);

    const socket = await hubSocket;
    await socket.waitForEvent('framereceived', { timeout: 15_000 });

    // The shake lasts 800 ms, and a busy machine may look later than that: the page itself notes
    // whether the bell shook as it counted the new notification.
    await page.evaluate(() => {
      const seen = window as Window & { bellShookAtOne?: boolean };
      seen.bellShookAtOne = false;
      new MutationObserver(() => {
        const bell = document.querySelector('header [aria-label="Bildirimler, 1 okunmamış"]');
        const classes = `${bell?.className ?? ''} ${bell?.parentElement?.className ?? ''}`;
        if (/shake/i.test(classes)) seen.bellShookAtOne = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    const title = 'Hafta sonu bonusun hazır';
    await operatorSendsToAll(operator, title);
    const bell = banner.getByRole('button', { name: 'Bildirimler, 1 okunmamış' });
    await expect.poll(() => bell.isVisible(), PATIENCE).toBe(true);
    expect(await page.evaluate(() => (window as Window & { bellShookAtOne?: boolean }).bellShookAtOne)).toBe(
      true,
    );
    await screenshot(page, 'header-notification-badge-desktop');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Bildirimler' });
    await expect.poll(() => panel.isVisible(), PATIENCE).toBe(true);
    await screenshot(page, 'panel-notifications-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await panel.getByText(title).first().click();
    await expect.poll(() => panel.getByRole('button', { name: 'Geri' }).isVisible(), PATIENCE).toBe(true);
    await screenshot(page, 'panel-notification-detail-desktop');
    // While the modal panel is open the page behind it is hidden from assistive tech: close it first.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible(), PATIENCE).toBe(false);
    await expect.poll(() => quietBell.isVisible(), PATIENCE).toBe(true);
    await screenshot(page, 'header-notification-read-desktop');
    await context.close();
  });
});
