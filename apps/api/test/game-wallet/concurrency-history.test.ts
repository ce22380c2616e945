import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, playerBonuses } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bearer, call, testClock, type TestClock } from '../support/accounts.ts';
import {
  hub88,
  hub88Bet,
  hub88Win,
  newPlayer,
  pragmatic,
  seedGames,
  sessionFor,
  someGame,
} from './support.ts';

const TRY_1 = 100_000;

let t: TestApp;
let clock: TestClock;
let hubGame: { id: number; code: string };
let ppGame: { id: number; code: string };

beforeAll(async () => {
  clock = testClock('2026-11-24T10:00:00Z');
  // Site sessions outlive the hour the expiry test moves the clock by.
  t = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: '1440' } });
  await seedGames(t);
  hubGame = await someGame(t, 'Hub88');
  ppGame = await someGame(t, 'Pragmatic Play');
});
afterAll(() => t.close());

describe('32 concurrent bets and wins on one player', () => {
  it('applies each exactly once, lands on the exact balance and keeps the ledger invariants', async () => {
    const { playerId } = await newPlayer(t, { cashMinor: 100_000n });
    const token = await sessionFor(t, playerId, hubGame.id);
    const p = { user: playerId, token, game: hubGame.code };
    // 16 rounds: each a bet of (i+1) TRY; their wins arrive concurrently with other rounds' bets.
    const bets = Array.from({ length: 16 }, (_, i) =>
      hub88Bet({ ...p, round: `c-${i}`, amount: (i + 1) * TRY_1 }),
    );
    const betAnswers = await Promise.all(bets.slice(0, 8).map((bet) => hub88(t, '/transaction/bet', bet)));
    const mixed = await Promise.all([
      ...bets.slice(8).map((bet) => hub88(t, '/transaction/bet', bet)),
      ...bets.map((bet, i) =>
        i < 8
          ? hub88(
              t,
              '/transaction/win',
              hub88Win({
                ...p,
                round: `c-${i}`,
                amount: 2 * (i + 1) * TRY_1,
                reference: bet.transaction_uuid,
              }),
            )
          : Promise.resolve({ status: 'RS_OK' }),
      ),
      // Retries of the first eight bets, concurrently with everything else: answered, never applied.
      ...bets.slice(0, 8).map((bet) => hub88(t, '/transaction/bet', bet)),
    ]);
    const wins2 = await Promise.all(
      bets
        .slice(8)
        .map((bet, j) =>
          hub88(
            t,
            '/transaction/win',
            hub88Win({ ...p, round: `c-${j + 8}`, amount: 0, reference: bet.transaction_uuid }),
          ),
        ),
    );
    for (const answer of [...betAnswers, ...mixed, ...wins2]) expect(answer.status).toBe('RS_OK');

    // Stakes 1+…+16 = 136 TRY; wins 2×(1+…+8) = 72 TRY; start 1,000 TRY.
    const balance = await hub88(t, '/user/balance', { request_uuid: randomUUID(), user: String(playerId) });
    expect(balance.balance).toBe((1000 - 136 + 72) * TRY_1);
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
    expect(rounds).toHaveLength(16);
    expect(rounds.every((round) => round.status === 2)).toBe(true);
    const invariants = await ledgerInvariants(t.database.db);
    expect(invariants.ok).toBe(true);
  });

  it('never overdraws: of 32 concurrent bets only those the funds cover are taken', async () => {
    const { playerId } = await newPlayer(t, { cashMinor: 1_000n });
    const userId = String(playerId);
    // Pragmatic's bet.html names no launch: the wager gate wants a live launch of the game.
    await sessionFor(t, playerId, ppGame.id);
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        pragmatic(t, 'bet', {
          userId,
          gameId: ppGame.code,
          roundId: `o-${i}`,
          amount: '0.70',
          reference: `o-${playerId}-${i}`,
          timestamp: '1764000000000',
        }),
      ),
    );
    const taken = answers.filter((answer) => answer.error === 0).length;
    expect(taken).toBe(14);
    expect(answers.filter((answer) => answer.error === 1)).toHaveLength(18);
    expect(await pragmatic(t, 'balance', { userId })).toMatchObject({ cash: 0.2 });
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });
});

describe('bonus money and wagering', () => {
  it('takes cash first, then bonus; a win returns to bonus in that share; the stake counts towards wagering', async () => {
    const player = await newPlayer(t, { cashMinor: 1_000n });
    // The sign-up trial bonus (100 TRY with wagering in the demo definitions): claim it.
    const claimed = await call(t.app, {
      method: 'GET',
      url: '/api/bonus/definetrialbonus',
      headers: bearer(player.token),
    });
    expect(claimed.status).toBe(200);
    const before = await t.modules.gameWallet.games.balances(player.playerId, 1);
    expect(before.bonus).toBeGreaterThan(0n);
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    // Stake 20 TRY: 10 from cash, 10 from bonus. Win 40 TRY: half back to bonus, half to cash.
    const bet = hub88Bet({ ...p, round: 'bonus-1', amount: 20 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    const mid = await t.modules.gameWallet.games.balances(player.playerId, 1);
    expect(mid).toMatchObject({ cash: 0n, bonus: before.bonus - 1_000n });
    await hub88(
      t,
      '/transaction/win',
      hub88Win({ ...p, round: 'bonus-1', amount: 40 * TRY_1, reference: bet.transaction_uuid }),
    );
    const after = await t.modules.gameWallet.games.balances(player.playerId, 1);
    expect(after).toMatchObject({ cash: 2_000n, bonus: before.bonus + 1_000n });
    const list = await call<{ bonuses: { status: string; wageringDone: number }[] }>(t.app, {
      method: 'GET',
      url: '/api/bonus/list',
      headers: bearer(player.token),
    });
    expect(list.body.data.bonuses[0]?.wageringDone).toBe(20);
  });

  it("refuses a stake above the running bonus's max bet and changes nothing", async () => {
    const player = await newPlayer(t, { cashMinor: 5_000n });
    await call(t.app, { method: 'GET', url: '/api/bonus/definetrialbonus', headers: bearer(player.token) });
    await t.database.db
      .update(playerBonuses)
      .set({ maxBetMinor: 1_000n })
      .where(eq(playerBonuses.playerId, player.playerId));
    const before = await t.modules.gameWallet.games.balances(player.playerId, 1);
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const tooBig = await hub88(t, '/transaction/bet', hub88Bet({ ...p, round: 'max-1', amount: 20 * TRY_1 }));
    expect(tooBig.status).toBe('RS_ERROR_UNKNOWN');
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toEqual(before);
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.providerRound, 'max-1'));
    expect(rounds).toHaveLength(0);
    const allowed = await hub88(
      t,
      '/transaction/bet',
      hub88Bet({ ...p, round: 'max-2', amount: 10 * TRY_1 }),
    );
    expect(allowed.status).toBe('RS_OK');
  });
});

describe('round expiry and game history', () => {
  it('expires a round left open past the configured time, and lists rounds and their transactions', async () => {
    const player = await newPlayer(t, { cashMinor: 5_000n });
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const done = hub88Bet({ ...p, round: 'h-done', amount: 3 * TRY_1 });
    await hub88(t, '/transaction/bet', done);
    await hub88(
      t,
      '/transaction/win',
      hub88Win({ ...p, round: 'h-done', amount: 5 * TRY_1, reference: done.transaction_uuid }),
    );
    clock.advance(60_000);
    await hub88(t, '/transaction/bet', hub88Bet({ ...p, round: 'h-open', amount: 2 * TRY_1 }));

    clock.advance(59 * 60_000);
    await t.modules.gameWallet.roundSweep.tick();
    const history = async () =>
      call<{
        items: { id: number; status: number; betAmount: number; winAmount: number; gameCode: string }[];
        total: number;
      }>(t.app, {
        method: 'POST',
        url: '/api/casino/gamehistory',
        headers: bearer(player.token),
        payload: {},
      });
    expect((await history()).body.data.items.map((round) => round.status)).toEqual([1, 2]);
    clock.advance(2 * 60_000);
    await t.modules.gameWallet.roundSweep.tick();
    const { body } = await history();
    expect(body.data.total).toBe(2);
    expect(body.data.items).toMatchObject([
      { status: 4, betAmount: 2, winAmount: 0, gameCode: hubGame.code },
      { status: 2, betAmount: 3, winAmount: 5, gameCode: hubGame.code },
    ]);

    const roundId = body.data.items[1]!.id;
    const transactions = await call<{ type: number; amount: number; rolledBack: boolean }[]>(t.app, {
      method: 'POST',
      url: '/api/casino/roundtransactions',
      headers: bearer(player.token),
      payload: { roundId },
    });
    expect(transactions.body.data).toMatchObject([
      { type: 2, amount: 3, rolledBack: false },
      { type: 1, amount: 5, rolledBack: false },
    ]);
    // Someone else's round is not there for another player.
    const other = await newPlayer(t);
    const foreign = await call(t.app, {
      method: 'POST',
      url: '/api/casino/roundtransactions',
      headers: bearer(other.token),
      payload: { roundId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.success).toBe(false);
    const anonymous = await call(t.app, { method: 'POST', url: '/api/casino/gamehistory', payload: {} });
    expect(anonymous.status).toBe(401);
  });
});
