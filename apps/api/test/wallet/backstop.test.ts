import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInsufficientFundsViolation } from '../../src/modules/wallet/errors.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import {
  bet,
  countTransfers,
  createLedgerFixture,
  createPlayers,
  deposit,
  TRY,
  type LedgerFixture,
} from './support.ts';

/*
 * The database's own guard: a player balance below zero is refused by a CHECK constraint whatever code
 * writes it, and when it fires under the wallet the caller gets `insufficient_funds`, not a crash.
 */

let fixture: LedgerFixture;
beforeAll(async () => {
  fixture = await createLedgerFixture();
});
afterAll(() => fixture.database.close());

describe('the non-negative CHECK backstop', () => {
  it('refuses a direct UPDATE taking a player balance below zero; system accounts may go negative', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 10n, 'deposit:f1');
    // Money entering the platform leaves payments clearing below zero.
    expect(await fixture.wallet.systemAccountBalance('payments_clearing', TRY)).toBeLessThanOrEqual(-10n);

    const refusal = await fixture.database.db
      .execute(sql`update ledger_accounts set balance = -1 where player_id = ${player!} and kind = 'cash'`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refusal).toBeDefined();
    expect(isInsufficientFundsViolation(refusal)).toBe(true);
    expect(isInsufficientFundsViolation(new Error('something else'))).toBe(false);
    expect((await fixture.wallet.playerBalances(player!, TRY)).cash).toBe(10n);
  });

  it('answers insufficient_funds when the CHECK fires inside a transfer, and the caller goes on', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 1_000n, 'deposit:f2');
    // Simulate a writer the code check cannot see: a trigger takes 5,000 more on any debit of this
    // account, so the wallet's own check passes and only the CHECK constraint can refuse.
    await fixture.database.db.execute(
      sql.raw(`
      create function wallet_test_skim() returns trigger language plpgsql as $$
      begin
        if new.balance < old.balance then new.balance := new.balance - 5000; end if;
        return new;
      end $$;
      `),
    );
    await fixture.database.db.execute(
      sql`create trigger wallet_test_skim before update on ledger_accounts for each row
          when (old.player_id = ${sql.raw(String(player!))}) execute function wallet_test_skim()`,
    );
    try {
      const before = await countTransfers(fixture);
      expect(await fixture.wallet.transfer(bet(player!, 100n, 'bet:f2'))).toEqual({
        status: 'insufficient_funds',
      });

      // Inside a caller's transaction only the wallet's savepoint is undone; the caller still commits.
      await fixture.database.db.transaction(async (tx) => {
        expect(await fixture.wallet.transfer(bet(player!, 100n, 'bet:f2b'), tx)).toEqual({
          status: 'insufficient_funds',
        });
        await fixture.wallet.openPlayerAccounts(player!, 2, tx);
      });
      expect(await countTransfers(fixture)).toBe(before);
      expect((await fixture.wallet.playerBalances(player!, TRY)).cash).toBe(1_000n);
      expect(await fixture.wallet.playerBalances(player!, 2)).toEqual({
        cash: 0n,
        bonus: 0n,
        withdrawHold: 0n,
      });
    } finally {
      await fixture.database.db.execute(sql`drop trigger wallet_test_skim on ledger_accounts`);
    }
    expect((await fixture.wallet.transfer(bet(player!, 100n, 'bet:f2'))).status).toBe('applied');
    expect((await ledgerInvariants(fixture.database.db)).ok).toBe(true);
  });
});
