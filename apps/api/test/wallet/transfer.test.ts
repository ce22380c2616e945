import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletUsageError } from '../../src/modules/wallet/errors.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import {
  bet,
  bonus,
  cash,
  clearing,
  countAccounts,
  countTransfers,
  createLedgerFixture,
  createPlayers,
  deposit,
  EUR,
  house,
  type LedgerFixture,
} from './support.ts';

/* One transfer at a time: what each status means for balances and for the stored transfers. */

let fixture: LedgerFixture;
beforeAll(async () => {
  fixture = await createLedgerFixture();
});
afterAll(() => fixture.database.close());

describe('wallet transfers', () => {
  it('moves money between a player and system accounts, keeping every invariant', async () => {
    const [player] = await createPlayers(fixture, 1);
    // The seed may already have moved money (demo accounts): compare system accounts by difference.
    const houseBefore = await fixture.wallet.systemAccountBalance('house_casino', 1);
    const clearingBefore = await fixture.wallet.systemAccountBalance('payments_clearing', 1);
    await deposit(fixture, player!, 10_000n, 'deposit:t1');
    const result = await fixture.wallet.transfer(bet(player!, 2_500n, 'bet:t1'));

    expect(result.status).toBe('applied');
    if (result.status !== 'applied') return;
    expect(result.transfer).toMatchObject({ idempotencyKey: 'bet:t1', amountMinor: 2_500n, kind: 'bet' });
    expect(result.transfer.createdAt).toBeInstanceOf(Date);
    expect(await fixture.wallet.playerBalances(player!, 1)).toEqual({
      cash: 7_500n,
      bonus: 0n,
      withdrawHold: 0n,
    });
    expect((await fixture.wallet.systemAccountBalance('house_casino', 1)) - houseBefore).toBe(2_500n);
    expect((await fixture.wallet.systemAccountBalance('payments_clearing', 1)) - clearingBefore).toBe(
      -10_000n,
    );
    expect((await ledgerInvariants(fixture.database.db)).ok).toBe(true);
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 1_000n, 'deposit:t2');
    const before = await countTransfers(fixture);

    expect(await fixture.wallet.transfer(bet(player!, 1_001n, 'bet:t2'))).toEqual({
      status: 'insufficient_funds',
    });
    expect((await fixture.wallet.playerBalances(player!, 1)).cash).toBe(1_000n);
    expect(await countTransfers(fixture)).toBe(before);
    // The refused key stays free: the same bet once the money is there is applied.
    await deposit(fixture, player!, 1n, 'deposit:t2b');
    expect((await fixture.wallet.transfer(bet(player!, 1_001n, 'bet:t2'))).status).toBe('applied');
    expect((await fixture.wallet.playerBalances(player!, 1)).cash).toBe(0n);
  });

  it('answers a repeated key with the first posting, and a changed one with conflict', async () => {
    const [player] = await createPlayers(fixture, 1);
    await deposit(fixture, player!, 5_000n, 'deposit:t3');
    const first = await fixture.wallet.transfer(bet(player!, 3_000n, 'bet:t3'));
    if (first.status !== 'applied') throw new Error(first.status);

    // Replayed even though the balance (2,000) no longer covers it: the bet was taken once already.
    expect(await fixture.wallet.transfer(bet(player!, 3_000n, 'bet:t3'))).toEqual({
      status: 'replayed',
      transfer: first.transfer,
    });
    const changed = [
      bet(player!, 3_001n, 'bet:t3'),
      { ...bet(player!, 3_000n, 'bet:t3'), kind: 'win' },
      { ...bet(player!, 3_000n, 'bet:t3'), from: bonus(player!) },
      { ...bet(player!, 3_000n, 'bet:t3'), to: clearing() },
    ];
    for (const input of changed) {
      expect(await fixture.wallet.transfer(input)).toEqual({ status: 'conflict', transfer: first.transfer });
    }
    expect(await fixture.wallet.playerBalances(player!, 1)).toMatchObject({ cash: 2_000n, bonus: 0n });
    expect(await countTransfers(fixture, sql`idempotency_key = 'bet:t3'`)).toBe(1);
  });

  it('joins a caller transaction: a rollback leaves nothing, a commit keeps it', async () => {
    const [player] = await createPlayers(fixture, 1);
    const db = fixture.database.db;
    await expect(
      db.transaction(async (tx) => {
        await fixture.wallet.transfer(
          { idempotencyKey: 'grant:t4', from: house(), to: cash(player!), amountMinor: 500n, kind: 'seed' },
          tx,
        );
        expect((await fixture.wallet.playerBalances(player!, 1, tx)).cash).toBe(500n);
        throw new Error('registration failed later');
      }),
    ).rejects.toThrow('registration failed later');
    expect((await fixture.wallet.playerBalances(player!, 1)).cash).toBe(0n);
    expect(await countTransfers(fixture, sql`idempotency_key = 'grant:t4'`)).toBe(0);

    // A refusal inside the caller's transaction does not poison it: the caller goes on and commits.
    await db.transaction(async (tx) => {
      expect((await fixture.wallet.transfer(bet(player!, 1n, 'bet:t4'), tx)).status).toBe(
        'insufficient_funds',
      );
      const granted = await fixture.wallet.transfer(
        { idempotencyKey: 'grant:t4', from: house(), to: cash(player!), amountMinor: 500n, kind: 'seed' },
        tx,
      );
      expect(granted.status).toBe('applied');
    });
    expect((await fixture.wallet.playerBalances(player!, 1)).cash).toBe(500n);
    expect((await ledgerInvariants(db)).ok).toBe(true);
  });

  it('throws on malformed transfers without writing anything', async () => {
    const [player, unopened] = await createPlayers(fixture, 2);
    await deposit(fixture, player!, 100n, 'deposit:t5');
    const before = await countTransfers(fixture);
    const malformed = [
      bet(player!, 0n, 'bad:1'),
      bet(player!, -5n, 'bad:2'),
      bet(player!, 5 as unknown as bigint, 'bad:3'),
      { ...bet(player!, 5n, 'bad:4'), to: house(EUR) },
      { ...bet(player!, 5n, 'bad:5'), to: cash(player!) },
      { ...bet(player!, 5n, 'bad:6'), idempotencyKey: '' },
      // Accounts exist only in TRY: an EUR account was never opened.
      { ...bet(player!, 5n, 'bad:7'), from: cash(unopened!, EUR), to: house(EUR) },
    ];
    for (const input of malformed)
      await expect(fixture.wallet.transfer(input)).rejects.toThrow(WalletUsageError);
    expect(await countTransfers(fixture)).toBe(before);
    expect((await fixture.wallet.playerBalances(player!, 1)).cash).toBe(100n);
  });

  it('opens player accounts idempotently and reports 0 for accounts never opened', async () => {
    const [player] = await createPlayers(fixture, 1);
    await Promise.all([1, 2, 3].map(() => fixture.wallet.openPlayerAccounts(player!, EUR)));
    await fixture.wallet.openPlayerAccounts(player!, EUR);
    expect(await countAccounts(fixture, sql`player_id = ${player!} and currency_id = ${EUR}`)).toBe(3);
    expect(await fixture.wallet.playerBalances(player!, EUR)).toEqual({
      cash: 0n,
      bonus: 0n,
      withdrawHold: 0n,
    });
    expect(await fixture.wallet.playerBalances(player!, 3)).toEqual({
      cash: 0n,
      bonus: 0n,
      withdrawHold: 0n,
    });
  });
});
