import { DEFAULT_CURRENCY_ID, decimalToMinor, minorToDecimal, minorToSignedDecimal } from '@lale/contracts';
import type { Database } from '../db/connection.ts';
import { readCurrencies } from './currencies-repo.ts';

/*
 * The API's one money path: every amount the API answers with or reads goes through here, converted by
 * the currency's own minor units (currencies.minor_units), with the exact conversions of
 * @lale/contracts/money.ts.
 *
 * The currencies table is small reference data that is only ever added to (changing a currency's minor
 * units would change the meaning of every stored amount), so each process reads it once and keeps it
 * in memory: converting a balance polled every 3 s costs no query. A currency id not in the kept copy
 * (one added after the process read the table) makes it read the table again.
 *
 * `loadMoney` reads the table before anything runs: a transaction that converts an amount (a bonus
 * completed inside a win, a deposit refused over a limit) must not wait for a second pool connection
 * to read it, which under a burst of such transactions right after start-up would starve the pool.
 */

export type Currency = { id: number; code: string; minorUnits: number };

export function createMoney(db: Database) {
  let table = new Map<number, Currency>();
  let reading: Promise<Map<number, Currency>> | undefined;

  /** One read at a time, shared by every caller that needs it meanwhile. */
  function reread(): Promise<Map<number, Currency>> {
    reading ??= readCurrencies(db)
      .then((rows) => (table = new Map(rows.map((row) => [row.id, row]))))
      .finally(() => (reading = undefined));
    return reading;
  }

  async function currency(id: number): Promise<Currency> {
    const found = table.get(id) ?? (await reread()).get(id);
    if (!found) throw new Error(`unknown currency ${id}`);
    return found;
  }

  /** The currency with this ISO code (a provider names currencies by code), or undefined. */
  async function currencyByCode(code: string): Promise<Currency | undefined> {
    const find = (map: Map<number, Currency>) => [...map.values()].find((c) => c.code === code);
    return find(table) ?? find(await reread());
  }

  return {
    currency,
    currencyByCode,
    /** Reads the currencies table now. */
    reload: async (): Promise<void> => void (await reread()),

    /**
     * The currency of what is shown before anyone signs in — jackpots, the trial-bonus offer — which
     * is the one sign-up defaults to (spec: default currencyId 1).
     */
    siteCurrency: () => currency(DEFAULT_CURRENCY_ID),

    /** Minor units of `currencyId` → the API's decimal number (12345n TRY → 123.45). */
    async toDecimal(minor: bigint, currencyId: number): Promise<number> {
      return minorToDecimal(minor, (await currency(currencyId)).minorUnits);
    },

    /**
     * A figure that may be below zero (a net position, a ledger leg seen from the player) → decimal: the
     * size converted as any amount, the sign put back (balances never are, so toDecimal refuses them).
     */
    async toSignedDecimal(minor: bigint, currencyId: number): Promise<number> {
      return minorToSignedDecimal(minor, (await currency(currencyId)).minorUnits);
    },

    /** A decimal amount of `currencyId` (JSON number or operator text) → minor units; null if it is none. */
    async toMinor(amount: number | string, currencyId: number): Promise<bigint | null> {
      return decimalToMinor(amount, (await currency(currencyId)).minorUnits);
    },
  };
}

export type MoneyService = ReturnType<typeof createMoney>;

/** The money path with the currencies already read (see above); what the app and its tests build on. */
export async function loadMoney(db: Database): Promise<MoneyService> {
  const money = createMoney(db);
  await money.reload();
  return money;
}
