import type { Database } from '../db/connection.ts';
import { currencies } from '../db/schema.ts';

/* SQL of the currencies table (reference data; money.ts keeps it in memory and says when it re-reads). */

export async function readCurrencies(
  db: Database,
): Promise<{ id: number; code: string; minorUnits: number }[]> {
  return db
    .select({ id: currencies.id, code: currencies.code, minorUnits: currencies.minorUnits })
    .from(currencies);
}
