import { bingo, chain, crash, fairRng, keno, sha256Hex } from '@lale/originals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations } from './support/browser.ts';
import { apiLogin } from './support/operator.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, freshPage, partScreenshot, PATIENCE, visible } from './support/visits.ts';

/*
 * Issue #14's journey against the built server: the demo player plays Lale Zar (dice) rounds through
 * the game pages' protocol (as a game page would, with the launch's game session), then opens the
 * provably fair page. Before a rotation the rounds cannot be recomputed; the player rotates the seed in
 * the page (the revealed server seed's hash is checked in the browser), and Verify recomputes each
 * round to exactly the roll the API returned. The calculator does the same by hand. A visitor verifies a
 * shared round (a Lale Keno draw, a Lale Aviator round) from its hash chain, by hand and from a link,
 * and a Lale Tombala card from its link (the deal filled in; the revealed server seed entered by hand).
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

type Envelope<T> = { success: boolean; message: string; data: T };
type PlayedRound = { nonce: number; serverSeedHash: string; clientSeed: string; outcome: { roll: number } };

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

const BET = { target: 5000, direction: 'over' };

/** Launches Lale Zar for the demo player and plays `count` rounds of ₺1 over 50.00. */
async function playDice(count: number): Promise<PlayedRound[]> {
  const token = await apiLogin(server.baseUrl, 'demo1234', 'Demo1234!');
  const launch = await post<string>(
    '/api/casino/originalslaunchurl',
    { code: 'lale-dice', isMobile: false },
    token,
  );
  const session = new URL(launch).searchParams.get('session')!;
  const played: PlayedRound[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await post<{ round: PlayedRound }>('/api/originals/game/play', {
      session,
      stake: 1,
      choices: BET,
    });
    played.push(answer.round);
  }
  return played;
}

/** The roll as the Turkish page writes it: 7312 → '73,12'. */
const rollText = (roll: number) => `${Math.floor(roll / 100)},${String(roll % 100).padStart(2, '0')}`;

const verifyButton = (page: Page, nonce: number) =>
  page.getByRole('button', { name: `Doğrula: Lale Zar, nonce ${nonce}`, exact: true });
const verdictOf = (page: Page, nonce: number) =>
  page
    .getByRole('row')
    .filter({ has: verifyButton(page, nonce) })
    .locator('xpath=following-sibling::tr[1]');

describe('provably fair verification', () => {
  let played: PlayedRound[] = [];

  it('verifies played dice rounds in the browser once the seed is rotated, and by hand', async () => {
    played = await playDice(3);
    expect(played.map((round) => round.nonce)).toEqual([0, 1, 2]);
    const page = await demoPlayerPage(browser, server.baseUrl, 'desktop', '/casino/provably-fair');
    await visible(page.getByRole('heading', { name: 'Adil Oyun', level: 1 }));
    const table = page.getByRole('table', { name: /Lale Originals elleriniz/ });
    await visible(table);
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'Lale Zar' }).count(), PATIENCE).toBe(3);

    // The active pair is the one the rounds were played with: its server seed is still secret.
    const seeds = page.getByRole('region', { name: 'Tohumlarınız' });
    await visible(seeds.getByText(played[0]!.serverSeedHash, { exact: true }));
    await verifyButton(page, 1).click();
    await visible(verdictOf(page, 1).getByText('Bu eli doğrulamak için tohumunuzu yenileyin.'));

    // Rotating reveals the seed; its SHA-256, computed in the page, is the hash shown before.
    const field = seeds.getByLabel('Yeni istemci tohumu');
    await field.fill('bad seed!');
    await seeds.getByRole('button', { name: 'Tohumu yenile' }).click();
    await visible(seeds.getByRole('alert').filter({ hasText: '1–64 karakter: harf, rakam, - ve _' }));
    await field.fill('e2e-player_seed');
    await seeds.getByRole('button', { name: 'Tohumu yenile' }).click();
    await visible(seeds.getByText('Size önceden gösterilen özetle aynı'));
    await visible(seeds.getByText('Bu çiftle 3 el oynandı.'));
    const revealedSeed = (await seeds
      .getByRole('status')
      .getByText(/^[0-9a-f]{64}$/)
      .first()
      .textContent())!;
    await visible(seeds.getByText('e2e-player_seed', { exact: true }));
    expect(await seeds.getByText(played[0]!.serverSeedHash, { exact: true }).count()).toBeGreaterThan(0);

    // Each round now recomputes to the roll the API returned.
    for (const round of played) {
      await verifyButton(page, round.nonce).click();
      const verdict = verdictOf(page, round.nonce);
      await visible(verdict.getByText('Eşleşiyor'));
      const text = await verdict.textContent();
      expect(text).toContain(`Yeniden hesaplanan: Zar ${rollText(round.outcome.roll)} — 50,00 üstü`);
    }

    // The calculator, by hand: the same roll for nonce 2, and the hash to compare.
    const calculator = page.getByRole('region', { name: 'Elle doğrula' });
    await calculator.getByLabel('Sunucu tohumu').fill(revealedSeed);
    await calculator.getByLabel('İstemci tohumu').fill(played[2]!.clientSeed);
    await calculator.getByLabel('Nonce').fill('2');
    await calculator.getByLabel('Hedef (0,01–99,98)').fill('50');
    await calculator.getByRole('button', { name: 'Hesapla' }).click();
    await visible(
      calculator.getByText(`Zar ${rollText(played[2]!.outcome.roll)} — 50,00 üstü`, { exact: false }),
    );
    await visible(calculator.getByText(played[2]!.serverSeedHash, { exact: true }));

    // From the top: a full-page picture of a scrolled page repeats the fixed header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'originals-verify-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows the same on a phone, and the explanation with its live example to a visitor', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'mobile', '/casino/provably-fair');
    await visible(verifyButton(page, 0));
    await verifyButton(page, 0).click();
    await visible(verdictOf(page, 0).getByText('Eşleşiyor'));
    expect(await verdictOf(page, 0).textContent()).toContain(`Zar ${rollText(played[0]!.outcome.roll)}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'originals-verify-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);

    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await freshPage(browser, server.baseUrl, viewport);
      await visitor.goto('/casino/provably-fair');
      await visible(visitor.getByRole('heading', { name: 'Kendi elleriniz' }));
      await visible(visitor.getByRole('heading', { name: 'Nasıl çalışır?' }));
      // The worked example is computed in the page: the HMAC message and a roll.
      await visible(visitor.getByText('lale:0:0', { exact: true }));
      await visible(visitor.getByText(/→ Zar \d{1,2},\d{2} — 50,00 üstü/));
      await screenshot(visitor, `originals-verify-visitor-${viewport}`);
      expect(await seriousA11yViolations(visitor)).toEqual([]);
      await visitor.context().close();
    }
  });

  it('verifies a shared keno round by hand and a crash round from its link, on desktop and phone', async () => {
    // A chain of 4 rounds as the server builds one: h_0 is the published commitment, round k plays h_k
    // (a terminal seed whose round 3 flies to ×4.27: not an instant crash).
    const links = chain.buildChain('e6'.repeat(32), 4);
    const [commitment, , , round3] = links as [string, string, string, string, string];
    const drawn = keno.roundKenoDraw(round3);
    const crashPoint = crash.roundCrashPoint(round3);
    const crashText = `×${Math.floor(crashPoint / 10_000)},${String(Math.floor(crashPoint / 100) % 100).padStart(2, '0')}`;

    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await freshPage(browser, server.baseUrl, viewport);
      await visitor.goto('/casino/provably-fair');
      const shared = visitor.getByRole('region', { name: 'Ortak turları doğrula' });
      await visible(shared);
      await shared.getByLabel('Oyun').selectOption({ label: 'Lale Keno' });
      await shared.getByLabel('Tur numarası (k)').fill('3');
      await shared.getByLabel('Turun açıklanan karması (hₖ)').fill(round3);
      await shared.getByLabel('Zincirin taahhüdü (h₀)').fill(commitment);
      await shared.getByRole('button', { name: 'Turu doğrula' }).click();
      const result = shared.getByRole('status');
      await visible(result.getByText('3 kez özetlenince taahhüde ulaşıyor: bu karma zincirin 3. turu'));
      // The 20 balls in the order the draw gave them, recomputed in the page.
      const balls = (await result.getByRole('listitem').allTextContents()).map(Number);
      expect(balls).toEqual(drawn);
      await partScreenshot(shared, `originals-verify-shared-card-keno-${viewport}`);
      expect(await seriousA11yViolations(visitor)).toEqual([]);

      // The next round's hash is not round 3 of this chain: the check says so.
      await shared.getByLabel('Turun açıklanan karması (hₖ)').fill(links[4]!);
      await shared.getByRole('button', { name: 'Turu doğrula' }).click();
      await visible(result.getByText(/3 kez özetlenince taahhüde ulaşmıyor/));

      // A crash round's link (as a game's history would give it) fills the form and verifies at once.
      const query = new URLSearchParams({ game: 'lale-aviator', round: '3', hash: round3, commitment });
      await visitor.goto(`/casino/provably-fair?${query.toString()}#shared`);
      const linked = visitor.getByRole('region', { name: 'Ortak turları doğrula' });
      await visible(linked.getByRole('status').getByText(/bu karma zincirin 3\. turu/));
      await visible(linked.getByRole('status').getByText(crashText, { exact: true }));
      expect(await linked.getByLabel('Oyun').inputValue()).toBe('crash');
      await partScreenshot(linked, `originals-verify-shared-card-crash-${viewport}`);
      await visitor.evaluate(() => window.scrollTo(0, 0));
      await screenshot(visitor, `originals-verify-shared-${viewport}`);
      expect(await seriousA11yViolations(visitor)).toEqual([]);
      await visitor.context().close();
    }
  });

  it('deals a tombala card again from its link once the server seed is entered, on desktop and phone', async () => {
    const serverSeed = '7c'.repeat(32);
    const seeds = { serverSeed, clientSeed: 'tombala-e2e', nonce: 4 };
    // The second card of a purchase of three, as the server dealt it.
    const card = bingo.dealCards(fairRng(seeds), 3)[1]!;
    const numbers = card.flatMap((row) => row.filter((n) => n !== null)).join(' · ');
    const query = new URLSearchParams({
      verify: 'lale-tombala',
      hash: sha256Hex(serverSeed),
      clientSeed: seeds.clientSeed,
      nonce: String(seeds.nonce),
      card: '2',
    });
    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await freshPage(browser, server.baseUrl, viewport);
      await visitor.goto(`/casino/provably-fair?${query.toString()}#verifier`);
      const calculator = visitor.getByRole('region', { name: 'Elle doğrula' });
      await visible(calculator.getByText(/açıklanmış sunucu tohumunu girin/));
      expect(await calculator.getByLabel('Oyun').inputValue()).toBe('lale-tombala');
      await calculator.getByLabel('Sunucu tohumu').fill(serverSeed);
      await calculator.getByRole('button', { name: 'Hesapla' }).click();
      await visible(calculator.getByText(`2. kart: ${numbers}`, { exact: true }));
      await visible(calculator.getByText(sha256Hex(serverSeed), { exact: true }));
      const grid = calculator.getByRole('table', { name: 'Yeniden dağıtılan kart' });
      expect(await grid.getByRole('cell').count()).toBe(15);
      await partScreenshot(calculator, `originals-verify-tombala-card-${viewport}`);
      expect(await seriousA11yViolations(visitor)).toEqual([]);
      await visitor.context().close();
    }
  });
});
