import { TransactionStatus, TransactionType } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bonusDefinitions,
  bonusQualifyingDeposits,
  gameRounds,
  gameTransactions,
  paymentTransactions,
  playerBonuses,
} from '../../src/db/schema.ts';
import {
  bonusClaimedWithoutQualifyingDeposit,
  bonusFindingSources,
  bonusWinPaidToCashAfterForfeit,
} from '../../src/modules/bonus/integrity-findings.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { bearer, call, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { hub88, hub88Bet, hub88Win, seedGames, sessionFor, someGame } from '../game-wallet/support.ts';
import { expectLedgerSound, METHOD, newPlayer } from '../payments/support.ts';

/*
 * The bonus engine's remediation sources (issue 23) on planted history: rows as the holes left them
 * before the fix (a bonus-funded win paid to cash after the forfeit; a deposit bonus granted after the
 * deposit was withdrawn), each beside the look-alikes that must not be listed.
 */

const clock = testClock('2026-05-01T10:00:00Z');
let t: TestApp;
let hubGame: { id: number; code: string };
const TRY_1 = 100_000;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: '1440' } });
  await seedGames(t);
  hubGame = await someGame(t, 'Hub88');
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

it('exports both sources with their kinds', () => {
  expect(bonusFindingSources.map((source) => source.kind)).toEqual([
    'bonus_win_paid_to_cash_after_bonus_ended',
    'bonus_claimed_without_qualifying_deposit',
  ]);
});

describe('bonus wins paid to cash after a forfeit', () => {
  /** A player with only the ₺50 trial, a ₺20 Hub88 bet on it (all bonus money): round and bonus ids. */
  async function bonusFundedRound(name: string) {
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
    const [bonus] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, player.playerId));
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const bet = hub88Bet({ ...p, round: `${name}-${player.playerId}`, amount: 20 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    const [round] = await t.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.providerRound, bet.round));
    return { player, p, bet, bonusId: bonus!.id, round: round! };
  }

  const forfeit = (token: string, id: number) =>
    call(t.app, { method: 'POST', url: '/api/bonus/forfeit', headers: bearer(token), payload: { id } });

  it('lists a win paid wholly to cash after the funding bonus was forfeited (a round from before the fix); not the look-alikes', async () => {
    // Planted as the code before the fix paid it: the round names no bonus, the win went to cash.
    const old = await bonusFundedRound('old');
    expect((await forfeit(old.player.token, old.bonusId)).status).toBe(200);
    clock.advance(MINUTE);
    await t.database.db
      .update(gameRounds)
      .set({ playerBonusId: null })
      .where(eq(gameRounds.id, old.round.id));
    const winTx = `old-win-${old.player.playerId}`;
    const wonAt = clock.now();
    await t.database.db.insert(gameTransactions).values({
      providerId: old.round.providerId,
      providerTx: winTx,
      kind: 'win',
      roundId: old.round.id,
      playerId: old.player.playerId,
      amountMinor: 30_000n,
      cashMinor: 30_000n,
      referenceTx: old.bet.transaction_uuid,
      fingerprint: 'planted',
      createdAt: wonAt,
    });
    const paid = await createWalletService(t.database.db).transfer({
      idempotencyKey: `game:${old.round.providerId}:${winTx}:cash`,
      from: { type: 'system', kind: 'house_casino', currencyId: 1 },
      to: { type: 'player', playerId: old.player.playerId, kind: 'cash', currencyId: 1 },
      amountMinor: 30_000n,
      kind: 'win',
      reference: `game_round:${old.round.id}`,
    });
    expect(paid.status).toBe('applied');

    // The same attack after the fix: its win went to bonus_expense, nothing to list.
    const fixed = await bonusFundedRound('fixed');
    expect((await forfeit(fixed.player.token, fixed.bonusId)).status).toBe(200);
    clock.advance(MINUTE);
    const fixedWin = hub88Win({
      ...fixed.p,
      round: fixed.bet.round,
      amount: 300 * TRY_1,
      reference: fixed.bet.transaction_uuid,
    });
    expect((await hub88(t, '/transaction/win', fixedWin)).status).toBe('RS_OK');

    // A win while the bonus still ran (its share went to the bonus balance), forfeited afterwards.
    const honest = await bonusFundedRound('honest');
    const honestWin = hub88Win({
      ...honest.p,
      round: honest.bet.round,
      amount: 300 * TRY_1,
      reference: honest.bet.transaction_uuid,
    });
    expect((await hub88(t, '/transaction/win', honestWin)).status).toBe('RS_OK');
    clock.advance(MINUTE);
    expect((await forfeit(honest.player.token, honest.bonusId)).status).toBe(200);

    const findings = await bonusWinPaidToCashAfterForfeit.find(t.database.db);
    expect(findings).toEqual([
      {
        kind: 'bonus_win_paid_to_cash_after_bonus_ended',
        playerId: old.player.playerId,
        subject: `game_round:${old.round.id}`,
        amountMinor: '30000',
        currencyCode: 'TRY',
        at: wonAt.toISOString(),
        detail: expect.stringContaining(`player bonus ${old.bonusId} (forfeited`),
      },
    ]);
  });
});

describe('deposit bonuses claimed without a qualifying deposit', () => {
  let serial = 0;
  async function plant(
    withdrawal: { status: number; minutesAfterDeposit: number } | null,
    claimedAfter = 120,
  ) {
    const player = await newPlayer(t);
    const [welcome] = await t.database.db
      .select()
      .from(bonusDefinitions)
      .where(eq(bonusDefinitions.trigger, 'first_deposit'));
    const depositAt = clock.now();
    const at = (minutes: number) => new Date(depositAt.getTime() + minutes * MINUTE);
    serial += 1;
    const [payment] = await t.database.db
      .insert(paymentTransactions)
      .values({
        playerId: player.playerId,
        methodId: METHOD.card,
        type: TransactionType.Deposit,
        status: TransactionStatus.Confirmed,
        amountMinor: 10_000n,
        currencyId: 1,
        reference: `D-PLANT${serial}`,
        createdAt: depositAt,
        updatedAt: depositAt,
      })
      .returning();
    await t.database.db.insert(bonusQualifyingDeposits).values({
      paymentId: payment!.id,
      playerId: player.playerId,
      currencyId: 1,
      amountMinor: 10_000n,
      confirmedAt: depositAt,
    });
    if (withdrawal)
      await t.database.db.insert(paymentTransactions).values({
        playerId: player.playerId,
        methodId: METHOD.bankOut,
        type: TransactionType.Withdraw,
        status: withdrawal.status,
        amountMinor: 10_000n,
        currencyId: 1,
        reference: `W-PLANT${serial}`,
        createdAt: at(withdrawal.minutesAfterDeposit),
        updatedAt: at(withdrawal.minutesAfterDeposit),
      });
    const [bonus] = await t.database.db
      .insert(playerBonuses)
      .values({
        playerId: player.playerId,
        kind: 'first_deposit',
        definitionId: welcome!.id,
        currencyId: 1,
        status: 'forfeited',
        amountMinor: 10_000n,
        wageringRequiredMinor: 100_000n,
        expiresAt: at(60 * 24 * 30),
        depositPaymentId: payment!.id,
        createdAt: at(claimedAfter),
        updatedAt: at(claimedAfter),
        endedAt: at(claimedAfter + 1),
      })
      .returning();
    return { playerId: player.playerId, bonusId: bonus!.id, claimedAt: at(claimedAfter) };
  }

  it('lists a bonus claimed after a pending or paid withdrawal; not one after a cancelled or rejected one, nor one withdrawn after the claim', async () => {
    const pending = await plant({ status: TransactionStatus.Pending, minutesAfterDeposit: 30 });
    const paid = await plant({ status: TransactionStatus.Confirmed, minutesAfterDeposit: 60 });
    await plant({ status: TransactionStatus.Cancelled, minutesAfterDeposit: 30 });
    await plant({ status: TransactionStatus.Rejected, minutesAfterDeposit: 30 });
    await plant({ status: TransactionStatus.Pending, minutesAfterDeposit: 180 });
    await plant(null);

    const findings = await bonusClaimedWithoutQualifyingDeposit.find(t.database.db);
    expect(findings).toEqual(
      [pending, paid].map((planted) => ({
        kind: 'bonus_claimed_without_qualifying_deposit',
        playerId: planted.playerId,
        subject: `player_bonus:${planted.bonusId}`,
        amountMinor: '10000',
        currencyCode: 'TRY',
        at: planted.claimedAt.toISOString(),
        detail: expect.stringMatching(
          /^Bonus \d+ \(first_deposit\) granted for deposit \d+ .*withdrawal W-PLANT/,
        ),
      })),
    );
  });
});
