import type { CrashFrame, CrashPublicBet, CrashState } from '@lale/contracts';
import { chain, crash } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import { createServerClock } from '../src/shell/server-clock.ts';
import {
  applyFrame,
  bettingLeft,
  cashOutMinor,
  crashTone,
  isBehind,
  multiplierText,
  panelMode,
  parseTarget,
  shownMultiplier,
  viewFromState,
} from '../src/lale-aviator/model.ts';

const HASHES = chain.buildChain('a'.repeat(64), 5);
const COMMITMENT = HASHES[0]!;

function state(overrides: Partial<CrashState> = {}): CrashState {
  return {
    game: 'lale-aviator',
    now: 1_000_000,
    commitment: COMMITMENT,
    round: {
      roundId: 7,
      phase: 'betting',
      chainIndex: 3,
      commitment: COMMITMENT,
      bettingEndsAt: 1_006_000,
      startedAt: null,
      crashedAt: null,
      crashPoint: null,
      hash: null,
    },
    history: [],
    bets: [],
    mine: [],
    balance: 100,
    currency: { code: 'TRY', minorUnits: 2 },
    rules: {
      stake: { min: 1, max: 500 },
      maxWin: null,
      betsPerRound: 2,
      bettingWindowMs: 6_000,
      pauseAfterCrashMs: 3_000,
      growthPerMs: crash.GROWTH_PER_MS,
      minCashOut: 10_100,
      maxCashOut: 100_000_000,
    },
    ...overrides,
  };
}

const bet = (betId: string, stake: number): CrashPublicBet => ({
  betId,
  player: 'ay***',
  stake,
  currency: 'TRY',
  autoCashOut: null,
  cashedOut: null,
  win: null,
  status: 'open',
});

describe('the round the page shows', () => {
  it('follows a whole round from its frames: bets, take-off, a cash-out, the crash into the history', () => {
    let view = viewFromState(state());
    const frames: CrashFrame[] = [
      { at: 1, type: 'crash.bet', roundId: 7, bet: bet('b1', 10) },
      { at: 2, type: 'crash.bet', roundId: 7, bet: bet('b2', 5) },
      { at: 3, type: 'crash.bet', roundId: 7, bet: bet('b1', 10) }, // a repeat is one bet
      { at: 4, type: 'crash.takeoff', roundId: 7, startedAt: 1_006_000 },
      {
        at: 5,
        type: 'crash.cashout',
        roundId: 7,
        betId: 'b1',
        player: 'ay***',
        multiplier: 15_000,
        win: 15,
        currency: 'TRY',
        auto: false,
      },
      {
        at: 6,
        type: 'crash.crashed',
        roundId: 7,
        crashPoint: 21_300,
        crashedAt: 1_020_000,
        chainIndex: 3,
        hash: HASHES[3]!,
        nextRoundAt: 1_023_000,
      },
    ];
    for (const frame of frames) view = applyFrame(view, frame);
    expect(view.phase).toBe('crashed');
    expect(view.bets.map((b) => [b.betId, b.status, b.cashedOut, b.win])).toEqual([
      ['b1', 'won', 15_000, 15],
      ['b2', 'lost', null, null],
    ]);
    expect(view.history[0]).toEqual({
      roundId: 7,
      chainIndex: 3,
      commitment: COMMITMENT,
      crashPoint: 21_300,
      hash: HASHES[3],
      void: false,
    });
    expect(shownMultiplier(view, 9_999_999)).toBe(21_300);

    view = applyFrame(view, {
      at: 7,
      type: 'crash.round',
      roundId: 8,
      chainIndex: 4,
      commitment: COMMITMENT,
      bettingEndsAt: 1_029_000,
    });
    expect(view).toMatchObject({ roundId: 8, phase: 'betting', bets: [], crashPoint: null });
    expect(view.history).toHaveLength(1);
  });

  it('ignores a frame of another round (the page reads the state again on resync)', () => {
    const view = viewFromState(state());
    expect(applyFrame(view, { at: 1, type: 'crash.takeoff', roundId: 6, startedAt: 5 })).toBe(view);
    expect(applyFrame(view, { at: 1, type: 'crash.bet', roundId: 9, bet: bet('x', 1) })).toBe(view);
  });

  it('marks a void round’s open bets refunded and lists it with the crash point its hash gives', () => {
    let view = viewFromState(state({ bets: [bet('b1', 10)] }));
    view = applyFrame(view, { at: 1, type: 'crash.void', roundId: 7, chainIndex: 3, hash: HASHES[3]! });
    expect(view.phase).toBe('void');
    expect(view.bets[0]!.status).toBe('refunded');
    expect(view.history[0]).toMatchObject({ void: true, crashPoint: crash.roundCrashPoint(HASHES[3]!) });
  });

  it('counts the betting window down on the server’s clock', () => {
    const view = viewFromState(state());
    expect(bettingLeft(view, 1_000_000, 6_000)).toBeCloseTo(1);
    expect(bettingLeft(view, 1_003_000, 6_000)).toBeCloseTo(0.5);
    expect(bettingLeft(view, 1_007_000, 6_000)).toBe(0);
  });
});

describe('a state answer that comes late', () => {
  const flying = (roundId: number) =>
    viewFromState(state({ round: { ...state().round!, roundId, phase: 'flying', startedAt: 1_006_000 } }));
  const betting = (roundId: number) => viewFromState(state({ round: { ...state().round!, roundId } }));

  it('is behind the frames when its round is older, or the same round at an earlier phase', () => {
    expect(isBehind(betting(7), flying(9))).toBe(true);
    expect(isBehind(betting(9), flying(9))).toBe(true);
    expect(isBehind(viewFromState(state({ round: null })), flying(9))).toBe(true);
  });

  it('is taken when it is as new or newer, and always before the page has seen a round', () => {
    expect(isBehind(flying(9), flying(9))).toBe(false);
    expect(isBehind(betting(10), flying(9))).toBe(false);
    expect(isBehind(betting(7), viewFromState(state({ round: null })))).toBe(false);
  });
});

describe('the multiplier every page shows', () => {
  it('is crash.multiplierAt of the server time since take-off', () => {
    const view = viewFromState(
      state({ round: { ...state().round!, phase: 'flying', startedAt: 1_000_000 } }),
    );
    expect(shownMultiplier(view, 1_000_000)).toBe(10_000);
    expect(shownMultiplier(view, 1_011_553)).toBe(crash.multiplierAt(11_553));
    expect(shownMultiplier(view, 1_011_553)).toBe(20_000);
  });

  it('is the same on two pages whose own clocks disagree, once each read the server’s `now`', () => {
    const view = viewFromState(
      state({ round: { ...state().round!, phase: 'flying', startedAt: 1_000_000 } }),
    );
    const early = createServerClock();
    const late = createServerClock();
    // One machine's clock is 42 s behind, the other 3.5 s ahead; the server said 1 005 000 to both.
    early.sync(1_005_000, 1_005_000 - 42_000);
    late.sync(1_005_000, 1_005_000 + 3_500);
    for (const elapsed of [0, 7_300, 25_000]) {
      const onEarly = shownMultiplier(view, early.now(1_005_000 - 42_000 + elapsed));
      const onLate = shownMultiplier(view, late.now(1_005_000 + 3_500 + elapsed));
      expect(onEarly).toBe(onLate);
      expect(onEarly).toBe(crash.multiplierAt(5_000 + elapsed));
    }
  });

  it('is not late by the time a state answer spent on its way: a frame’s send time corrects it', () => {
    const clock = createServerClock();
    // The answer's `now` (1 000 000) arrived 800 ms later (local 5 800); a frame sent at 1 001 000
    // arrives at local 6 005: the server was at least at 1 001 000 then.
    clock.sync(1_000_000, 5_800);
    expect(clock.now(6_005)).toBe(1_000_205);
    clock.observe(1_001_000, 6_005);
    expect(clock.now(6_005)).toBe(1_001_000);
    // A later, slower answer does not pull it back.
    clock.sync(1_002_000, 7_900);
    expect(clock.now(7_900)).toBe(1_002_895);
  });

  it('pays what the cash-out button says: stake × multiplier, floored to the kuruş', () => {
    expect(cashOutMinor(1_000n, 19_600)).toBe(1_960n);
    expect(cashOutMinor(333n, 12_300)).toBe(409n); // 409.59 kuruş
  });
});

describe('a bet panel’s button', () => {
  const open = { status: 'open' as const, roundId: 7 };
  it.each([
    ['betting', null, false, 'bet'],
    ['flying', null, false, 'queue'],
    ['crashed', null, false, 'queue'],
    ['waiting', null, false, 'queue'],
    ['flying', null, true, 'cancel'],
    ['crashed', null, true, 'cancel'],
    ['betting', open, false, 'placed'],
    ['flying', open, false, 'cashout'],
    ['crashed', open, false, 'queue'],
    ['flying', { status: 'won' as const, roundId: 7 }, false, 'queue'],
    ['betting', { status: 'lost' as const, roundId: 6 }, false, 'bet'],
  ] as const)('in %s with bet %o (queued %s) is %s', (phase, own, queued, mode) => {
    expect(panelMode(phase, own, 7, queued)).toBe(mode);
  });
});

describe('the texts of multipliers', () => {
  it('writes them as each language does', () => {
    expect(multiplierText(24_500, 'tr')).toBe('2,45x');
    expect(multiplierText(24_500, 'en')).toBe('2.45x');
    expect(multiplierText(100_000_000, 'tr')).toBe('10.000,00x');
    expect(multiplierText(12_345_600, 'en')).toBe('1,234.56x');
  });

  it('reads a typed auto cash-out target, only one the server takes', () => {
    expect(parseTarget('2')).toBe(20_000);
    expect(parseTarget('2,5')).toBe(25_000);
    expect(parseTarget('×1.01')).toBe(10_100);
    expect(parseTarget('10000')).toBe(100_000_000);
    for (const bad of ['1', '1,005', '10001', 'abc', '', '-2']) expect(parseTarget(bad)).toBeNull();
  });

  it('colours crash points by size', () => {
    expect([10_000, 19_900, 20_000, 99_900, 100_000, 1_000_000].map(crashTone)).toEqual([
      'low',
      'low',
      'mid',
      'mid',
      'high',
      'moon',
    ]);
  });
});
