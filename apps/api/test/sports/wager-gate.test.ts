import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerRestrictions, sessions } from '../../src/db/schema.ts';
import { OddsPolicy } from '../../src/modules/sports/index.ts';
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
 * Our own book's placement asks the wager gate inside its transaction (issue #23). The site's guard
 * already refuses a dead session before a slip is read, so the attack is the gap after it: a live bet
 * waits the live delay, and the player logs out (or is blocked) meanwhile. The bet must not be taken.
 */

const EVENT = 'sr:match:3101';
let book: Book;
let market: number;

beforeAll(async () => {
  book = await createBook();
  for (const message of [alive(3, 0), alive(1, 0), fixture(EVENT, 'Konyaspor', 'Rizespor')])
    await book.feed.apply(message);
  await book.feed.apply(prices('live-0', EVENT, 10, { home: 2.0 }, true));
  market = await marketId(book, EVENT, '1x2');
});
afterAll(() => book.close());

const slip = () => ({
  requestId: randomUUID(),
  kind: 'single' as const,
  stakeMinor: 1_000n,
  oddsPolicy: OddsPolicy.Any,
  selections: [{ marketId: market, outcomeId: '1', odds: '2.00' }],
});

describe('a live bet whose player leaves during the live delay', () => {
  it('logged out meanwhile: refused (session ended), no stake taken', async () => {
    const player = await playerWithCash(book, 10_000n);
    book.onDelay.run = async () => {
      await book.database.db
        .update(sessions)
        .set({ endedAt: new Date(), endReason: 'logout' })
        .where(eq(sessions.id, player.sessionId));
    };
    const stakesBefore = await book.wallet.systemAccountBalance('sports_stakes', TRY);
    await expect(book.bets.place(player, slip())).rejects.toMatchObject({
      outcome: { code: 'WagerRefused', reason: 'session_ended' },
    });
    expect(await cashOf(book, player.playerId)).toBe(10_000n);
    expect(await book.wallet.systemAccountBalance('sports_stakes', TRY)).toBe(stakesBefore);
    expect((await ledgerInvariants(book.database.db)).ok).toBe(true);
  });

  it('self-excluded meanwhile: refused (account), no stake taken; an active player is still served', async () => {
    const player = await playerWithCash(book, 10_000n);
    book.onDelay.run = async () => {
      await book.database.db.insert(playerRestrictions).values({
        playerId: player.playerId,
        kind: 'self_exclusion',
        startsAt: new Date(0),
        endsAt: null,
        reason: 'in the live delay',
        createdAt: new Date(0),
      });
    };
    await expect(book.bets.place(player, slip())).rejects.toMatchObject({
      outcome: { code: 'WagerRefused', reason: 'account_self_excluded' },
    });
    expect(await cashOf(book, player.playerId)).toBe(10_000n);

    book.onDelay.run = async () => {};
    const other = await playerWithCash(book, 10_000n);
    await book.bets.place(other, slip());
    expect(await cashOf(book, other.playerId)).toBe(9_000n);
    expect((await ledgerInvariants(book.database.db)).ok).toBe(true);
  });
});
