import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillWithdrawal } from './support/cashier.ts';
import { launchBrowser, screenshot, seriousA11yViolations } from './support/browser.ts';
import { backofficePageAs } from './support/backoffice.ts';
import { adminCall, staffLogin } from './support/operator.ts';
import { latestCode } from './support/outbox.ts';
import { newPlayer, type NewPlayer } from './support/people.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, freshPage, gone, headerBalance, PATIENCE, visible } from './support/visits.ts';

/*
 * Identity verification (issue #26) against the built server and the identity sandbox: a new player
 * (signed up, phone verified and ₺500 deposited by card through the payment sandbox, by the API: those
 * journeys have their own files) finds the withdrawal needs verification, follows the link, uploads a
 * passport and a selfie, sends them for review; the sandbox's tester approves on its page (a signed
 * webhook to our own endpoint); the player sees the level and the withdrawal goes through.
 */

let server: RunningServer;
let browser: Browser;

/** A JSON call as the player (token) or a visitor; answers the envelope's data. */
async function api<T>(path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: T };
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

/** Signs the new player up, verifies the phone with the SMS code and deposits ₺500 through the card sandbox. */
async function newPlayerWithCash(): Promise<NewPlayer> {
  const who = newPlayer();
  const phone = `90${who.phoneDigits}`;
  const { token } = await api<{ token: string }>('/api/auth/register', {
    name: who.name,
    surname: who.surname,
    username: who.username,
    email: who.email,
    phone,
    PersonalNo: who.personalNo,
    country: 1,
    currencyId: 1,
    birthDate: `${who.birth.year}-${who.birth.month}-${who.birth.day}`,
    birthDateDay: who.birth.day,
    birthDateMonth: who.birth.month,
    birthDateYear: who.birth.year,
    password: who.password,
    password2: who.password,
  });
  await api('/api/customer/updatephone', { step: 1, phone }, token);
  await api(
    '/api/customer/updatephone',
    { step: 2, phone, code: await latestCode(server.baseUrl, phone) },
    token,
  );
  // Within what an unverified player may deposit (₺2,000 in all): the card sandbox pays it.
  const checkout = await api<string>(
    '/api/payment/deposit',
    {
      id: 1,
      target: 'pay',
      detail: {
        amount: 500,
        CardNo: '4111111111111111',
        CardHolder: 'AYSE YILMAZ',
        ExpiryDate: '12/30',
        Cvv: '123',
      },
    },
    token,
  );
  const paid = await fetch(checkout, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  expect(paid.status).toBe(200);
  return who;
}

async function logIn(page: Page, who: NewPlayer): Promise<void> {
  await page.goto('/');
  await visible(page.getByRole('contentinfo'));
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await login.getByLabel('Kullanıcı Adı').fill(who.username);
  await login.getByLabel('Şifre', { exact: true }).fill(who.password);
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  await gone(login);
}

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('passport photo')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('selfie'),
]);

async function uploadDocument(
  page: Page,
  kind: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const form = page.getByRole('form', { name: 'Belge yükle' });
  await form.getByLabel('Belge türü').selectOption({ label: kind });
  await form.getByLabel('Dosya').setInputFiles(file);
  await form.getByRole('button', { name: 'Yükle' }).click();
  await visible(page.getByRole('group', { name: 'Yüklenen belgeler' }).getByText(kind, { exact: true }));
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('identity verification', () => {
  it('a new player uploads documents, the sandbox approves, and the withdrawal goes through', async () => {
    const player = await newPlayerWithCash();
    const page = await freshPage(browser, server.baseUrl, 'desktop');
    await logIn(page, player);
    await expect.poll(() => headerBalance(page), PATIENCE).toBe(500);

    // The withdrawal is refused, saying why, and the withdraw page leads to verification.
    const refusedDialog = await fillWithdrawal(page);
    await refusedDialog.getByRole('button', { name: 'Çekim Talebi Gönder' }).click();
    await visible(page.getByText(/kimliğinizi doğrulayın/).first());
    await page.keyboard.press('Escape');
    await gone(refusedDialog);
    const verifyLink = page.getByRole('link', { name: 'Kimliğimi doğrula' });
    await visible(verifyLink);
    await screenshot(page, 'kyc-withdraw-needs-verification-desktop');
    await verifyLink.click();
    await expect.poll(() => new URL(page.url()).pathname, PATIENCE).toBe('/dashboard/verification');
    await visible(page.getByRole('heading', { level: 1, name: 'Kimlik Doğrulama' }));
    await screenshot(page, 'kyc-verification-desktop');
    await visible(page.getByText('Doğrulanmadı', { exact: true }));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await uploadDocument(page, 'Pasaport', { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await uploadDocument(page, 'Özçekim (selfie)', {
      name: 'selfie.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await screenshot(page, 'kyc-documents-desktop');
    const send = page.getByRole('button', { name: 'İncelemeye gönder' });
    await expect.poll(() => send.isEnabled(), PATIENCE).toBe(true);
    await send.click();
    await visible(page.getByText('İnceleniyor'));
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The sandbox's tester approves (its page signs and delivers the review webhook).
    const sandbox = await page.context().newPage();
    await sandbox.goto('/api/kyc/sandbox/review');
    await screenshot(sandbox, 'kyc-sandbox-review');
    await sandbox.getByRole('button', { name: `Approve ${player.username}` }).click();
    await visible(sandbox.getByRole('heading', { name: /Approved/ }));
    await sandbox.close();

    await page.reload();
    await visible(page.getByText('Tam doğrulama'));
    await visible(page.getByText('Kimliğiniz doğrulandı. Teşekkürler!'));
    await screenshot(page, 'kyc-verified-desktop');

    // Now the withdrawal: ₺200 moves to the withdraw hold at once.
    const withdrawDialog = await fillWithdrawal(page);
    expect(await page.getByRole('link', { name: 'Kimliğimi doğrula' }).count()).toBe(0);
    await withdrawDialog.getByRole('button', { name: 'Çekim Talebi Gönder' }).click();
    await gone(withdrawDialog);
    await expect.poll(() => headerBalance(page), PATIENCE).toBe(300);

    // Risk & compliance sees it on the player's card: the level, the review, the documents (each
    // read audited by the server: test/kyc/back-office.test.ts).
    const staff = await staffLogin(server.baseUrl, 'risk');
    const found = await adminCall<{ items: { id: number; username: string }[] }>(
      staff,
      'GET',
      `/api/admin/players?q=${encodeURIComponent(player.username)}`,
    );
    const playerId = found.items.find((row) => row.username === player.username)!.id;
    // The member signed in above, in a browser of their own (a second sign-in would wait for the next code).
    const office = await backofficePageAs(
      browser,
      server.baseUrl,
      staff,
      `/backoffice/players/${playerId}?tab=kyc`,
    );
    const documents = office.getByRole('table', { name: 'Identity documents' });
    await visible(documents.getByText('Passport', { exact: true }));
    await visible(office.getByText('Full', { exact: true }));
    await screenshot(office, 'kyc-backoffice-player-card');
    expect(await seriousA11yViolations(office)).toEqual([]);
    // The link opens the document in a new tab with the staff member's session (fetched here rather
    // than opened: a browser tab showing an image asks for /favicon.ico, which the site has not).
    const href = await documents.getByRole('link', { name: /Open passport/ }).getAttribute('href');
    const served = await office.context().request.get(href!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect(served.headers()['cache-control']).toBe('no-store');

    // What each level allows is the operator's: risk raises the unverified cap in lira on Settings.
    await office.goto('/backoffice/settings');
    const levels = office.getByRole('form', { name: 'Verification levels' });
    const cap = levels.getByLabel('Unverified deposit cap in TRY');
    await expect.poll(() => cap.inputValue(), PATIENCE).toBe('2000.00');
    await cap.fill('3000');
    await levels.getByRole('button', { name: 'Save' }).click();
    await visible(levels.getByText('Saved.'));
    await visible(office.getByText(/^Last saved .* by risk\.$/));
    await screenshot(office, 'kyc-backoffice-levels');
    expect(await seriousA11yViolations(office)).toEqual([]);
  });

  it('the verification page on a phone (the demo player, verified): no sideways scroll, nothing serious for assistive tech', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'mobile', '/dashboard/verification');
    await visible(page.getByRole('heading', { level: 1, name: 'Kimlik Doğrulama' }));
    await visible(page.getByText('Tam doğrulama'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'kyc-verification-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
