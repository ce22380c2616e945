import { dice, sha256Hex } from '@lale/originals';
import { ok, refused, STUB_SERVER_SEED, stubState, type Scenario } from './types.ts';

/* Lale Zar's looks: the opening board, a win (with the burst), a loss, a big win, a refusal, the dialog. */

const ROLLS = [2318, 7741, 1204, 4630, 8890, 3377, 51, 9120, 2999];

export const scenario: Scenario = {
  stub() {
    let balance = 123_456n;
    let nonce = 41;
    let next = 0;
    return (call, body) => {
      if (call === 'state') return ok(stubState('lale-dice', { balance: Number(balance) / 100 }));
      if (call === 'rotate') {
        return ok({
          revealed: {
            serverSeedHash: sha256Hex(STUB_SERVER_SEED),
            clientSeed: 'lale-8f3a2c',
            nonce,
            serverSeed: STUB_SERVER_SEED,
            revealedAt: new Date(0).toISOString(),
          },
          active: {
            serverSeedHash: sha256Hex(`${STUB_SERVER_SEED}:next`),
            clientSeed: String(body.clientSeed),
            nonce: 0,
          },
        });
      }
      if (call !== 'play') return refused(404, 'Not found');
      const stakeMinor = BigInt(Math.round(Number(body.stake) * 100));
      if (stakeMinor > balance) return refused(422, 'Bakiyeniz bu bahis için yetersiz.');
      if (stakeMinor === 1300n) return refused(409, 'Kendi koyduğunuz günlük bahis limitine ulaştınız.');
      const bet = body.choices as dice.DiceBet;
      const roll = ROLLS[next++ % ROLLS.length]!;
      const multiplier = dice.multiplierFor(dice.coveredRolls(bet));
      const win = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
      const winMinor = win ? (stakeMinor * BigInt(multiplier)) / 10_000n : 0n;
      balance += winMinor - stakeMinor;
      nonce += 1;
      return ok({
        round: {
          roundId: '00000000-0000-4000-8000-000000000000',
          nonce: nonce - 1,
          serverSeedHash: sha256Hex(STUB_SERVER_SEED),
          clientSeed: 'lale-8f3a2c',
          stake: Number(stakeMinor) / 100,
          win: Number(winMinor) / 100,
          open: false,
          outcome: { roll, win, multiplier, paidMultiplier: win ? multiplier : 0 },
          choices: bet,
        },
        balance: Number(balance) / 100,
      });
    };
  },
  async play(page, shot) {
    await shot('open');
    const stake = page.locator('#stake');
    await stake.fill('25');
    const action = page.locator('.action');
    // Roll 1 (23.18 under 50): a win; caught mid-burst, then landed.
    await action.click();
    await page.waitForTimeout(1000);
    await shot('win');
    // Rolls 2–6 fill the history, played with the keyboard (Space, focus on no control).
    await page.locator('.stage__head').click();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Space');
      await page.waitForTimeout(1300);
    }
    await shot('history');
    // A big win: 2 % chance under, roll 0.51.
    await page.locator('#dice-chance').fill('2');
    await page.locator('#dice-chance').blur();
    await action.click();
    await page.waitForTimeout(1100);
    await shot('big-win');
    await page.waitForTimeout(1200);
    // The server refuses (a stake of 13 in this stub); then the page's own check (over the balance).
    await stake.fill('13');
    await action.click();
    await page.waitForTimeout(400);
    await shot('refusal');
    await stake.fill('4999');
    await action.click();
    await page.waitForTimeout(200);
    await shot('over-balance');
    await page.getByRole('button', { name: /kuralları|rules/i }).click();
    await page.waitForTimeout(400);
    await shot('rules');
    await page.keyboard.press('Escape');
    await page.locator('.pill-button--fair').click();
    await page.waitForTimeout(400);
    await shot('fair');
    await page.locator('.fair .button-primary').click();
    await page.waitForTimeout(400);
    await shot('fair-rotated');
  },
};
