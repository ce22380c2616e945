import { z } from 'zod';

/**
 * Money as the API speaks it: a decimal number with at most 2 places (DESIGN §5 — the ledger keeps
 * integer kuruş, the API converts). Every amount the player sees (balances, bonus amounts) is
 * non-negative. `multipleOf(0.01)` in zod 4 is float-safe (10.07 passes, 1.005 fails).
 */
export const MoneySchema = z.number().min(0).multipleOf(0.01);
export type Money = z.infer<typeof MoneySchema>;
