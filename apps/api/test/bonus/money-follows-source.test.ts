import { randomUUID } from 'node:crypto';
import type { mines } from '@lale/originals';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, originalsRounds, playerBonuses } from '../../src/db/schema.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  hub88,
  hub88Bet,
  hub88Win,
  newPlayer,
  seedGames,
  sessionFor,
  someGame,
} from '../game-wallet/support.ts';
import { expectLedgerSound } from '../payments/support.ts';

/*
 * Issue 23, items 3 and 5 (game side), as a hostile player plays them: a stake taken wholly from the
 * bonus balance, the bonus forfeited while the round is open, then the win. The bonus part of a win
 * follows the bonus that funded the stake: to the bonus balance while that bonus runs, back to
 * bonus_expense once it ended — never to withdrawable cash. And a rolled-back stake takes back the
 * wagering it added.
 *
 * The sign-up trial (site option: ₺50, ×10 wagering, slots 100 %) funds the stakes here.
 */

const clock = testClock('2026-06-01T10:00:00Z');
let t: TestApp;
let hubGame: { id: number; code: string };
const TRY_1 = 100_000; // Hub88 amounts: 1 TRY = 100000

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  hubGame = await someGame(t, 'Hub88');
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

/** A system account's balance (the sum of its shards). */
async function system(kind: 'house_casino' | 'bonus_expense'): Promise<bigint> {
  const [row] = await t.database.db
    .select({ total: sum(ledgerAccounts.balance) })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'system'),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currencyId, 1),
      ),
    );
  return BigInt(row?.total ?? 0);
}

const houseAccounts = async () => ({
  house: await system('house_casino'),
  expense: await system('bonus_expense'),
});

/** A player with no cash and the ₺50 trial bonus running: every stake is bonus money. */
async function bonusOnlyPlayer() {
  const player = await newPlayer(t);
  const claimed = await call(t.app, {
    method: 'GET',
    url: '/api/bonus/definetrialbonus',
    headers: bearer(player.token),
  });
  expect(claimed.status).toBe(200);
  const [bonus] = await t.database.db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.playerId, player.playerId));
  expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
    cash: 0n,
    bonus: 5_000n,
  });
  return { player, bonusId: bonus!.id };
}

const forfeit = (token: string, id: number) =>
  call(t.app, { method: 'POST', url: '/api/bonus/forfeit', headers: bearer(token), payload: { id } });

const wageringDone = async (bonusId: number) =>
  (await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)))[0]!
    .wageringDoneMinor;

type Envelope<T> = { success: boolean; message: string; data: T };
type Played = { round: { roundId: string; win: number; open: boolean }; balance: number };

async function originalsGame<T>(path: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/originals/game/${path}`, payload });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

describe('a bonus-funded stake, the bonus forfeited, then the win', () => {
  it('Lale Mayın: open on bonus money, forfeit, cash out — the win goes back to bonus_expense, not to cash', async () => {
    const { player, bonusId } = await bonusOnlyPlayer();
    const launched = await call<string>(t.app, {
      method: 'POST',
      url: '/api/casino/originalslaunchurl',
      headers: bearer(player.token),
      payload: { code: 'lale-mines', isMobile: false },
    });
    const session = new URL(launched.body.data).searchParams.get('session')!;
    const opened = await originalsGame<Played>('play', { session, stake: 10, choices: { mines: 3 } });
    expect(opened.status).toBe(200);
    const { roundId } = opened.body.data.round;
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 4_000n,
    });

    // The attack: give the bonus up while the round it funded is still open.
    expect((await forfeit(player.token, bonusId)).status).toBe(200);
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 0n,
    });
    const before = await houseAccounts();

    const [row] = await t.database.db.select().from(originalsRounds).where(eq(originalsRounds.id, roundId));
    const placed = (row!.outcome as mines.MinesRound).minePositions;
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !placed.includes(tile));
    for (const tile of safe.slice(0, 3))
      expect((await originalsGame('move', { session, roundId, move: { tile } })).status).toBe(200);
    const cashed = await originalsGame<Played>('cashout', { session, roundId });
    expect(cashed.status).toBe(200);
    const winMinor = BigInt(Math.round(cashed.body.data.round.win * 100));
    expect(winMinor).toBeGreaterThan(1_000n);

    // Nothing of it is the player's: the stake was the forfeited bonus's money.
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 0n,
    });
    const after = await houseAccounts();
    expect(after.house - before.house).toBe(-winMinor);
    expect(after.expense - before.expense).toBe(winMinor);
  });

  it('Hub88: bet on bonus money, forfeit, win — the win returns to bonus_expense; the player keeps nothing', async () => {
    const { player, bonusId } = await bonusOnlyPlayer();
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const bet = hub88Bet({ ...p, round: `f-${player.playerId}`, amount: 20 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    expect((await forfeit(player.token, bonusId)).status).toBe(200);
    const before = await houseAccounts();

    const win = hub88Win({ ...p, round: bet.round, amount: 300 * TRY_1, reference: bet.transaction_uuid });
    expect(await hub88(t, '/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 0n,
    });
    const after = await houseAccounts();
    expect(after.house - before.house).toBe(-30_000n);
    expect(after.expense - before.expense).toBe(30_000n);
  });

  it('Hub88: a stake half cash, half bonus — after the forfeit the cash half of the win is paid, the bonus half is not', async () => {
    const { player, bonusId } = await bonusOnlyPlayer();
    await t.database.db.transaction(async (tx) => {
      const { createWalletService } = await import('../../src/modules/wallet/index.ts');
      await createWalletService(t.database.db).transfer(
        {
          idempotencyKey: `test-cash-half:${player.playerId}`,
          from: { type: 'system', kind: 'payments_clearing', currencyId: 1 },
          to: { type: 'player', playerId: player.playerId, kind: 'cash', currencyId: 1 },
          amountMinor: 1_000n,
          kind: 'seed',
        },
        tx,
      );
    });
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    // ₺20: ₺10 cash, ₺10 bonus.
    const bet = hub88Bet({ ...p, round: `h-${player.playerId}`, amount: 20 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    expect((await forfeit(player.token, bonusId)).status).toBe(200);
    const win = hub88Win({ ...p, round: bet.round, amount: 100 * TRY_1, reference: bet.transaction_uuid });
    expect(await hub88(t, '/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 50 * TRY_1 });
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 5_000n,
      bonus: 0n,
    });
  });

  it('Hub88: bet on bonus money, the bonus runs out of time before the win — the win returns to bonus_expense', async () => {
    const { player, bonusId } = await bonusOnlyPlayer();
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const bet = hub88Bet({ ...p, round: `x-${player.playerId}`, amount: 20 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    // The trial runs 30 days; the win arrives after them, before the expiry sweep has run.
    clock.advance(31 * 86_400_000);
    const before = await houseAccounts();
    const win = hub88Win({ ...p, round: bet.round, amount: 100 * TRY_1, reference: bet.transaction_uuid });
    expect((await hub88(t, '/transaction/win', win)).status).toBe('RS_OK');
    // Only what was left of the bonus is still in its balance until the sweep; none of the win.
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 3_000n,
    });
    const after = await houseAccounts();
    expect(after.house - before.house).toBe(-10_000n);
    expect(after.expense - before.expense).toBe(10_000n);
    // The sweep then ends the bonus and returns what was left of it.
    await t.modules.bonus.expirySweep.tick();
    const [row] = await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId));
    expect(row!.status).toBe('expired');
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 0n,
    });
  });

  it('while the funding bonus still runs, the bonus part of the win goes to the bonus balance (unchanged rule)', async () => {
    const { player } = await bonusOnlyPlayer();
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const bet = hub88Bet({ ...p, round: `r-${player.playerId}`, amount: 10 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    const win = hub88Win({ ...p, round: bet.round, amount: 25 * TRY_1, reference: bet.transaction_uuid });
    expect((await hub88(t, '/transaction/win', win)).status).toBe('RS_OK');
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 6_500n,
    });
  });
});

describe('a rolled-back stake takes back its wagering', () => {
  it('Hub88: bet ₺20 under a running bonus, rollback — the wagering is back to 0 and the stake back to bonus', async () => {
    const { player, bonusId } = await bonusOnlyPlayer();
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const bet = hub88Bet({ ...p, round: `rb-${player.playerId}`, amount: 20 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    expect(await wageringDone(bonusId)).toBe(2_000n);
    const rollback = {
      user: String(player.playerId),
      token,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: bet.round,
      game_code: hubGame.code,
    };
    expect((await hub88(t, '/transaction/rollback', rollback)).status).toBe('RS_OK');
    expect(await wageringDone(bonusId)).toBe(0n);
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 5_000n,
    });
    // A replayed rollback takes nothing back twice.
    expect((await hub88(t, '/transaction/rollback', rollback)).status).toBe('RS_OK');
    expect(await wageringDone(bonusId)).toBe(0n);
  });

  it('a rollback after the bonus was forfeited returns the bonus stake to bonus_expense, not to a balance a newer bonus could use', async () => {
    const { player, bonusId } = await bonusOnlyPlayer();
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const bet = hub88Bet({ ...p, round: `rf-${player.playerId}`, amount: 20 * TRY_1 });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    expect((await forfeit(player.token, bonusId)).status).toBe(200);
    const before = await houseAccounts();
    const rollback = {
      user: String(player.playerId),
      token,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: bet.round,
      game_code: hubGame.code,
    };
    expect((await hub88(t, '/transaction/rollback', rollback)).status).toBe('RS_OK');
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 0n,
    });
    const after = await houseAccounts();
    expect(after.house - before.house).toBe(-2_000n);
    expect(after.expense - before.expense).toBe(2_000n);
  });
});

describe('races a hostile player would run', () => {
  it('a forfeit sent together with the win (repeated): whichever lands first, the win never reaches cash', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { player, bonusId } = await bonusOnlyPlayer();
      const token = await sessionFor(t, player.playerId, hubGame.id);
      const p = { user: player.playerId, token, game: hubGame.code };
      const bet = hub88Bet({ ...p, round: `race-${player.playerId}`, amount: 20 * TRY_1 });
      expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
      const before = await houseAccounts();
      const win = hub88Win({ ...p, round: bet.round, amount: 300 * TRY_1, reference: bet.transaction_uuid });
      const [forfeited, won] = await Promise.all([
        forfeit(player.token, bonusId),
        hub88(t, '/transaction/win', win),
      ]);
      expect(forfeited.status).toBe(200);
      expect(won.status).toBe('RS_OK');
      // Forfeit first: the win goes to bonus_expense. Win first: to the bonus balance, which the forfeit
      // then returns to bonus_expense. Either way the player holds nothing.
      expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
        cash: 0n,
        bonus: 0n,
      });
      const after = await houseAccounts();
      expect(after.house - before.house).toBe(-30_000n);
      expect(after.expense - before.expense).toBe(3_000n + 30_000n);
    }
  });

  it('concurrent bets, wins and rollbacks of one player on bonus money all apply, exactly (no lock-order deadlock)', async () => {
    const { player, bonusId } = await bonusOnlyPlayer();
    const token = await sessionFor(t, player.playerId, hubGame.id);
    const p = { user: player.playerId, token, game: hubGame.code };
    const bets = Array.from({ length: 12 }, (_, i) =>
      hub88Bet({ ...p, round: `mix-${player.playerId}-${i}`, amount: TRY_1 }),
    );
    for (const answer of await Promise.all(bets.slice(0, 6).map((bet) => hub88(t, '/transaction/bet', bet))))
      expect(answer.status).toBe('RS_OK');
    const answers = await Promise.all([
      ...bets.slice(6).map((bet) => hub88(t, '/transaction/bet', bet)),
      ...bets
        .slice(0, 4)
        .map((bet) =>
          hub88(
            t,
            '/transaction/win',
            hub88Win({ ...p, round: bet.round, amount: 3 * TRY_1, reference: bet.transaction_uuid }),
          ),
        ),
      ...bets.slice(4, 6).map((bet) =>
        hub88(t, '/transaction/rollback', {
          user: String(player.playerId),
          token,
          request_uuid: randomUUID(),
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: bet.transaction_uuid,
          round: bet.round,
          game_code: hubGame.code,
        }),
      ),
    ]);
    for (const answer of answers) expect(answer.status).toBe('RS_OK');
    // ₺50 − 12 stakes + 2 rolled back + 4 wins of ₺3, all on the running bonus.
    expect(await t.modules.gameWallet.games.balances(player.playerId, 1)).toMatchObject({
      cash: 0n,
      bonus: 5_000n - 1_000n + 1_200n,
    });
    expect(await wageringDone(bonusId)).toBe(1_000n);
  });
});
