import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../src/db/executor.ts';
import { postStake, type StakeStatement } from '../../src/modules/wallet/stake-posting.ts';

/*
 * A one-statement stake that PostgreSQL undid as a whole is answered by the careful path, never thrown at
 * the provider as a 500 for a bet that did not happen. A deadlock between bets racing to open one new
 * round cannot be produced on demand, so the database's answer is played here: the statement fails with
 * the SQLSTATE the driver reports, wrapped as drizzle wraps it.
 */

const statement: StakeStatement = {
  name: 'test_stake',
  prior: sql`select null::bigint as id where false`,
  refusal: sql`null::text`,
  writes: () => sql`written as (select 1::bigint as id)`,
  leg: {
    from: { type: 'player', playerId: 1, kind: 'cash', currencyId: 1 },
    to: { type: 'system', kind: 'house_casino', currencyId: 1 },
    amountMinor: 100n,
    idempotencyKey: 'game:1:t1:cash',
    kind: 'game_bet',
    reference: sql`'t1'`,
  },
};

/** An executor whose statement fails as PostgreSQL answered, under drizzle's wrapper. */
function failingWith(code: string): DbExecutor {
  const driverError = Object.assign(new Error('database says no'), { code });
  const wrapped = new Error('Failed query', { cause: driverError });
  return {
    _: {
      session: {
        prepareQuery: () => ({
          execute: () => Promise.reject(wrapped),
        }),
      },
    },
  } as unknown as DbExecutor;
}

describe('a stake statement undone as a whole', () => {
  it('a deadlock victim (40P01) goes to the careful path', async () => {
    await expect(postStake(failingWith('40P01'), statement, 4)).resolves.toEqual({ status: 'retry_careful' });
  });

  it('any other failure still throws (a fault, not an outcome)', async () => {
    await expect(postStake(failingWith('57014'), statement, 4)).rejects.toThrow('Failed query');
  });
});
