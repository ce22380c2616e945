import { roulette, sha256Hex } from '@lale/originals';
import type { Page } from 'playwright-core';
import { ok, refused, STUB_SERVER_SEED, stubState, type Scenario } from './types.ts';

/*
 * Lale Rulet's looks: the empty table, chips on numbers, lines and boxes, a spin caught mid-way, a win,
 * a dozen spins of history (hot and cold), a loss, a refusal, the rules. The stub settles the slip
 * with the roulette math itself, on a fixed list of numbers.
 */

const NUMBERS = [17, 32, 0, 5, 17, 26, 11, 8, 17, 23, 36, 2, 14];

type WireBet = { kind: string; numbers?: number[]; index?: number; amountMinor: number };

export const scenario: Scenario = {
  stub() {
    let balance = 250_000n;
    let nonce = 7;
    let next = 0;
    return (call, body) => {
      if (call === 'state') {
        return ok(stubState('lale-roulette', { balance: Number(balance) / 100, maxWinStakes: 36 }));
      }
      if (call !== 'play') return refused(404, 'Not found');
      const stakeMinor = BigInt(Math.round(Number(body.stake) * 100));
      if (stakeMinor > balance) return refused(422, 'Bakiyeniz bu bahis için yetersiz.');
      if (stakeMinor === 777n * 100n)
        return refused(409, 'Kendi koyduğunuz günlük bahis limitine ulaştınız.');
      const bets = (body.choices as { bets: WireBet[] }).bets;
      const number = NUMBERS[next++ % NUMBERS.length]!;
      const spin = roulette.spinRoulette(
        { int: () => number },
        bets.map(
          ({ amountMinor, ...bet }) => ({ ...bet, stakeMinor: BigInt(amountMinor) }) as roulette.RouletteBet,
        ),
      );
      balance += spin.totalWinMinor - stakeMinor;
      nonce += 1;
      return ok({
        round: {
          roundId: '00000000-0000-4000-8000-000000000000',
          nonce: nonce - 1,
          serverSeedHash: sha256Hex(STUB_SERVER_SEED),
          clientSeed: 'lale-8f3a2c',
          stake: Number(stakeMinor) / 100,
          win: Number(spin.totalWinMinor) / 100,
          open: false,
          outcome: { number, colour: spin.colour, wins: spin.bets.map((bet) => bet.winMinor.toString()) },
          choices: body.choices,
        },
        balance: Number(balance) / 100,
      });
    };
  },
  async play(page, shot, { phone }) {
    await shot('open');
    if (phone) await shot('open-full', true);
    const cell = (n: number) => page.locator(`.rcell[data-number="${n}"]`);
    const between = async (a: number, b: number, c?: number, d?: number) => {
      // The phone's panel stays over the bottom of the screen: bring the spot to the middle first.
      await cell(a).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const boxes = await Promise.all([a, b, c ?? a, d ?? b].map((n) => cell(n).boundingBox()));
      const x = boxes.reduce((sum, box) => sum + box!.x + box!.width / 2, 0) / 4;
      const y = boxes.reduce((sum, box) => sum + box!.y + box!.height / 2, 0) / 4;
      await page.mouse.click(x, y);
    };
    await page.locator('.rbox--red').click();
    await cell(17).click();
    await between(17, 20);
    await between(16, 17, 19, 20);
    await page.locator('.chip-pick[data-chip="25"]').click();
    await page.locator('.rbox--dozen').nth(1).click();
    await page.locator('.chip-pick[data-chip="1"]').click();
    await cell(32).click();
    await cell(32).hover();
    await shot('bets');
    await page.locator('.action').click();
    await page.waitForTimeout(1700);
    await shot('spinning');
    await page.waitForTimeout(3200);
    await shot('win');
    // More spins with the same slip, from the keyboard (Space, the focus on no control).
    await page.locator('.stage__head').click();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Space');
      await waitForSpin(page);
    }
    await shot('history');
    if (phone) await shot('history-full', true);
    await page.locator('.table-action--clear').click();
    await page.keyboard.press('3');
    await cell(8).click();
    await page.locator('.action').click();
    await waitForSpin(page);
    await shot('loss');
    await page.locator('.table-action--undo').click();
    await page.locator('.table-action--rebet').click();
    await page.locator('.table-action--double').click();
    await page.waitForTimeout(400);
    await shot('rebet-double');
    await page.getByRole('button', { name: /kuralları|rules/i }).click();
    await page.waitForTimeout(400);
    await shot('rules');
  },
};

async function waitForSpin(page: Page) {
  await page.waitForTimeout(300);
  await page.locator('.action:not([aria-busy="true"])').waitFor();
  await page.waitForFunction(() => !document.querySelector('.rtable--locked'));
}
