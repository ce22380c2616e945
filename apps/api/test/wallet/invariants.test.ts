import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { createLedgerFixture, createPlayers, deposit, type LedgerFixture } from './support.ts';

/*
 * The audit the tests and the restore drill (`npm run ledger:check`) rely on finds each kind of broken
 * ledger, not only a sound one. Each case breaks a fresh fixture the way a bad restore or a writer
 * around the wallet would.
 */

let fixture: LedgerFixture;
beforeAll(async () => {
  fixture = await createLedgerFixture();
});
afterAll(() => fixture.database.close());

describe('ledgerInvariants', () => {
  it('finds a balance that its transfers do not explain', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 500n, 'deposit:inv-1');
    expect((await ledgerInvariants(fixture.database.db)).ok).toBe(true);

    await fixture.database.db.execute(
      sql`update ledger_accounts set balance = balance + 7 where player_id = ${player!} and kind = 'cash'`,
    );
    const invariants = await ledgerInvariants(fixture.database.db);
    expect(invariants.ok).toBe(false);
    expect(invariants.mismatchedAccounts).toEqual([
      { accountId: expect.any(Number), balance: 507n, fromTransfers: 500n },
    ]);
    expect(invariants.currencies.find((total) => total.currencyId === 1)?.balanceSum).toBe(7n);

    await fixture.database.db.execute(
      sql`update ledger_accounts set balance = balance - 7 where player_id = ${player!} and kind = 'cash'`,
    );
  });

  it('finds a player account below zero even where its transfers explain it (a table the CHECK never saw)', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 100n, 'deposit:inv-2');
    // A restored or copied table is not re-checked: drop the CHECK, then post a bet beyond the balance
    // by hand, both sides and the transfer row, so the books balance and only the sign is wrong.
    await fixture.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_accounts drop constraint ledger_accounts_player_non_negative`);
      await tx.execute(sql`
        with accounts as (
          select (select id from ledger_accounts where player_id = ${player!} and kind = 'cash') as debit,
                 (select id from ledger_accounts where owner_type = 'system' and kind = 'house_casino'
                     and currency_id = 1 order by shard limit 1) as credit
        ), moved as (
          update ledger_accounts set balance = balance + case when id = (select credit from accounts) then 150
                                                          else -150 end
           where id in ((select debit from accounts), (select credit from accounts))
        )
        insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency_id, kind)
        select 'inv-2:overdraw', debit, credit, 150, 1, 'bet' from accounts`);
    });
    const invariants = await ledgerInvariants(fixture.database.db);
    expect(invariants.mismatchedAccounts).toEqual([]);
    expect(invariants.currencies.every((total) => total.balanceSum === 0n)).toBe(true);
    expect(invariants.overdrawnPlayerAccounts).toEqual([{ accountId: expect.any(Number), balance: -50n }]);
    expect(invariants.ok).toBe(false);
  });
});
