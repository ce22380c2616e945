import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OddsPolicy, type OddsPolicyValue } from '../../src/modules/sports/index.ts';
import { isDomainError } from '../../src/platform/domain-errors.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import {
  alive,
  cashOf,
  createBook,
  fixture,
  marketId,
  playerWithCash,
  prices,
  TRY,
  type Book,
} from './support.ts';

/*
 * Issue #13, second "Done when": 50 simultaneous bets on one live outcome while its odds change twice
 * and a bet stop arrives. Each bet is accepted at odds its policy allowed or refused with a clear
 * outcome; none is accepted once the market is suspended; the money matches the accepted bets exactly.
 */

const EVENT = 'sr:match:3001';
const STAKE = 1_000n;
const POLICIES: OddsPolicyValue[] = [OddsPolicy.None, OddsPolicy.Higher, OddsPolicy.Any];
/** The prices the outcome had during the race; an accepted bet was accepted at one of them. */
const PRICES = ['2.00', '2.10', '1.90'];

let book: Book;
let market: number;

/** Yields to the event loop `n` times, so the bets and the feed interleave. */
const yieldTimes = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

beforeAll(async () => {
  book = await createBook();
  for (const message of [alive(3, 0), alive(1, 0), fixture(EVENT, 'Fenerbahçe', 'Galatasaray')])
    await book.feed.apply(message);
  await book.feed.apply(prices('live-0', EVENT, 10, { home: 2.0 }, true));
  market = await marketId(book, EVENT, '1x2');
  // The live delay: the bet waits while the feed goes on (its own turn of the event loop).
  book.onDelay.run = () => yieldTimes(3);
});
afterAll(() => book.close());

describe('50 simultaneous bets on one live outcome', () => {
  it('accepts each at odds its policy allows or refuses it clearly, never on a suspended market', async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => playerWithCash(book, 10_000n)));
    const bets = players.map(async (player, i) => {
      await yieldTimes(i % 10);
      const policy = POLICIES[i % 3]!;
      try {
        const bet = await book.bets.place(player, {
          requestId: randomUUID(),
          kind: 'single',
          stakeMinor: STAKE,
          oddsPolicy: policy,
          selections: [{ marketId: market, outcomeId: '1', odds: '2.00' }],
        });
        return { player, policy, odds: bet.legs[0]!.odds };
      } catch (err) {
        if (isDomainError(err, 'SportsOddsChanged') || isDomainError(err, 'SportsSelectionUnavailable'))
          return { player, policy, refused: err.outcome.code };
        throw err;
      }
    });
    const feed = (async () => {
      await yieldTimes(2);
      await book.feed.apply(prices('live-1', EVENT, 20, { home: 2.1 }, true));
      await yieldTimes(2);
      await book.feed.apply(prices('live-2', EVENT, 30, { home: 1.9 }, true));
      await yieldTimes(2);
      await book.feed.apply({
        type: 'bet_stop',
        id: 'stop',
        producer: 1,
        timestamp: Date.now(),
        event: EVENT,
      });
    })();
    const results = await Promise.all([...bets, feed.then(() => undefined)]);
    const answers = results.filter((r) => r !== undefined);

    expect(answers).toHaveLength(50);
    let accepted = 0;
    for (const answer of answers) {
      if ('refused' in answer) {
        expect(await cashOf(book, answer.player.playerId)).toBe(10_000n);
        continue;
      }
      accepted += 1;
      expect(PRICES).toContain(answer.odds);
      if (answer.policy === OddsPolicy.None) expect(answer.odds).toBe('2.00');
      if (answer.policy === OddsPolicy.Higher) expect(Number(answer.odds)).toBeGreaterThanOrEqual(2);
      expect(await cashOf(book, answer.player.playerId)).toBe(10_000n - STAKE);
    }
    expect(await book.wallet.systemAccountBalance('sports_stakes', TRY)).toBe(BigInt(accepted) * STAKE);
    expect((await ledgerInvariants(book.database.db)).ok).toBe(true);

    // The market is suspended now: whatever the policy, a bet is refused with the leg named.
    const late = await playerWithCash(book, 10_000n);
    await expect(
      book.bets.place(late, {
        requestId: randomUUID(),
        kind: 'single',
        stakeMinor: STAKE,
        oddsPolicy: OddsPolicy.Any,
        selections: [{ marketId: market, outcomeId: '1', odds: '1.90' }],
      }),
    ).rejects.toMatchObject({ outcome: { code: 'SportsSelectionUnavailable', legs: [1] } });
  });
});
