/// <reference types="node" />
// Node's HMAC is the independent reference for the traced draw; src stays browser-safe.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The API's own game definitions: what it stores is what the page must recompute.
import { originalsByCode } from '../../../apps/api/src/modules/originals/games/registry.ts';
import { buildChain } from '../src/chain/index.ts';
import { fairRng, sha256Hex, type SeedPair } from '../src/fair.ts';
import { playRound, slotTheme } from '../src/slots/index.ts';
import {
  chainRoundRng,
  describeOutcome,
  recomputeBingoCards,
  recomputeDraw,
  recomputeRound,
  sameOutcome,
  traceDraw,
  verifyChainRound,
  VERIFIABLE_GAMES,
} from '../src/verify.ts';

const seeds = (nonce: number): SeedPair => ({
  serverSeed: 'c0ffee'.padEnd(64, '7'),
  clientSeed: 'lale-player_1',
  nonce,
});
/** What the API writes and reads back: a jsonb column (bigints as strings, keys in any order). */
const asStored = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

/** The outcome the API's registry draws for a round, as it stores it. */
function apiOutcome(code: string, pair: SeedPair, choices: unknown, stakeMinor: bigint): unknown {
  const game = originalsByCode.get(code)!;
  return asStored(game.draw(fairRng(pair), game.choices.parse(choices), stakeMinor).outcome);
}

const apiCases: { code: string; choices: unknown; stakeMinor: bigint }[] = [
  { code: 'lale-dice', choices: { target: 5000, direction: 'over' }, stakeMinor: 250n },
  { code: 'lale-dice', choices: { target: 120, direction: 'under' }, stakeMinor: 100n },
  { code: 'lale-mines', choices: { mines: 3 }, stakeMinor: 1_000n },
  { code: 'lale-mines', choices: { mines: 24 }, stakeMinor: 1_000n },
  { code: 'lale-plinko', choices: { rows: 16, risk: 'high' }, stakeMinor: 500n },
  { code: 'lale-plinko', choices: { rows: 8, risk: 'low' }, stakeMinor: 500n },
  {
    code: 'lale-roulette',
    choices: {
      bets: [
        { kind: 'red', amountMinor: 500 },
        { kind: 'straight', numbers: [17], amountMinor: 100 },
        { kind: 'dozen', index: 2, amountMinor: 200 },
        { kind: 'corner', numbers: [1, 2, 4, 5], amountMinor: 100 },
      ],
    },
    stakeMinor: 900n,
  },
];

describe('recomputing a round from its revealed seeds', () => {
  it('gives exactly the outcome the API stores, for every game of its registry, over many nonces', () => {
    for (const { code, choices, stakeMinor } of apiCases) {
      for (let nonce = 0; nonce < 25; nonce += 1) {
        const stored = apiOutcome(code, seeds(nonce), choices, stakeMinor);
        const again = recomputeRound(code, seeds(nonce), choices);
        expect(again.status).toBe('ok');
        if (again.status !== 'ok') continue;
        expect(asStored(again.outcome)).toEqual(stored);
        expect(sameOutcome(code, again.outcome, stored)).toBe(true);
      }
    }
    // Every game the API plays through the protocol is verifiable here.
    expect([...originalsByCode.keys()].filter((code) => !(code in VERIFIABLE_GAMES))).toEqual([]);
  });

  it('tells a changed outcome from the true one, whatever the order of the stored keys', () => {
    const choices = { target: 5000, direction: 'over' };
    const stored = apiOutcome('lale-dice', seeds(3), choices, 100n) as { roll: number };
    const again = recomputeRound('lale-dice', seeds(3), choices);
    if (again.status !== 'ok') throw new Error('not recomputed');
    const reordered = Object.fromEntries(Object.entries(stored).reverse());
    expect(sameOutcome('lale-dice', again.outcome, reordered)).toBe(true);
    expect(sameOutcome('lale-dice', again.outcome, { ...stored, roll: (stored.roll + 1) % 10_000 })).toBe(
      false,
    );
    // Another nonce or another client seed is another round.
    const next = recomputeRound('lale-dice', seeds(4), choices);
    if (next.status !== 'ok') throw new Error('not recomputed');
    expect(sameOutcome('lale-dice', next.outcome, stored)).toBe(false);
  });

  it('compares mines by their placement only: the reveals and the result are the player’s', () => {
    const game = originalsByCode.get('lale-mines')!;
    const start = game.draw(fairRng(seeds(9)), { mines: 5 }, 1_000n).outcome as { minePositions: number[] };
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter(
      (tile) => !start.minePositions.includes(tile),
    );
    let round = game.steps!.apply(start, { tile: safe[0] }, 1_000n);
    if (round === 'invalid') throw new Error('refused');
    round = game.steps!.apply(round.outcome, { tile: start.minePositions[2] }, 1_000n);
    if (round === 'invalid') throw new Error('refused');
    const finished = asStored(round.outcome);
    expect(finished).toMatchObject({ status: 'lost', revealed: [safe[0]] });
    const again = recomputeRound('lale-mines', seeds(9), { mines: 5 });
    if (again.status !== 'ok') throw new Error('not recomputed');
    expect(sameOutcome('lale-mines', again.outcome, finished)).toBe(true);
    expect(
      sameOutcome('lale-mines', again.outcome, { ...(finished as object), minePositions: [0, 1, 2, 3, 4] }),
    ).toBe(false);
  });

  it('recomputes slot rounds, a paid spin and a bonus buy, from the bet or from the stake', () => {
    for (const code of ['lale-bahcesi', 'neon-meyveler', 'sultanin-hazinesi']) {
      const theme = slotTheme(code)!;
      for (let nonce = 0; nonce < 4; nonce += 1) {
        const paid = asStored(playRound(theme, fairRng(seeds(nonce)), 200n));
        const bought = asStored(playRound(theme, fairRng(seeds(nonce)), 500n, { buyBonus: true }));
        expect(recomputeRound(code, seeds(nonce), { bet: 200, buyBonus: false })).toEqual({
          status: 'ok',
          outcome: paid,
        });
        expect(recomputeRound(code, seeds(nonce), { buyBonus: false }, { stakeMinor: 200n })).toEqual({
          status: 'ok',
          outcome: paid,
        });
        const price = BigInt(theme.bonusBuyPriceStakes);
        expect(recomputeRound(code, seeds(nonce), { buyBonus: true }, { stakeMinor: 500n * price })).toEqual({
          status: 'ok',
          outcome: bought,
        });
      }
    }
  });

  it('says clearly when a round cannot be recomputed here', () => {
    expect(recomputeRound('lale-crash', seeds(0), {})).toEqual({
      status: 'unknown-game',
      gameCode: 'lale-crash',
    });
    expect(recomputeRound('lale-dice', seeds(0), { target: 9_999, direction: 'under' })).toMatchObject({
      status: 'invalid-choices',
    });
    expect(recomputeRound('lale-mines', seeds(0), { mines: 'three' })).toMatchObject({
      status: 'invalid-choices',
    });
    expect(
      recomputeRound('lale-roulette', seeds(0), {
        bets: [{ kind: 'split', numbers: [1, 5], amountMinor: 100 }],
      }),
    ).toMatchObject({ status: 'invalid-choices' });
    expect(recomputeRound('lale-bahcesi', seeds(0), { buyBonus: false })).toMatchObject({
      status: 'invalid-choices',
    });
    expect(describeOutcome('lale-crash', {}, 'en')).toBe('This game cannot be verified here.');
  });
});

describe('describing an outcome', () => {
  it('writes each game’s result in a short sentence, in Turkish and English', () => {
    const dice = { roll: 7312, win: true, multiplier: 19800, paidMultiplier: 19800 };
    const bet = { target: 5000, direction: 'over' };
    expect(describeOutcome('lale-dice', dice, 'en', bet)).toBe('Roll 73.12 — over 50.00: win ×1.98');
    expect(describeOutcome('lale-dice', dice, 'tr', bet)).toBe('Zar 73,12 — 50,00 üstü: kazanç ×1,98');
    expect(
      describeOutcome('lale-dice', { ...dice, roll: 905, win: false, paidMultiplier: 0 }, 'en', bet),
    ).toBe('Roll 9.05 — over 50.00: no win');
    expect(describeOutcome('lale-dice', { ...dice, multiplier: 19803, paidMultiplier: 19803 }, 'en')).toBe(
      'Roll 73.12: win ×1.9803',
    );
    expect(describeOutcome('lale-mines', { mines: 3, minePositions: [19, 3, 7] }, 'en')).toBe(
      'Mines at 3, 7, 19',
    );
    expect(describeOutcome('lale-mines', { mines: 3, minePositions: [19, 3, 7] }, 'tr')).toBe(
      'Mayınlar 3, 7, 19',
    );
    const drop = { path: [1, 0, 1, 1, 0, 0, 1, 1], slot: 5, multiplier: 14000 };
    expect(describeOutcome('lale-plinko', drop, 'en')).toBe('Slot 5, ball path R L R R L L R R: ×1.40');
    expect(describeOutcome('lale-plinko', drop, 'tr')).toBe(
      'Kutu 5, top yolu sağ sol sağ sağ sol sol sağ sağ: ×1,40',
    );
    expect(describeOutcome('lale-roulette', { number: 17, colour: 'black', wins: ['0'] }, 'en')).toBe(
      'Number 17 black',
    );
    expect(describeOutcome('lale-roulette', { number: 0, colour: 'green', wins: [] }, 'tr')).toBe(
      'Sayı 0 yeşil',
    );
    expect(describeOutcome('lale-dice', { roll: 'x' }, 'en')).toBe('The outcome could not be read.');
  });

  it('describes a slot round by its stops, free spins and pay in bets', () => {
    const spin = { stops: [12, 40, 3, 7, 22] };
    const round = { stakeMinor: '200', baseSpin: spin, freeSpins: [spin, spin], totalWinMinor: '900' };
    expect(describeOutcome('lale-bahcesi', round, 'en')).toBe(
      'Stops 12 40 3 7 22 · 2 free spins · pays ×4.50',
    );
    expect(describeOutcome('lale-bahcesi', { ...round, baseSpin: null, totalWinMinor: '0' }, 'tr')).toBe(
      'Bonus satın alma · 2 bedava dönüş · kazanç yok',
    );
  });
});

describe('the worked example and the shared rounds', () => {
  it('traces a draw word by word as the documented HMAC stream, skipping words above the limit', () => {
    const pair = seeds(11);
    const trace = traceDraw(pair, 10_000);
    const block = createHmac('sha256', pair.serverSeed).update(`${pair.clientSeed}:11:0`).digest();
    expect(trace.blocks[0]).toBe(block.toString('hex'));
    expect(trace.words[0]).toMatchObject({
      block: 0,
      offset: 0,
      message: 'lale-player_1:11:0',
      word: block.readUInt32BE(0),
    });
    expect(trace.limit).toBe(4_294_960_000);
    expect(trace.value).toBe(fairRng(pair).int(10_000));
    // n = 3·2³⁰ skips every word ≥ 0xC0000000: a trace that crosses into block 1 shows them all.
    const long = Array.from({ length: 200 }, (_, nonce) => traceDraw(seeds(nonce), 3 * 2 ** 30)).find(
      (t) => t.words.length > 1,
    )!;
    expect(long.words.slice(0, -1).every((w) => !w.accepted && w.word >= 3 * 2 ** 30)).toBe(true);
    expect(long.words.at(-1)!.accepted).toBe(true);
  });

  it('checks a chain round against its commitment and draws it from the link', () => {
    const chain = buildChain('ab'.repeat(32), 5);
    expect(verifyChainRound(chain[3]!, 3, chain[0]!)).toBe(true);
    expect(verifyChainRound(chain[3]!, 2, chain[0]!)).toBe(false);
    expect(sha256Hex(chain[1]!)).toBe(chain[0]);
    const rng = chainRoundRng(chain[2]!, 'lale-originals:crash');
    expect(rng.int(1000)).toBe(
      fairRng({ serverSeed: chain[2]!, clientSeed: 'lale-originals:crash', nonce: 0 }).int(1000),
    );
  });

  it("recomputes a keno or bingo draw from its link, and a bingo purchase's cards from the pair", () => {
    const chain = buildChain('cd'.repeat(32), 3);
    const kenoBalls = recomputeDraw('keno', chain[2]!);
    expect(kenoBalls).toHaveLength(20);
    expect(new Set(kenoBalls).size).toBe(20);
    expect(kenoBalls.every((ball) => ball >= 1 && ball <= 80)).toBe(true);
    const calls = recomputeDraw('bingo', chain[2]!);
    expect(calls).toHaveLength(60);
    expect(new Set(calls).size).toBe(60);
    expect(calls.every((ball) => ball >= 1 && ball <= 90)).toBe(true);
    // The same link gives other balls to each game: each has its own salt.
    expect(calls.slice(0, 20)).not.toEqual(kenoBalls);
    const cards = recomputeBingoCards(seeds(4), 3);
    expect(cards).toHaveLength(3);
    expect(recomputeBingoCards(seeds(4), 3)).toEqual(cards);
    expect(recomputeBingoCards(seeds(5), 3)).not.toEqual(cards);
  });
});
