import { sql, type SQL } from 'drizzle-orm';
import { players } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import type { AccountRef, TransferInput } from '../../src/modules/wallet/contract.ts';
import { queryRows } from '../../src/modules/wallet/repo.ts';
import { createWalletService, type Wallet } from '../../src/modules/wallet/service.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * A seeded database (currencies 1-3, country 1) with a wallet on it, plus minimal players: the accounts
 * module owns real registration; the ledger only needs rows its foreign key can point at.
 */

export const TRY = 1;
export const EUR = 2;

export type LedgerFixture = { database: TestDatabase; wallet: Wallet };

export async function createLedgerFixture(): Promise<LedgerFixture> {
  const database = await createTestDatabase();
  await seedDatabase(database.db);
  return { database, wallet: createWalletService(database.db) };
}

let playerSerial = 0;

/** Inserts `count` players with opened TRY accounts and returns their ids. */
export async function createPlayers(fixture: LedgerFixture, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, () => {
    playerSerial += 1;
    const name = `wallet${playerSerial}`;
    return {
      usercode: `W${playerSerial}`,
      username: name,
      usernameKey: name,
      email: `${name}@example.test`,
      emailKey: `${name}@example.test`,
      phone: `90500${String(playerSerial).padStart(7, '0')}`,
      name: 'Test',
      surname: 'Player',
      countryId: 1,
      currencyId: TRY,
      passwordHash: 'not-a-hash',
    };
  });
  const inserted = await fixture.database.db.insert(players).values(rows).returning({ id: players.id });
  const ids = inserted.map((row) => row.id);
  for (const id of ids) await fixture.wallet.openPlayerAccounts(id, TRY);
  return ids;
}

export const cash = (playerId: number, currencyId = TRY): AccountRef => ({
  type: 'player',
  playerId,
  kind: 'cash',
  currencyId,
});

export const bonus = (playerId: number, currencyId = TRY): AccountRef => ({
  type: 'player',
  playerId,
  kind: 'bonus',
  currencyId,
});

export const house = (currencyId = TRY): AccountRef => ({ type: 'system', kind: 'house_casino', currencyId });

export const clearing = (currencyId = TRY): AccountRef => ({
  type: 'system',
  kind: 'payments_clearing',
  currencyId,
});

/** Money entering the platform: payments clearing → the player's cash. */
export async function deposit(fixture: LedgerFixture, playerId: number, amountMinor: bigint, key: string) {
  const result = await fixture.wallet.transfer({
    idempotencyKey: key,
    from: clearing(),
    to: cash(playerId),
    amountMinor,
    kind: 'deposit',
  });
  if (result.status !== 'applied') throw new Error(`deposit ${key} was ${result.status}`);
}

export const bet = (playerId: number, amountMinor: bigint, key: string): TransferInput => ({
  idempotencyKey: key,
  from: cash(playerId),
  to: house(),
  amountMinor,
  kind: 'bet',
});

async function countRows(fixture: LedgerFixture, table: 'ledger_transfers' | 'ledger_accounts', where: SQL) {
  const [row] = await queryRows<{ n: string }>(
    fixture.database.db,
    sql`select count(*)::text as n from ${sql.identifier(table)} where ${where}`,
  );
  return Number(row?.n);
}

export const countTransfers = (fixture: LedgerFixture, where = sql`true`) =>
  countRows(fixture, 'ledger_transfers', where);

export const countAccounts = (fixture: LedgerFixture, where = sql`true`) =>
  countRows(fixture, 'ledger_accounts', where);

/** Every row of one system account: shard and balance, for striping assertions. */
export async function systemShardRows(fixture: LedgerFixture, kind: string, currencyId = TRY) {
  const rows = await queryRows<{ shard: number; balance: string }>(
    fixture.database.db,
    sql`select shard, balance::text as balance from ledger_accounts
         where owner_type = 'system' and kind = ${kind} and currency_id = ${currencyId} order by shard`,
  );
  return rows.map((row) => ({ shard: Number(row.shard), balance: BigInt(row.balance) }));
}

/** Counts of each status in a batch of results. */
export function statusCounts(results: readonly { status: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
