import { chain, crash } from '@lale/originals';
import { ok, refused, type Scenario } from './types.ts';

/*
 * Lale Aviator's looks: bets being taken (countdown), a bet placed, the flight with the cash-out button
 * and others' cash-outs, the player's cash-out, the crash ("flew away"), and a round verified against
 * the chain's commitment. Rounds come from a real hash chain, so the verification really checks.
 */

const CHAIN = chain.buildChain('7d1e3a9c0b5f42e8a6c1d7f3b9e2a4c6d8f0a1b3c5e7092f4d6b8a0c2e4f6a8b', 40);
const COMMITMENT = CHAIN[0]!;
const FIRST_ROUND = 48_210;
const PLAYED = 24;

const history = Array.from({ length: 20 }, (_, i) => {
  const k = PLAYED - i;
  return {
    roundId: FIRST_ROUND + k,
    chainIndex: k,
    commitment: COMMITMENT,
    crashPoint: crash.roundCrashPoint(CHAIN[k]!),
    hash: CHAIN[k]!,
    void: false,
  };
});
const ROUND = FIRST_ROUND + PLAYED + 1;
const NAMES = [
  'ay***',
  'me***',
  'ke***',
  'bu***',
  'ca***',
  'em***',
  'se***',
  'ha***',
  'ze***',
  'ol***',
  'de***',
];
const STAKES = [250, 100, 75, 50, 40, 25, 20, 20, 10, 5, 2];
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const others = NAMES.map((player, i) => ({
  betId: uuid(i + 1),
  player,
  stake: STAKES[i]!,
  currency: 'TRY',
  autoCashOut: null,
  cashedOut: null,
  win: null,
  status: 'open' as const,
}));

/** Shared by the stub and the steps: when the stubbed round took off (epoch ms). */
let startedAt = 0;
let bettingEndsAt = 0;

export const scenario: Scenario = {
  stub() {
    let balance = 123_456n;
    const mine: Record<string, unknown>[] = [];
    return (call, body) => {
      if (call === 'state') {
        bettingEndsAt = Date.now() + 5_600;
        return ok({
          game: 'lale-aviator',
          now: Date.now(),
          commitment: COMMITMENT,
          round: {
            roundId: ROUND,
            phase: 'betting',
            chainIndex: PLAYED + 1,
            commitment: COMMITMENT,
            bettingEndsAt,
            startedAt: null,
            crashedAt: null,
            crashPoint: null,
            hash: null,
          },
          history,
          bets: others.slice(0, 7),
          mine,
          balance: Number(balance) / 100,
          currency: { code: 'TRY', minorUnits: 2 },
          rules: {
            stake: { min: 1, max: 500 },
            maxWin: null,
            betsPerRound: 2,
            bettingWindowMs: crash.BETTING_WINDOW_MS,
            pauseAfterCrashMs: crash.PAUSE_AFTER_CRASH_MS,
            growthPerMs: crash.GROWTH_PER_MS,
            minCashOut: crash.MIN_CASHOUT_MULTIPLIER,
            maxCashOut: crash.MAX_CASHOUT_MULTIPLIER,
          },
        });
      }
      if (call === 'bet') {
        const stakeMinor = BigInt(Math.round(Number(body.stake) * 100));
        if (stakeMinor > balance) return refused(409, 'Bakiyeniz bu bahis için yetersiz.');
        balance -= stakeMinor;
        const bet = {
          betId: uuid(900 + mine.length),
          roundId: ROUND,
          panel: mine.length + 1,
          stake: Number(stakeMinor) / 100,
          currency: 'TRY',
          autoCashOut: (body.autoCashOut as number | undefined) ?? null,
          cashedOut: null,
          win: null,
          status: 'open',
        };
        mine.push(bet);
        return ok({ bet, balance: Number(balance) / 100 });
      }
      if (call === 'cashout') {
        const bet = mine.find((candidate) => candidate.betId === body.betId);
        if (!bet) return refused(404, 'Bahis bulunamadı.');
        const multiplier = crash.multiplierAt(Date.now() - startedAt);
        const win = crash.winMinor(BigInt(Math.round(Number(bet.stake) * 100)), multiplier);
        balance += win;
        Object.assign(bet, { status: 'won', cashedOut: multiplier, win: Number(win) / 100 });
        return ok({ bet, balance: Number(balance) / 100 });
      }
      return refused(404, 'Not found');
    };
  },
  async play(page, shot, { hub }) {
    const at = () => Date.now();
    await page.waitForTimeout(400);
    // Panel 2: auto cash-out at ×2.50.
    await page.locator('#auto-2').check({ force: true });
    await page.locator('#target-2').fill('2,5');
    await page.locator('#stake-1').fill('25');
    await page.locator('#stake-1').blur();
    await shot('betting');
    for (const bet of others.slice(7)) hub.send({ at: at(), type: 'crash.bet', roundId: ROUND, bet });
    await page.locator('[data-panel="1"] .crash-action').click();
    await page.waitForTimeout(300);
    await shot('placed');
    // Take-off 10.5 s ago (×1.87 now), a few players already out.
    startedAt = at() - 10_500;
    hub.send({ at: at(), type: 'crash.takeoff', roundId: ROUND, startedAt });
    for (const [i, multiplier] of [
      [2, 12_500],
      [5, 15_000],
      [8, 17_200],
    ] as const) {
      const bet = others[i]!;
      hub.send({
        at: at(),
        type: 'crash.cashout',
        roundId: ROUND,
        betId: bet.betId,
        player: bet.player,
        multiplier,
        win: Number(crash.winMinor(BigInt(bet.stake * 100), multiplier)) / 100,
        currency: 'TRY',
        auto: i === 5,
      });
    }
    await page.waitForTimeout(500);
    await shot('flying');
    await page.locator('[data-panel="1"] .crash-action').click();
    await page.waitForTimeout(700);
    await shot('cashed-out');
    const crashPoint = crash.multiplierAt(at() - startedAt + 600);
    await page.waitForTimeout(600);
    hub.send({
      at: at(),
      type: 'crash.crashed',
      roundId: ROUND,
      crashPoint,
      crashedAt: at(),
      chainIndex: PLAYED + 1,
      hash: CHAIN[PLAYED + 1]!,
      nextRoundAt: at() + 3_000,
    });
    await page.waitForTimeout(500);
    await shot('crashed');
    await page.locator('.round-chip').nth(3).click();
    await page.locator('.verify__run').click();
    await page.waitForTimeout(600);
    await shot('verify');
  },
};
