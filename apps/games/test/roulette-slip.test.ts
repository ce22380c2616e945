import { roulette } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import type { Spot } from '../src/lale-roulette/layout.ts';
import { chipLabel, chipMinor, chipToneOf } from '../src/lale-roulette/chips.ts';
import { BetSlip, slipLimits, toDecimalAmount } from '../src/lale-roulette/slip.ts';

const RED: Spot = { kind: 'red' };
const SEVENTEEN: Spot = { kind: 'straight', numbers: [17] };
const SPLIT: Spot = { kind: 'split', numbers: [17, 20] };
const DOZEN: Spot = { kind: 'dozen', index: 2 };

const fresh = () => new BetSlip(slipLimits(null));

describe('the roulette bet slip', () => {
  it('adds chips to a bet and keeps the bets in the order they were first placed', () => {
    const slip = fresh();
    expect(slip.place(RED, 500n, null)).toEqual({ ok: true });
    expect(slip.place(SEVENTEEN, 100n, null)).toEqual({ ok: true });
    expect(slip.place(RED, 1_000n, null)).toEqual({ ok: true });
    expect(slip.place(DOZEN, 200n, null)).toEqual({ ok: true });
    expect(slip.totalMinor).toBe(1_800n);
    expect(slip.amountOf('red')).toBe(1_500n);
    // What the play call carries: the API test's shape, amounts in minor units.
    expect(slip.toChoices()).toEqual({
      bets: [
        { kind: 'red', amountMinor: 1_500 },
        { kind: 'straight', numbers: [17], amountMinor: 100 },
        { kind: 'dozen', index: 2, amountMinor: 200 },
      ],
    });
    // The server's own check takes it.
    expect(() =>
      roulette.validateSlip(
        slip.toChoices().bets.map(({ amountMinor, ...bet }) => ({
          ...bet,
          stakeMinor: BigInt(amountMinor),
        })) as roulette.RouletteBet[],
      ),
    ).not.toThrow();
  });

  it('refuses a chip over a bet’s limit, the slip’s limit, the balance or the bet count', () => {
    const slip = fresh();
    expect(slip.place(SEVENTEEN, 450_000n, null)).toEqual({ ok: true });
    expect(slip.place(SEVENTEEN, 50_100n, null)).toEqual({ ok: false, reason: 'betMax' });
    expect(slip.place(RED, 50_100n, null)).toEqual({ ok: false, reason: 'slipMax' });
    expect(slip.place(RED, 50_000n, null)).toEqual({ ok: true });
    expect(slip.totalMinor).toBe(roulette.MAX_SLIP_MINOR);

    const poor = fresh();
    expect(poor.place(RED, 2_500n, 3_000n)).toEqual({ ok: true });
    expect(poor.place(RED, 1_000n, 3_000n)).toEqual({ ok: false, reason: 'balance' });
    expect(poor.totalMinor).toBe(2_500n);

    const operatorCapped = new BetSlip(slipLimits(10_000n));
    expect(operatorCapped.place(RED, 10_000n, null)).toEqual({ ok: true });
    expect(operatorCapped.place(RED, 100n, null)).toEqual({ ok: false, reason: 'slipMax' });

    const many = fresh();
    for (let n = 0; n <= 36; n += 1) many.place({ kind: 'straight', numbers: [n] }, 100n, null);
    for (const kind of ['split', 'street'] as const) {
      for (const group of roulette.INSIDE_GROUPS[kind]) many.place({ kind, numbers: [...group] }, 100n, null);
    }
    expect(many.size).toBe(roulette.MAX_BETS_PER_SLIP);
    expect(many.place(RED, 100n, null)).toEqual({ ok: false, reason: 'maxBets' });
    // An existing bet still grows.
    expect(many.place(SEVENTEEN, 100n, null)).toEqual({ ok: true });
  });

  it('doubles every bet or none, and undoes each change in turn', () => {
    const slip = fresh();
    slip.place(RED, 500n, null);
    slip.place(SPLIT, 100n, null);
    expect(slip.double(null)).toEqual({ ok: true });
    expect(slip.list().map((bet) => bet.amountMinor)).toEqual([1_000n, 200n]);
    expect(slip.double(2_000n)).toEqual({ ok: false, reason: 'balance' });
    expect(slip.totalMinor).toBe(1_200n);
    expect(slip.clear()).toEqual({ ok: true });
    expect(slip.size).toBe(0);
    expect(slip.undo()).toBe(true);
    expect(slip.totalMinor).toBe(1_200n);
    expect(slip.undo()).toBe(true);
    expect(slip.totalMinor).toBe(600n);
    expect(slip.undo()).toBe(true);
    expect(slip.list().map((bet) => bet.key)).toEqual(['red']);
    expect(slip.undo()).toBe(true);
    expect(slip.undo()).toBe(false);
    expect(slip.clear()).toEqual({ ok: false, reason: 'empty' });
    expect(slip.double(null)).toEqual({ ok: false, reason: 'empty' });

    const big = fresh();
    big.place(SEVENTEEN, 300_000n, null);
    expect(big.double(null)).toEqual({ ok: false, reason: 'betMax' });
  });

  it('bets the last spin’s slip again after the table was cleared', () => {
    const slip = fresh();
    expect(slip.canRebet).toBe(false);
    expect(slip.rebet(null)).toEqual({ ok: false, reason: 'empty' });
    slip.place(RED, 500n, null);
    slip.place(SEVENTEEN, 100n, null);
    slip.markSpun();
    expect(slip.canRebet).toBe(false);
    slip.clear();
    expect(slip.canRebet).toBe(true);
    expect(slip.rebet(500n)).toEqual({ ok: false, reason: 'balance' });
    expect(slip.rebet(null)).toEqual({ ok: true });
    expect(slip.toChoices().bets).toEqual([
      { kind: 'red', amountMinor: 500 },
      { kind: 'straight', numbers: [17], amountMinor: 100 },
    ]);
    expect(slip.canRebet).toBe(false);
    slip.undo();
    expect(slip.size).toBe(0);
  });

  it('sends the stake as the API’s decimal amount', () => {
    expect(toDecimalAmount(1_800n, 2)).toBe(18);
    expect(toDecimalAmount(1_250n, 2)).toBe(12.5);
    expect(toDecimalAmount(5n, 2)).toBe(0.05);
    expect(toDecimalAmount(42n, 0)).toBe(42);
  });
});

describe('the roulette chips', () => {
  it('knows each chip’s value in minor units and the colour a pile shows', () => {
    expect(chipMinor(25, 2)).toBe(2_500n);
    expect(chipToneOf(100n, 2)).toBe(1);
    expect(chipToneOf(2_400n, 2)).toBe(10);
    expect(chipToneOf(2_500n, 2)).toBe(25);
    expect(chipToneOf(75_000n, 2)).toBe(500);
  });

  it('writes a pile short enough for a chip', () => {
    expect(chipLabel(2_500n, 2, 'tr')).toBe('25');
    expect(chipLabel(99_900n, 2, 'tr')).toBe('999');
    expect(chipLabel(100_000n, 2, 'tr')).toBe('1K');
    expect(chipLabel(150_000n, 2, 'tr')).toBe('1,5K');
    expect(chipLabel(150_000n, 2, 'en')).toBe('1.5K');
    expect(chipLabel(500_000n, 2, 'en')).toBe('5K');
    expect(chipLabel(250n, 2, 'tr')).toBe('2,5');
  });
});
