import { z } from 'zod';

/**
 * Money as the API speaks it: a decimal number with at most 2 places (DESIGN §5 — the ledger keeps
 * integer kuruş, the API converts). Every amount the player sees (balances, bonus amounts) is
 * non-negative. `multipleOf(0.01)` in zod 4 is float-safe (10.07 passes, 1.005 fails).
 */
export const MoneySchema = z.number().min(0).multipleOf(0.01);
export type Money = z.infer<typeof MoneySchema>;

/*
 * Conversions between the ledger's integer minor units (kuruş, bigint) and the API's decimals with 2
 * places, shared by the API and the site so both round the same way.
 */
const MINOR_PER_UNIT = 100n;

/** 123456n → 1234.56 (the nearest double, which MoneySchema's float-safe multipleOf(0.01) accepts). */
export function minorToMoney(minor: bigint): number {
  const sign = minor < 0n ? -1 : 1;
  const abs = minor < 0n ? -minor : minor;
  return sign * Number(`${abs / MINOR_PER_UNIT}.${String(abs % MINOR_PER_UNIT).padStart(2, '0')}`);
}

/** A decimal text with at most 2 places ('50', '12.5', '0.99') → minor units; null when it is not one. */
export function parseMoneyToMinor(text: string): bigint | null {
  const match = /^(\d{1,15})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * MINOR_PER_UNIT + BigInt((match[2] ?? '').padEnd(2, '0'));
}
