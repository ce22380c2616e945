import type { BingoBuyResult } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBonuses } from '../../src/db/schema.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { drawCall, drawsApp, launch, newPlayer, type DrawsApp } from './draws-support.ts';

/*
 * Issue 23, item 5: a Lale Tombala purchase that fails part-way refunds the cards already paid, and
 * their wagering goes with them. Six cards of ₺5 on a bonus balance of ₺30 pass the purchase's check;
 * a stake the player lands elsewhere meanwhile (another tab, after the third card) leaves too little for
 * the fifth: it is refused, the four taken are refunded — the wagering is back where it was. The
 * interleaving is placed deterministically by wrapping the game wallet's `bet` (same instance the
 * draws use), not left to timing.
 */

let database: TestDatabase;
let t: DrawsApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await drawsApp(database);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('a bingo purchase that fails part-way', () => {
  it('refunds the cards taken and takes back the wagering they added', async () => {
    const player = await newPlayer(t);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/bonus/definetrialbonus',
          headers: bearer(player.token),
        })
      ).status,
    ).toBe(200);
    // Earlier losses left ₺30 of the ₺50 trial (planted as one lost stake to the house).
    const lost = await createWalletService(t.database.db).transfer({
      idempotencyKey: `test-loss:${player.playerId}`,
      from: { type: 'player', playerId: player.playerId, kind: 'bonus', currencyId: 1 },
      to: { type: 'system', kind: 'house_casino', currencyId: 1 },
      amountMinor: 2_000n,
      kind: 'bet',
    });
    expect(lost.status).toBe('applied');
    const [bonus] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, player.playerId));

    const session = await launch(t, player.token, 'lale-tombala');
    const games = t.modules.gameWallet.games;
    const bet = games.bet;
    let stakes = 0;
    games.bet = async (walletCall) => {
      stakes += 1;
      // The other tab's ₺10 stake lands after the third card: ₺5 left, for the fourth only.
      if (stakes === 4) {
        const spent = await createWalletService(t.database.db).transfer({
          idempotencyKey: `test-other-tab:${player.playerId}`,
          from: { type: 'player', playerId: player.playerId, kind: 'bonus', currencyId: 1 },
          to: { type: 'system', kind: 'house_casino', currencyId: 1 },
          amountMinor: 1_000n,
          kind: 'bet',
        });
        expect(spent.status).toBe('applied');
      }
      return bet(walletCall);
    };
    let bought;
    try {
      bought = await drawCall<BingoBuyResult>(t, 'bingo', 'buy', { session, room: 'lale-5', cards: 6 });
    } finally {
      games.bet = bet;
    }
    expect(bought.status).toBe(409);
    expect(stakes).toBe(5);

    // ₺30 − the other tab's ₺10: the four cards' ₺20 came back.
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 2_000n,
    });
    const [after] = await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonus!.id));
    expect(after!.wageringDoneMinor).toBe(bonus!.wageringDoneMinor);
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });
});
