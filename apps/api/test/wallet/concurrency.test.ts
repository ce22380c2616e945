import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferInput } from '../../src/modules/wallet/contract.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { queryRows, SYSTEM_ACCOUNT_KINDS } from '../../src/modules/wallet/repo.ts';
import {
  bet,
  cash,
  clearing,
  countAccounts,
  countTransfers,
  createLedgerFixture,
  createPlayers,
  deposit,
  EUR,
  statusCounts,
  systemShardRows,
  TRY,
  type LedgerFixture,
} from './support.ts';
import { expectedBalances, randomTransfers } from './random-transfers.ts';

/*
 * Many transfers at once, as many players betting do. On PostgreSQL they run on separate pooled
 * connections and really contend for row locks; on PGlite (one connection) the transactions queue on
 * its lock, and the same answers must come out.
 */

let fixture: LedgerFixture;
beforeAll(async () => {
  fixture = await createLedgerFixture();
});
afterAll(() => fixture.database.close());

describe('concurrent transfers', () => {
  it('never overdraws: of 50 concurrent debits only as many as the funds cover apply', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 1_000n, 'deposit:a');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => fixture.wallet.transfer(bet(player!, 70n, `bet:a:${i}`))),
    );

    // floor(1000 / 70) = 14
    expect(statusCounts(results)).toEqual({ applied: 14, insufficient_funds: 36 });
    expect((await fixture.wallet.playerBalances(player!, TRY)).cash).toBe(20n);
    expect(await countTransfers(fixture, sql`kind = 'bet' and idempotency_key like 'bet:a:%'`)).toBe(14);
    expect((await ledgerInvariants(fixture.database.db)).ok).toBe(true);
  });

  it('applies one key posted 20 times at once exactly once', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 1_000n, 'deposit:b');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => fixture.wallet.transfer(bet(player!, 300n, 'bet:b'))),
    );

    expect(statusCounts(results)).toEqual({ applied: 1, replayed: 19 });
    const ids = new Set(results.map((result) => ('transfer' in result ? result.transfer.id : undefined)));
    expect(ids.size).toBe(1);
    expect((await fixture.wallet.playerBalances(player!, TRY)).cash).toBe(700n);
    expect(await countTransfers(fixture, sql`idempotency_key = 'bet:b'`)).toBe(1);
  });

  it('decides a key posted at once with two different contents for one of them', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 1_000n, 'deposit:b2');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fixture.wallet.transfer(bet(player!, i % 2 ? 100n : 200n, 'bet:b2')),
      ),
    );

    const applied = results.filter((result) => result.status === 'applied');
    expect(applied).toHaveLength(1);
    const winner = applied[0]!.status === 'applied' ? applied[0]!.transfer.amountMinor : 0n;
    results.forEach((result, i) => {
      const sameAsWinner = (i % 2 ? 100n : 200n) === winner;
      if (result.status !== 'applied') expect(result.status).toBe(sameAsWinner ? 'replayed' : 'conflict');
    });
    expect((await fixture.wallet.playerBalances(player!, TRY)).cash).toBe(1_000n - winner);
  });

  it('creates the system shard rows of a new currency once when its first transfers race', async () => {
    const players = await createPlayers(fixture, 20);
    for (const player of players) await fixture.wallet.openPlayerAccounts(player, EUR);
    expect(await countAccounts(fixture, sql`owner_type = 'system' and currency_id = ${EUR}`)).toBe(0);
    const results = await Promise.all(
      players.map((player) =>
        fixture.wallet.transfer({
          idempotencyKey: `deposit:eur:${player}`,
          from: clearing(EUR),
          to: cash(player, EUR),
          amountMinor: 100n,
          kind: 'deposit',
        }),
      ),
    );

    expect(statusCounts(results)).toEqual({ applied: 20 });
    // Every system account kind x 16 shards, no duplicates (the partial unique index would refuse them anyway).
    expect(await countAccounts(fixture, sql`owner_type = 'system' and currency_id = ${EUR}`)).toBe(
      SYSTEM_ACCOUNT_KINDS.length * 16,
    );
    expect(await fixture.wallet.systemAccountBalance('payments_clearing', EUR)).toBe(-2_000n);
  });

  it('keeps every invariant through several hundred random concurrent transfers', async () => {
    const players = await createPlayers(fixture, 8);
    for (const player of players) await deposit(fixture, player, 5_000n, `deposit:c:${player}`);
    const start = await snapshot(players);
    const inputs = randomTransfers(players, 400, 20_240_601);

    const results = await Promise.all(inputs.map((input) => fixture.wallet.transfer(input)));

    const counts = statusCounts(results);
    expect(counts.applied).toBeGreaterThan(100);
    expect(counts.insufficient_funds).toBeGreaterThan(0);
    expect(counts.conflict).toBeUndefined();
    const appliedPerKey = statusCounts(
      inputs
        .filter((_, i) => results[i]!.status === 'applied')
        .map((input) => ({ status: input.idempotencyKey })),
    );
    expect(Math.max(...Object.values(appliedPerKey))).toBe(1);

    const applied = inputs.filter((_, i) => results[i]!.status === 'applied');
    expect(await snapshot(players)).toEqual(expectedBalances(start, applied));
    const invariants = await ledgerInvariants(fixture.database.db);
    expect(invariants.mismatchedAccounts).toEqual([]);
    expect(invariants.currencies.map((total) => total.currencyId)).toContain(TRY);
    expect(invariants.currencies.filter((total) => total.balanceSum !== 0n)).toEqual([]);
    // Striping was exercised: the house took bets on several shard rows.
    const shardsUsed = (await systemShardRows(fixture, 'house_casino')).filter((row) => row.balance !== 0n);
    expect(shardsUsed.length).toBeGreaterThan(1);
  });

  it('stripes bets over shard rows chosen by the player account, summed by systemAccountBalance', async () => {
    const players = await createPlayers(fixture, 40);
    for (const player of players) await deposit(fixture, player, 1_000n, `deposit:g:${player}`);
    const sportsBefore = await fixture.wallet.systemAccountBalance('house_sports', TRY);
    // Earlier tests in this file may have touched house_sports: compare what this test added per shard.
    const shardsBefore = new Map(
      (await systemShardRows(fixture, 'house_sports')).map((r) => [r.shard, r.balance]),
    );
    const stakes = players.map((player, i) => ({ player, amount: BigInt(10 + i) }));
    const sportsBet = (player: number, amount: bigint, key: string): TransferInput => ({
      ...bet(player, amount, key),
      to: { type: 'system', kind: 'house_sports', currencyId: TRY },
    });
    // Two bets per player, all at once: one player's bets must land on one shard.
    await Promise.all(
      stakes.flatMap(({ player, amount }) => [
        fixture.wallet.transfer(sportsBet(player, amount, `sports:g:${player}:1`)),
        fixture.wallet.transfer(sportsBet(player, amount, `sports:g:${player}:2`)),
      ]),
    );

    const cashIds = await queryRows<{ player_id: string; id: string }>(
      fixture.database.db,
      sql`select player_id::text as player_id, id::text as id from ledger_accounts
           where owner_type = 'player' and kind = 'cash' and currency_id = ${TRY}`,
    );
    const shardOf = new Map(cashIds.map((row) => [Number(row.player_id), Number(row.id) % 16]));
    const expectedPerShard = new Map<number, bigint>();
    for (const { player, amount } of stakes) {
      const shard = shardOf.get(player)!;
      expectedPerShard.set(shard, (expectedPerShard.get(shard) ?? 0n) + 2n * amount);
    }
    const rows = await systemShardRows(fixture, 'house_sports');
    expect(rows.map((row) => row.shard)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    const actualPerShard = new Map(
      rows
        .map((row) => [row.shard, row.balance - (shardsBefore.get(row.shard) ?? 0n)] as const)
        .filter(([, added]) => added !== 0n),
    );
    expect(actualPerShard).toEqual(expectedPerShard);
    expect(actualPerShard.size).toBeGreaterThanOrEqual(8);
    const total = stakes.reduce((sum, { amount }) => sum + 2n * amount, 0n);
    expect((await fixture.wallet.systemAccountBalance('house_sports', TRY)) - sportsBefore).toBe(total);
  });
});

/** Every account the random mix can touch, by name. */
async function snapshot(players: readonly number[]): Promise<Record<string, bigint>> {
  const balances: Record<string, bigint> = {};
  for (const player of players) {
    const { cash, bonus, withdrawHold } = await fixture.wallet.playerBalances(player, TRY);
    Object.assign(balances, { [`${player}:cash`]: cash, [`${player}:bonus`]: bonus });
    balances[`${player}:withdraw_hold`] = withdrawHold;
  }
  for (const kind of ['house_casino', 'house_sports', 'payments_clearing', 'bonus_expense'] as const) {
    balances[kind] = await fixture.wallet.systemAccountBalance(kind, TRY);
  }
  return balances;
}
