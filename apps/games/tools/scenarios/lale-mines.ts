import { mines, seededRng, sha256Hex } from '@lale/originals';
import { ok, refused, STUB_SERVER_SEED, stubState, type Scenario } from './types.ts';

/*
 * Lale Mayın's looks: the opening field, a round with gems (mouse and keyboard), the same round resumed
 * after a reload, a cash-out, a mine, and a big win with 24 mines. The stub plays the server's rules
 * with mines.startMines / reveal / cashOut; round n's mines come from seededRng(100 + n), so the steps
 * below know which tiles are safe.
 */

const placement = (round: number, count: number) => mines.startMines(seededRng(100 + round), count);
const safeTiles = (round: number, count: number) => {
  const placed = placement(round, count).minePositions;
  return Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !placed.includes(tile));
};

export const scenario: Scenario = {
  stub() {
    let balance = 123_456n;
    let nonce = 41;
    let rounds = 0;
    let open: { id: string; stakeMinor: bigint; state: mines.MinesRound; nonce: number } | null = null;
    const view = (winMinor = 0n) => ({
      roundId: open!.id,
      nonce: open!.nonce,
      serverSeedHash: sha256Hex(STUB_SERVER_SEED),
      clientSeed: 'lale-8f3a2c',
      stake: Number(open!.stakeMinor) / 100,
      win: Number(winMinor) / 100,
      open: open!.state.status === 'playing',
      outcome: mines.playerView(open!.state),
      choices: { mines: open!.state.mines },
    });
    const answer = () => {
      const current = open!;
      if (current.state.status === 'playing') return ok({ round: view(), balance: Number(balance) / 100 });
      const winMinor = mines.minesWinMinor(current.stakeMinor, current.state);
      balance += winMinor;
      const done = view(winMinor);
      open = null;
      return ok({ round: done, balance: Number(balance) / 100 });
    };
    return (call, body) => {
      if (call === 'state') {
        return ok({
          ...stubState('lale-mines', { balance: Number(balance) / 100, maxWinStakes: 10_000 }),
          fair: { serverSeedHash: sha256Hex(STUB_SERVER_SEED), clientSeed: 'lale-8f3a2c', nonce },
          round: open ? view() : null,
        });
      }
      if (call === 'play') {
        if (open) return refused(409, 'Açık bir turunuz var.');
        const stakeMinor = BigInt(Math.round(Number(body.stake) * 100));
        if (stakeMinor > balance) return refused(422, 'Bakiyeniz bu bahis için yetersiz.');
        const { mines: count } = body.choices as { mines: number };
        balance -= stakeMinor;
        open = {
          id: `00000000-0000-4000-8000-00000000000${rounds}`,
          stakeMinor,
          state: placement(rounds, count),
          nonce,
        };
        rounds += 1;
        nonce += 1;
        return answer();
      }
      if (!open) return refused(409, 'Açık tur yok.');
      if (call === 'move') {
        const { tile } = body.move as { tile: number };
        if (open.state.revealed.includes(tile)) return refused(400, 'Bu taş açık.');
        open.state = mines.reveal(open.state, tile);
        return answer();
      }
      if (call === 'cashout') {
        open.state = mines.cashOut(open.state);
        return answer();
      }
      return refused(404, 'Not found');
    };
  },
  async play(page, shot) {
    await shot('open');
    const action = page.locator('.action');
    const tile = (index: number) => page.locator('.tile').nth(index);
    await page.locator('#stake').fill('10');
    await page.getByRole('button', { name: '5', exact: true }).click();
    await action.click();
    await page.waitForTimeout(500);
    await shot('round-start');
    const safe = safeTiles(0, 5);
    await tile(safe[0]!).click();
    await page.waitForTimeout(250);
    await tile(safe[1]!).click();
    await page.waitForTimeout(250);
    // The keyboard: focus the third safe tile by arrows from the first, then Enter.
    await tile(safe[0]!).focus();
    const target = safe[2]!;
    const [fromRow, fromColumn] = [Math.floor(safe[0]! / 5), safe[0]! % 5];
    const [toRow, toColumn] = [Math.floor(target / 5), target % 5];
    for (let i = 0; i < Math.abs(toRow - fromRow); i += 1)
      await page.keyboard.press(toRow > fromRow ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(toColumn - fromColumn); i += 1)
      await page.keyboard.press(toColumn > fromColumn ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(700);
    await shot('gems');
    await page.reload();
    await page.locator('.overlay').waitFor({ state: 'hidden' });
    await page.waitForTimeout(400);
    await shot('resumed');
    await action.click();
    await page.waitForTimeout(900);
    await shot('win');
    // A mine: round 1 with 5 mines, straight onto one.
    await action.click();
    await page.waitForTimeout(400);
    await tile(placement(1, 5).minePositions[0]!).click();
    await page.waitForTimeout(1200);
    await shot('lost');
    // 24 mines: the one safe tile is an automatic ×24.75 cash-out.
    await page.getByRole('button', { name: '24', exact: true }).click();
    await action.click();
    await page.waitForTimeout(400);
    await tile(safeTiles(2, 24)[0]!).click();
    await page.waitForTimeout(900);
    await shot('big-win');
    await page.waitForTimeout(1500);
    await page.locator('.icon-button[aria-haspopup="dialog"]').first().click();
    await page.waitForTimeout(400);
    await shot('rules');
  },
};
