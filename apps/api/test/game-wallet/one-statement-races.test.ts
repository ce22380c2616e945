import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameRounds, gameTransactions } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { hub88, hub88Bet, hub88Win, newPlayer, seedGames, sessionFor, someGame } from './support.ts';

/*
 * Hostile calls against the one-statement bet and win (wallet/stake-posting.ts, issue 24): the races a
 * single statement opens that the multi-statement transaction closed by its order — two stakes on one
 * balance, the same provider id twice at once (same and other content), a win racing its bet's
 * rollback, a stake after logout and the replay of an earlier one.
 */

const TRY_1 = 100_000;

let t: TestApp;
let game: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
  game = await someGame(t, 'Hub88');
});
afterAll(() => t.close());

async function player(cashMinor: bigint) {
  const { playerId, token: siteToken } = await newPlayer(t, { cashMinor });
  const token = await sessionFor(t, playerId, game.id);
  return { playerId, siteToken, p: { user: playerId, token, game: game.code } };
}

const balanceOf = async (playerId: number) =>
  (await hub88(t, '/user/balance', { request_uuid: randomUUID(), user: String(playerId) })).balance;

describe('the one-statement bet under hostile calls', () => {
  it('a cash bet and its win open no transaction of their own (one statement each, no careful path)', async () => {
    const { p } = await player(10_000n);
    const bet = hub88Bet({ ...p, round: 'fast', amount: 2 * TRY_1 });
    // The careful paths open the wallet repo's transaction. Not db.transaction: the app's background
    // work (sweeps, feeds) may open one of its own at any moment, which says nothing about this bet.
    const transactions = vi.spyOn(t.modules.gameWallet.repo, 'transaction');
    try {
      expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
      const win = hub88Win({ ...p, round: 'fast', amount: 3 * TRY_1, reference: bet.transaction_uuid });
      expect((await hub88(t, '/transaction/win', win)).balance).toBe(101 * TRY_1);
      expect(transactions).not.toHaveBeenCalled();
    } finally {
      transactions.mockRestore();
    }
  });

  it('two bets racing for a balance that covers one: exactly one is taken', async () => {
    const { playerId, p } = await player(1_000n); // 10 TRY
    const answers = await Promise.all(
      [0, 1].map((i) =>
        hub88(t, '/transaction/bet', hub88Bet({ ...p, round: `race-${i}`, amount: 8 * TRY_1 })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual(['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_OK']);
    expect(await balanceOf(playerId)).toBe(2 * TRY_1);
    // The refused bet left no round and no transaction row behind.
    const rows = await t.database.db
      .select({ id: gameTransactions.id })
      .from(gameTransactions)
      .where(eq(gameTransactions.playerId, playerId));
    expect(rows).toHaveLength(1);
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('the same provider id eight times at once: applied once, every answer the first one', async () => {
    const { playerId, p } = await player(10_000n);
    const bet = hub88Bet({ ...p, round: 'twins', amount: 5 * TRY_1 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => hub88(t, '/transaction/bet', bet)));
    for (const answer of answers) expect(answer.status).toBe('RS_OK');
    expect(await balanceOf(playerId)).toBe(95 * TRY_1);
    const [round] = await t.database.db
      .select({ betMinor: gameRounds.betMinor })
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.providerRound, 'twins')));
    expect(round?.betMinor).toBe(500n);
  });

  it('the same provider id with another amount, at once: one is taken, the other is a duplicate', async () => {
    const { playerId, p } = await player(10_000n);
    const tx = randomUUID();
    const answers = await Promise.all(
      [3, 4].map((amount) =>
        hub88(t, '/transaction/bet', hub88Bet({ ...p, round: 'clash', amount: amount * TRY_1, tx })),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual(['RS_ERROR_DUPLICATE_TRANSACTION', 'RS_OK']);
    const taken = answers.findIndex((a) => a.status === 'RS_OK') === 0 ? 3 : 4;
    expect(await balanceOf(playerId)).toBe((100 - taken) * TRY_1);
    const [round] = await t.database.db
      .select({ betMinor: gameRounds.betMinor })
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.providerRound, 'clash')));
    expect(round?.betMinor).toBe(BigInt(taken * 100));
  });

  it('a win racing the rollback of its bet: never both paid', async () => {
    for (let i = 0; i < 6; i += 1) {
      const { playerId, p } = await player(10_000n);
      const bet = hub88Bet({ ...p, round: `wr-${i}`, amount: 10 * TRY_1 });
      expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
      const [win, rollback] = await Promise.all([
        hub88(
          t,
          '/transaction/win',
          hub88Win({ ...p, round: `wr-${i}`, amount: 30 * TRY_1, reference: bet.transaction_uuid }),
        ),
        hub88(t, '/transaction/rollback', {
          user: String(playerId),
          request_uuid: randomUUID(),
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: bet.transaction_uuid,
          round: `wr-${i}`,
        }),
      ]);
      const balance = await balanceOf(playerId);
      if (win.status === 'RS_OK') {
        // The win was paid: the rollback is held (or answered as unknown), the stake stays taken.
        expect(balance).toBe((100 - 10 + 30) * TRY_1);
        expect(rollback.status).not.toBe('RS_OK');
      } else {
        // The rollback came first: the stake is back, the win refused.
        expect(rollback.status).toBe('RS_OK');
        expect(win.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
        expect(balance).toBe(100 * TRY_1);
      }
    }
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('after logout a new bet is refused and nothing moves; the replay of an earlier bet answers as before', async () => {
    const { playerId, siteToken, p } = await player(10_000n);
    const earlier = hub88Bet({ ...p, round: 'before-logout', amount: 2 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', earlier)).status).toBe('RS_OK');
    const out = await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(siteToken) });
    expect(out.status).toBe(200);
    const refused = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ ...p, round: 'after-logout', amount: TRY_1 }),
    );
    expect(refused.status).toBe('RS_ERROR_INVALID_TOKEN');
    const replay = await hub88(t, '/transaction/bet', { ...earlier, request_uuid: randomUUID() });
    expect(replay.status).toBe('RS_OK');
    expect(replay.balance).toBe(98 * TRY_1);
    // The win of the bet taken before still pays (wins never ask the gate).
    const win = await hub88(
      t,
      '/transaction/win',
      hub88Win({ ...p, round: 'before-logout', amount: 4 * TRY_1, reference: earlier.transaction_uuid }),
    );
    expect(win.status).toBe('RS_OK');
    expect(await balanceOf(playerId)).toBe(102 * TRY_1);
  });
});
