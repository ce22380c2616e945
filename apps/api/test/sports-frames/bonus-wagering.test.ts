import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerBonuses, sportsFrameTokens } from '../../src/db/schema.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectLedgerSound } from '../payments/support.ts';
import { cashOf, credit, frameCall, framedPlayer, frameToken } from './support.ts';

/*
 * Issue 23, item 5, on a sportsbook frame's old protocol (bets opened on it before issue #29; Betsy's
 * and BetConstruct's settlements count the same way, betsy/settlement.ts, betco/results.ts): a frame bet counts towards the bonus running at its
 * debit when it SETTLES — nothing at the debit, nothing for a rollback, nothing for a refund or a
 * cash-out below the bonus's minimum odds; a lost bet (its whole stake risked) counts. The sign-up trial
 * (₺50, ×10, sports 100 %) is the running bonus.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: testClock('2026-11-24T10:00:00Z') });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

async function playerWithTrial() {
  const player = await framedPlayer(t, 10_000n);
  const claimed = await call(t.app, {
    method: 'GET',
    url: '/api/bonus/definetrialbonus',
    headers: bearer(player.auth.token),
  });
  expect(claimed.status).toBe(200);
  const [bonus] = await t.database.db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.playerId, player.playerId));
  return { ...player, token: frameToken(player.auth, 'betco'), bonusId: bonus!.id };
}

const wageringDone = async (bonusId: number) =>
  (await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)))[0]!
    .wageringDoneMinor;

describe('frame bets count towards wagering at settlement', () => {
  it('a debit counts nothing; rolled back, refunded or cashed out low it never counts; lost, it counts its stake', async () => {
    const { playerId, bonusId } = await playerWithTrial();
    const bets = Array.from({ length: 4 }, () => randomUUID());
    // Bets placed on the old protocol before betco moved to BetConstruct's Partner API (issue #29): the
    // service, as the old debit route did; the old routes still settle and roll them back.
    const [token] = await t.database.db
      .select({ sessionId: sportsFrameTokens.sessionId })
      .from(sportsFrameTokens)
      .where(and(eq(sportsFrameTokens.playerId, playerId), eq(sportsFrameTokens.provider, 'betco')));
    for (const bet of bets) {
      const placed = await t.modules.sportsFrames.wallet.debit({
        provider: 'betco',
        providerTx: randomUUID(),
        providerBet: bet,
        playerId,
        currencyId: 1,
        amountMinor: 1_000n,
        siteSessionId: token!.sessionId,
      });
      expect(placed.code).toBe('OK');
    }
    expect(await wageringDone(bonusId)).toBe(0n);

    expect(
      (await frameCall(t, 'betco', '/rollback', { betId: bets[0], transactionId: randomUUID() })).code,
    ).toBe('OK');
    // Refunded (paid its stake back) and cashed out at 1.20: below the 1.50 minimum.
    expect((await frameCall(t, 'betco', '/credit', credit({ bet: bets[1]!, amount: 1_000 }))).code).toBe(
      'OK',
    );
    expect((await frameCall(t, 'betco', '/credit', credit({ bet: bets[2]!, amount: 1_200 }))).code).toBe(
      'OK',
    );
    expect(await wageringDone(bonusId)).toBe(0n);

    expect((await frameCall(t, 'betco', '/credit', credit({ bet: bets[3]!, amount: 0 }))).code).toBe('OK');
    expect(await wageringDone(bonusId)).toBe(1_000n);
    expect(await cashOf(t, playerId)).toBe(10_000n - 4_000n + 1_000n + 1_000n + 1_200n);
  });
});
