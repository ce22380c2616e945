import { plinko, seededRng, sha256Hex } from '@lale/originals';
import { ok, refused, STUB_SERVER_SEED, stubState, type Scenario } from './types.ts';

/*
 * Lale Plinko's looks: the opening board, several balls in the air at once (mouse and Space), the
 * landings with their chips, 8 rows at high risk, and an edge hit (a stake of 13 lands on the right
 * edge in this stub). Paths come from plinko.dropBall on a seeded generator.
 */

export const scenario: Scenario = {
  stub() {
    let balance = 123_456n;
    let nonce = 41;
    const rng = seededRng(7);
    return (call, body) => {
      if (call === 'state')
        return ok(stubState('lale-plinko', { balance: Number(balance) / 100, maxWinStakes: 1000 }));
      if (call !== 'play') return refused(404, 'Not found');
      const stakeMinor = BigInt(Math.round(Number(body.stake) * 100));
      if (stakeMinor > balance) return refused(422, 'Bakiyeniz bu bahis için yetersiz.');
      const bet = body.choices as plinko.PlinkoBet;
      let outcome = plinko.dropBall(rng, bet);
      if (stakeMinor === 1300n) {
        const path = Array.from({ length: bet.rows }, () => 1);
        outcome = { path, slot: bet.rows, multiplier: plinko.paytable(bet)[bet.rows]! };
      }
      const winMinor = plinko.plinkoWinMinor(stakeMinor, outcome);
      balance += winMinor - stakeMinor;
      nonce += 1;
      return ok({
        round: {
          roundId: `00000000-0000-4000-8000-${String(nonce).padStart(12, '0')}`,
          nonce: nonce - 1,
          serverSeedHash: sha256Hex(STUB_SERVER_SEED),
          clientSeed: 'lale-8f3a2c',
          stake: Number(stakeMinor) / 100,
          win: Number(winMinor) / 100,
          open: false,
          outcome,
          choices: bet,
        },
        balance: Number(balance) / 100,
      });
    };
  },
  async play(page, shot) {
    await page.waitForTimeout(600); // pixi's first frame
    await shot('open');
    await page.locator('#stake').fill('10');
    const action = page.locator('.action');
    await action.click();
    await page.waitForTimeout(220);
    await action.click();
    await page.locator('.stage__head').click();
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await page.waitForTimeout(600);
    await shot('falling');
    await page.waitForTimeout(3200);
    for (let i = 0; i < 5; i += 1) {
      await action.click();
      await page.waitForTimeout(260);
    }
    await page.waitForTimeout(3600);
    await shot('landed');
    await page.getByRole('button', { name: '8', exact: true }).click();
    await page.locator('.plinko-risk button').nth(2).click();
    await action.click();
    await page.waitForTimeout(500);
    await shot('rows-8-high');
    await page.waitForTimeout(2200);
    await page.locator('#stake').fill('13');
    await page.locator('.plinko-rows button').last().click();
    await action.click();
    await page.waitForTimeout(3450);
    await shot('edge-win');
    await page.waitForTimeout(1500);
    await page.locator('.icon-button[aria-haspopup="dialog"]').first().click();
    await page.waitForTimeout(400);
    await shot('rules');
  },
};
