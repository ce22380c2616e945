import { jsonSafe, seededRng, slots } from '@lale/originals';
import { ok, refused, stubState, type Scenario } from './types.ts';

/*
 * A slot theme's looks, with rounds drawn by the real engine from fixed seeds: the opening reels, a
 * spin with several winning lines, the bonus-buy dialog, the free spins under way (counter, total),
 * and the rules' paytable. Shared by the three themes' scenario files.
 */

/** The first seed whose paid spin pays on at least two lines (a win worth a screenshot). */
function winningSeed(theme: slots.Theme): number {
  for (let seed = 1; seed < 5000; seed += 1) {
    const round = slots.playRound(theme, seededRng(seed), theme.betLevelsMinor[0]!);
    if ((round.baseSpin?.lineWins.length ?? 0) >= 2 && round.freeSpins.length === 0) return seed;
  }
  return 1;
}

export function slotScenario(theme: slots.Theme): Scenario {
  const seed = winningSeed(theme);
  return {
    stub() {
      let balance = 500_000n;
      let nonce = 41;
      let plays = 0;
      return (call, body) => {
        const levels = theme.betLevelsMinor.map((level) => Number(level) / 100);
        if (call === 'state')
          return ok(
            stubState(theme.id, {
              balance: Number(balance) / 100,
              stake: { min: levels[0], max: levels.at(-1)! * theme.bonusBuyPriceStakes, levels },
              maxWinStakes: theme.maxWinStakes,
            }),
          );
        if (call !== 'play') return refused(404, 'Not found');
        const choices = body.choices as { bet: number; buyBonus: boolean };
        const round = slots.playRound(
          theme,
          seededRng(choices.buyBonus ? 7 : seed + plays),
          BigInt(choices.bet),
          {
            buyBonus: choices.buyBonus,
          },
        );
        plays += 1;
        balance += round.totalWinMinor - round.costMinor;
        nonce += 1;
        return ok({
          round: {
            roundId: '00000000-0000-4000-8000-000000000000',
            nonce: nonce - 1,
            serverSeedHash: 'hash',
            clientSeed: 'lale-8f3a2c',
            stake: Number(round.costMinor) / 100,
            win: Number(round.totalWinMinor) / 100,
            open: false,
            outcome: jsonSafe(round),
            choices,
          },
          balance: Number(balance) / 100,
        });
      };
    },
    async play(page, shot) {
      await page.waitForTimeout(600);
      await shot('open');
      await page.locator('.action').click();
      await page.waitForTimeout(2600);
      await shot('win');
      await page.locator('.slotbuy__button').click();
      await page.waitForTimeout(400);
      await shot('buy-dialog');
      await page.locator('.slotbuy-dialog__confirm').click();
      // The feature's intro banner is up for 1.8 s after the answer.
      await page.waitForTimeout(900);
      await shot('free-intro');
      await page.waitForTimeout(6000);
      await shot('free-spins');
      await page.locator('.slotbuy__button').waitFor({ state: 'visible' });
      await page.waitForFunction(() => !document.querySelector('.action')?.hasAttribute('disabled'), null, {
        timeout: 180_000,
      });
      await page.waitForTimeout(300);
      await shot('after-bonus');
      await page.locator('.topbar [aria-haspopup], .topbar button').last().waitFor();
      await page.evaluate(() =>
        (document.querySelector('dialog.rules') as HTMLDialogElement | null)?.showModal(),
      );
      await page.waitForTimeout(300);
      await shot('rules');
    },
  };
}
